import { materialPagePath } from '@lectern/shared-api/contract';
import { useMaterialList } from '@lectern/shared-api/student';
import { Button, Icon } from '@lectern/shared-ui';
import { navListStyles, navRowStyles, stack } from '@lectern/shared-ui/rows';
import { Modal } from '@lectern/shared-ui/modal';
import FileText from 'lucide-react/icons/file-text';
import LogOut from 'lucide-react/icons/log-out';
import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { CurrentAnnouncement } from '../../../components/CurrentAnnouncement.tsx';
import type { NavItem } from './navItems.ts';

const PANEL_RECENT_SIZE = 5;

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.lg};
  h3 {
    margin-bottom: ${({ theme }) => theme.space.xs};
    padding: 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Rows = styled.ul`
  ${navListStyles}
  a {
    ${navRowStyles}
    white-space: nowrap;
  }
`;

/** A material's title may be long: one line, cut with an ellipsis. */
const RowText = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Muted = styled.p`
  padding: 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const You = styled.div`
  ${stack('sm')}
  padding: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    padding: 0;
  }
  p {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

export interface SidePanelProps {
  open: boolean;
  /** The destinations the bottom bar has no room for (Courses, Blogs, Help, Management for staff). */
  items: NavItem[];
  onClose: () => void;
  userName: string;
  onLogout: () => void;
}

/** The phone's slide-in panel (from the left): announcement, the pages beyond the bottom bar, recent materials, the person and Logout. */
export function SidePanel({ open, items, onClose, userName, onLogout }: SidePanelProps) {
  return (
    <Modal open={open} onClose={onClose} title="Menu" closeLabel="Close menu" placement="side">
      <CurrentAnnouncement headingLevel={3} compact />
      <Section as="nav" aria-label="More pages">
        <h3>More</h3>
        <Rows>
          {items.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end} onClick={onClose}>
                <Icon icon={item.icon} />
                {item.label}
              </NavLink>
            </li>
          ))}
        </Rows>
      </Section>
      <RecentMaterials onChoose={onClose} />
      <Section aria-label="You">
        <You>
          <h3>Signed in as</h3>
          <p>{userName}</p>
          <Button variant="secondary" onClick={onLogout}>
            <Icon icon={LogOut} />
            Logout
          </Button>
        </You>
      </Section>
    </Modal>
  );
}

/** Asked for when the panel opens (its content mounts only then), not on every page load. */
function RecentMaterials({ onChoose }: { onChoose: () => void }) {
  const recent = useMaterialList('recent', { limit: PANEL_RECENT_SIZE });
  return (
    <Section aria-label="Recent materials">
      <h3>Recent materials</h3>
      {recent.isPending ? <Muted>Loading materials...</Muted> : null}
      <Rows>
        {(recent.data?.data ?? []).map((material) => (
          <li key={material.id}>
            <Link to={materialPagePath(material.id)} onClick={onChoose}>
              <Icon icon={FileText} />
              <RowText>{material.label}</RowText>
            </Link>
          </li>
        ))}
      </Rows>
    </Section>
  );
}
