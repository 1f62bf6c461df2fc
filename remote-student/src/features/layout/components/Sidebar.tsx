import { Button } from '@lectern/shared-ui';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import type { NavItem } from './navItems.ts';
import { UnreadBadge } from './UnreadBadge.tsx';

/** The spec's §9: 80px collapsed, 340px expanded. */
export const SIDEBAR_COLLAPSED_PX = 80;
export const SIDEBAR_EXPANDED_PX = 340;

const Aside = styled.aside<{ $collapsed: boolean }>`
  display: flex;
  ${({ theme }) => theme.media.belowMd} {
    display: none;
  }
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  position: sticky;
  top: 0;
  height: 100vh;
  width: ${({ $collapsed }) => ($collapsed ? SIDEBAR_COLLAPSED_PX : SIDEBAR_EXPANDED_PX)}px;
  flex-shrink: 0;
  padding: ${({ theme }) => theme.space.md};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  transition: width 0.2s ease;
  overflow: hidden;
`;

const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  a {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    white-space: nowrap;
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
`;

const Initial = styled.span`
  display: inline-grid;
  place-items: center;
  width: 24px;
  flex-shrink: 0;
  font-weight: 700;
`;

const Avatar = styled.button`
  margin-top: auto;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 48px;
  padding: ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: none;
  cursor: pointer;
  white-space: nowrap;
  span:first-child {
    display: inline-grid;
    place-items: center;
    width: 36px;
    height: 36px;
    flex-shrink: 0;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: 700;
  }
`;

export interface SidebarProps {
  items: NavItem[];
  unread: number;
  collapsed: boolean;
  onToggle: () => void;
  onNew: () => void;
  userName: string;
  onAvatar: () => void;
}

/** The desktop sidebar: collapse toggle, New, the destinations, and the avatar that opens logout. */
export function Sidebar({ items, unread, collapsed, onToggle, onNew, userName, onAvatar }: SidebarProps) {
  const initials = userName
    .split(' ')
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <Aside $collapsed={collapsed} aria-label="Sidebar">
      <Button variant="ghost" size="sm" onClick={onToggle} aria-expanded={!collapsed} aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}>
        {collapsed ? '»' : '«'}
      </Button>
      <Button onClick={onNew} aria-label="New upload">
        {collapsed ? '+' : '+ New'}
      </Button>
      <nav aria-label="Dashboard">
        <Links>
          {items.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end} aria-label={collapsed ? item.label : undefined} title={collapsed ? item.label : undefined}>
                <Initial aria-hidden="true">{item.label[0]}</Initial>
                {collapsed ? null : item.label}
                {item.badge === 'unread' ? <UnreadBadge count={unread} /> : null}
              </NavLink>
            </li>
          ))}
        </Links>
      </nav>
      <Avatar type="button" onClick={onAvatar} aria-label={`${userName}: log out`}>
        <span aria-hidden="true">{initials}</span>
        {collapsed ? null : <span>{userName}</span>}
      </Avatar>
    </Aside>
  );
}
