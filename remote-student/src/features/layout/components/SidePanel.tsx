import { materialPagePath } from '@lectern/shared-api/contract';
import { useMaterialList } from '@lectern/shared-api/student';
import { Button } from '@lectern/shared-ui';
import { Modal } from '@lectern/shared-ui/modal';
import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { CurrentAnnouncement } from '../../../components/CurrentAnnouncement.tsx';
import type { NavItem } from './navItems.ts';

const PANEL_RECENT_SIZE = 5;

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.md};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li a {
    display: block;
    padding: ${({ theme }) => theme.space.sm} 0;
  }
`;

export interface SidePanelProps {
  open: boolean;
  /** The destinations the bottom bar has no room for (Blogs, Help, Management for staff). */
  items: NavItem[];
  onClose: () => void;
  userName: string;
  onLogout: () => void;
}

/** The phone's slide-in panel: announcement, the pages beyond the bottom bar, recent materials, the person and Logout. */
export function SidePanel({ open, items, onClose, userName, onLogout }: SidePanelProps) {
  return (
    <Modal open={open} onClose={onClose} title="Menu" closeLabel="Close menu">
      <CurrentAnnouncement headingLevel={3} compact />
      <Section as="nav" aria-label="More pages">
        <h3>More</h3>
        <ul>
          {items.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end} onClick={onClose}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </Section>
      <RecentMaterials onChoose={onClose} />
      <Section aria-label="You">
        <h3>Signed in as</h3>
        <p>{userName}</p>
        <Button variant="secondary" onClick={onLogout}>
          Logout
        </Button>
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
      {recent.isPending ? <p>Loading materials...</p> : null}
      <ul>
        {(recent.data?.data ?? []).map((material) => (
          <li key={material.id}>
            <Link to={materialPagePath(material.id)} onClick={onChoose}>
              {material.label}
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
