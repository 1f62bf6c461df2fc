import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { HOME_ITEMS, type NavItem } from './navItems.ts';
import { UnreadBadge } from './UnreadBadge.tsx';

const Bar = styled.nav`
  position: fixed;
  inset: auto 0 0 0;
  z-index: ${({ theme }) => theme.zIndex.nav};
  display: grid;
  grid-template-columns: repeat(5, 1fr);
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  padding-bottom: env(safe-area-inset-bottom);
  ${({ theme }) => theme.media.md} {
    display: none;
  }
  a,
  button {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 2px;
    min-height: 56px;
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    text-decoration: none;
    cursor: pointer;
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
`;

const NewButton = styled.button`
  && {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
`;

function Item({ item, unread }: { item: NavItem; unread: number }) {
  return (
    <NavLink to={item.to} end={item.end}>
      {item.label === 'Overview' ? 'Home' : item.label}
      {item.badge === 'unread' ? <UnreadBadge count={unread} /> : null}
    </NavLink>
  );
}

/** The phone's bottom bar: Home, Libraries, New, Notifications, Settings. */
export function BottomBar({ unread, onNew }: { unread: number; onNew: () => void }) {
  const [home, libraries, notifications, settings] = HOME_ITEMS;
  return (
    <Bar aria-label="Dashboard (mobile)">
      <Item item={home} unread={unread} />
      <Item item={libraries} unread={unread} />
      <NewButton type="button" onClick={onNew} aria-label="New upload">
        <span aria-hidden="true">＋</span>New
      </NewButton>
      <Item item={notifications} unread={unread} />
      <Item item={settings} unread={unread} />
    </Bar>
  );
}
