import { Icon } from '@lectern/shared-ui';
import Plus from 'lucide-react/icons/plus';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { NavCount, NavIcon } from './NavIcon.tsx';
import { HOME_ITEMS, type NavItem } from './navItems.ts';

/** How far the round New button rises above the bar. */
const NEW_RISE = '18px';

const Bar = styled.nav`
  position: fixed;
  inset: auto 0 0 0;
  z-index: ${({ theme }) => theme.zIndex.nav};
  display: flex;
  align-items: stretch;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  padding: 0 ${({ theme }) => theme.space.xs} env(safe-area-inset-bottom);
  ${({ theme }) => theme.media.md} {
    display: none;
  }

  /* Equal shares, but never narrower than a label: a word never wraps, the longest takes a little more. */
  > * {
    flex: 1 1 0;
    min-width: max-content;
  }

  a {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: ${({ theme }) => theme.space.xxs};
    min-height: 60px;
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.xxs};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
    line-height: 1.2;
    white-space: nowrap;
    text-decoration: none;
  }

  /* The current page: its icon sits in a tinted pill and both turn the primary colour (the weight stays, so nothing shifts). */
  a > span:first-child {
    display: inline-grid;
    place-items: center;
    width: 48px;
    height: 28px;
    border-radius: ${({ theme }) => theme.radii.pill};
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
  }
  a[aria-current='page'] > span:first-child {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

const NewSlot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xxs};
  padding-bottom: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  line-height: 1.2;
`;

const NewButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 56px;
  height: 56px;
  margin-top: -${NEW_RISE};
  border: 4px solid ${({ theme }) => theme.colors.surface};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  box-shadow: ${({ theme }) => theme.shadows.md};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

function Item({ item, label, unread }: { item: NavItem; label: string; unread: number }) {
  return (
    <NavLink to={item.to} end={item.end}>
      <span>
        <NavIcon item={item} unread={unread} size="md" badgeOnCorner />
      </span>
      {label}
      <NavCount item={item} unread={unread} />
    </NavLink>
  );
}

/**
 * The phone's bottom bar: Home, Libraries, New, Notifications, Settings, each an icon above its word;
 * New is the raised round button in the middle.
 */
export function BottomBar({ unread, onNew }: { unread: number; onNew: () => void }) {
  const [home, libraries, notifications, settings] = HOME_ITEMS;
  return (
    <Bar aria-label="Dashboard (mobile)">
      <Item item={home} label="Home" unread={unread} />
      <Item item={libraries} label={libraries.label} unread={unread} />
      <NewSlot>
        <NewButton type="button" onClick={onNew} aria-label="New upload">
          <Icon icon={Plus} size="lg" />
        </NewButton>
        <span aria-hidden="true">New</span>
      </NewSlot>
      <Item item={notifications} label={notifications.label} unread={unread} />
      <Item item={settings} label={settings.label} unread={unread} />
    </Bar>
  );
}
