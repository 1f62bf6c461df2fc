import { formatCourseCode, materialPagePath } from '@lectern/shared-api/contract';
import { formatBytes, OFFLINE_MESSAGES, useKeptMaterials, useOfflineSync, type KeptSummary } from '@lectern/shared-api/offline';
import { Button, Icon, Spinner } from '@lectern/shared-ui';
import { spreadRowCss, stack } from '@lectern/shared-ui/rows';
import { EmptyState } from '@lectern/shared-ui/lists';
import HardDrive from 'lucide-react/icons/hard-drive';
import Trash2 from 'lucide-react/icons/trash-2';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PanelHeader } from '../../../components/PanelHeader.tsx';
import { RowList } from '../../../components/RowList.tsx';

export const OFFLINE_EMPTY_TITLE = 'Nothing kept offline yet.';
export const OFFLINE_EMPTY_HINT =
  'Press Keep offline on a material’s page, or on a saved material, to read it here without a connection.';

const Section = styled.section`
  ${stack('sm')}
  min-width: 0;
`;

const Header = styled(PanelHeader)`
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const What = styled.div`
  flex: 1 1 14rem;
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  a {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
`;

const Size = styled.span`
  font-variant-numeric: tabular-nums;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: nowrap;
`;

const Notices = styled(RowList)`
  gap: ${({ theme }) => theme.space.xs};
  li {
    ${spreadRowCss}
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    overflow-wrap: anywhere;
  }
`;

function KeptRow({ item, onRemove }: { item: KeptSummary; onRemove: () => Promise<void> }) {
  const [removing, setRemoving] = useState(false);
  const { material } = item;
  return (
    <Row>
      <What>
        <Link to={materialPagePath(material.id)}>{material.label}</Link>
        {material.course ? (
          <span>
            {formatCourseCode(material.course.courseCode)} {material.course.courseName}
          </span>
        ) : null}
      </What>
      <Size>{formatBytes(item.bytes)}</Size>
      <Button
        size="sm"
        variant="ghost"
        disabled={removing}
        onClick={() => {
          setRemoving(true);
          void onRemove().finally(() => setRemoving(false));
        }}
      >
        <Icon icon={Trash2} size="sm" />
        Remove<span className="visually-hidden"> {material.label} from this device</span>
      </Button>
    </Row>
  );
}

/**
 * The Offline row of Libraries: what this person keeps on this device, each removable, with its
 * size and the total, and what the last sync removed (a material removed or restricted since).
 */
export function KeptOfflineSection() {
  useOfflineSync();
  const kept = useKeptMaterials();
  return (
    <Section aria-labelledby="kept-offline-title">
      <Header>
        <h2 id="kept-offline-title">Offline</h2>
        {kept.items.length ? <p>{OFFLINE_MESSAGES.totalKept(formatBytes(kept.totalBytes))}</p> : null}
      </Header>
      {kept.notices.length ? (
        <div role="status">
          <Notices aria-label="Offline notices">
          {kept.notices.map((notice) => (
            <li key={notice.id}>
              {notice.text}
              <Button size="sm" variant="ghost" onClick={() => kept.dismissNotice(notice.id)}>
                Dismiss<span className="visually-hidden"> this notice</span>
              </Button>
            </li>
          ))}
          </Notices>
        </div>
      ) : null}
      {kept.items.length ? (
        <RowList>
          {kept.items.map((item) => (
            <KeptRow key={item.material.id} item={item} onRemove={() => kept.remove(item.material.id)} />
          ))}
        </RowList>
      ) : kept.loading ? (
        <Spinner label="Loading what is kept on this device..." />
      ) : (
        <EmptyState icon={HardDrive} title={OFFLINE_EMPTY_TITLE}>
          {OFFLINE_EMPTY_HINT}
        </EmptyState>
      )}
    </Section>
  );
}
