import { RELEASE_MESSAGES, REMOTE_LABELS, type RemoteReleases } from '@lectern/shared-api/contract';
import { Button, Icon } from '@lectern/shared-ui';
import CircleStop from 'lucide-react/icons/circle-stop';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import Undo2 from 'lucide-react/icons/undo-2';
import { useId } from 'react';
import styled from 'styled-components';
import type { ReleaseAsk } from '../hooks/useReleaseActions.ts';
import { RELEASE_TEXTS, releaseTime } from '../releaseTexts.ts';
import { RecentReleasesTable } from './RecentReleasesTable.tsx';
import { ReleaseFacts } from './ReleaseFacts.tsx';

const Panel = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space.lg};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0;
  }
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
`;

const Muted = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

/** The override is a warning: everything below it is not what people get. */
const Notice = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fef0c7;
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
  svg {
    flex: none;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.accent};
  }
`;

/** Current and candidate side by side from a laptop, one above the other below. */
const Pair = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Card = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
`;

const CardActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface RemotePanelProps {
  remote: RemoteReleases;
  onAsk: (ask: ReleaseAsk) => void;
}

/** One remote: the override notice, its current release with Roll back, its candidate with End canary, its recent releases. */
export function RemotePanel({ remote, onAsk }: RemotePanelProps) {
  const headingId = useId();
  const rollbackReasonId = useId();
  const { current, candidate, previous } = remote;
  return (
    <Panel aria-labelledby={headingId}>
      <Header>
        <h2 id={headingId}>{REMOTE_LABELS[remote.remote]}</h2>
        <Muted>{RELEASE_TEXTS.remoteName(remote.remote)}</Muted>
      </Header>
      {remote.overrideUrl ? (
        <Notice>
          <Icon icon={TriangleAlert} size="sm" />
          <span>{RELEASE_MESSAGES.override(remote.overrideUrl)}</span>
        </Notice>
      ) : null}
      <Pair>
        <Card>
          <h3>{RELEASE_MESSAGES.current}</h3>
          {current ? (
            <ReleaseFacts release={current} />
          ) : (
            <>
              <p>{RELEASE_MESSAGES.noRelease}</p>
              <Muted>{RELEASE_TEXTS.noReleaseText(remote.remote)}</Muted>
            </>
          )}
          <CardActions>
            {/* Kept in the tab order while there is nothing to go back to, so its reason is heard. */}
            <Button
              size="sm"
              variant="secondary"
              aria-disabled={previous ? undefined : true}
              aria-describedby={rollbackReasonId}
              onClick={() => {
                if (previous) onAsk({ kind: 'rollback', remote });
              }}
            >
              <Icon icon={Undo2} size="sm" />
              {RELEASE_MESSAGES.rollBack}
            </Button>
            <Muted id={rollbackReasonId}>{previous ? RELEASE_TEXTS.rollBackTo(previous) : RELEASE_MESSAGES.nothingToRollBack}</Muted>
          </CardActions>
        </Card>
        <Card>
          <h3>{RELEASE_MESSAGES.candidate}</h3>
          {candidate ? (
            <>
              <p>
                <strong>{RELEASE_TEXTS.share(candidate.percent)}</strong> {RELEASE_TEXTS.since}{' '}
                <time dateTime={candidate.since}>{releaseTime(candidate.since)}</time>
              </p>
              <ReleaseFacts release={candidate.release} />
              <CardActions>
                <Button size="sm" variant="secondary" onClick={() => onAsk({ kind: 'endCanary', remote })}>
                  <Icon icon={CircleStop} size="sm" />
                  {RELEASE_MESSAGES.endCanary}
                </Button>
              </CardActions>
            </>
          ) : (
            <>
              <p>{RELEASE_TEXTS.noCanary}</p>
              <Muted>{RELEASE_TEXTS.noCanaryText}</Muted>
            </>
          )}
        </Card>
      </Pair>
      <h3>{RELEASE_MESSAGES.recent}</h3>
      {remote.recent.length === 0 ? <Muted>{RELEASE_TEXTS.noRecent}</Muted> : <RecentReleasesTable remote={remote} onAsk={onAsk} />}
    </Panel>
  );
}
