import { Button, Icon } from '@lectern/shared-ui';
import LogOut from 'lucide-react/icons/log-out';
import PanelLeftClose from 'lucide-react/icons/panel-left-close';
import PanelLeftOpen from 'lucide-react/icons/panel-left-open';
import Plus from 'lucide-react/icons/plus';
import { NavLink } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { NavCount, NavIcon } from './NavIcon.tsx';
import type { NavItem } from './navItems.ts';
import { navListStyles, navRowStyles } from './navRowStyles.ts';
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
  overflow: hidden auto;
`;

const Toggle = styled(Button)<{ $collapsed: boolean }>`
  align-self: ${({ $collapsed }) => ($collapsed ? 'center' : 'flex-end')};
  min-width: 44px;
  min-height: 44px;
  padding: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const NewButton = styled(Button)<{ $collapsed: boolean }>`
  ${({ $collapsed }) =>
    $collapsed &&
    css`
      align-self: center;
      width: 48px;
      min-height: 48px;
      padding: 0;
    `}
`;

const Links = styled.ul<{ $collapsed: boolean }>`
  ${navListStyles}
  a {
    ${navRowStyles}
  }
  ${({ $collapsed }) =>
    $collapsed &&
    css`
      a {
        justify-content: center;
        padding: 0;
      }
    `}
`;

/** Pushes the count to the row's end, clear of the words. */
const TrailingBadge = styled.span`
  margin-left: auto;
  display: inline-flex;
`;

const Avatar = styled.button<{ $collapsed: boolean }>`
  margin-top: auto;
  display: flex;
  align-items: center;
  justify-content: ${({ $collapsed }) => ($collapsed ? 'center' : 'flex-start')};
  gap: ${({ theme }) => theme.space.sm};
  min-height: 48px;
  padding: ${({ theme, $collapsed }) => ($collapsed ? `${theme.space.sm} 0` : theme.space.sm)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: none;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  white-space: nowrap;
  text-align: left;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  > svg {
    margin-left: auto;
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * The initials are drawn by CSS, not written in the button: as text they would be part of what
 * the button visibly reads ('TE Tola Eze') but not of its name ('Tola Eze: log out'), which speech
 * input and axe's label-content rule count as a mismatch.
 */
const Initials = styled.span`
  &::before { content: attr(data-initials); }
  display: inline-grid;
  place-items: center;
  width: 36px;
  height: 36px;
  flex-shrink: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 700;
`;

const Name = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
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

const initialsOf = (userName: string) =>
  userName
    .split(' ')
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

/**
 * The desktop sidebar: collapse toggle, New, the destinations, and the avatar that opens logout.
 * Collapsed, each destination is its icon alone: the words stay for screen readers and show as a tooltip.
 */
export function Sidebar({ items, unread, collapsed, onToggle, onNew, userName, onAvatar }: SidebarProps) {
  return (
    <Aside $collapsed={collapsed} aria-label="Sidebar">
      <Toggle
        variant="ghost"
        size="sm"
        $collapsed={collapsed}
        onClick={onToggle}
        aria-expanded={!collapsed}
        aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
        title={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
      >
        <Icon icon={collapsed ? PanelLeftOpen : PanelLeftClose} />
      </Toggle>
      <NewButton onClick={onNew} aria-label="New upload" title={collapsed ? 'New upload' : undefined} $collapsed={collapsed}>
        <Icon icon={Plus} />
        {collapsed ? null : 'New'}
      </NewButton>
      <nav aria-label="Dashboard">
        <Links $collapsed={collapsed}>
          {items.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end} title={collapsed ? item.label : undefined}>
                <NavIcon item={item} unread={unread} badgeOnCorner={collapsed} />
                <span className={collapsed ? 'visually-hidden' : undefined}>{item.label}</span>
                {collapsed ? <NavCount item={item} unread={unread} /> : null}
                {!collapsed && item.badge === 'unread' ? (
                  <TrailingBadge>
                    <UnreadBadge count={unread} />
                  </TrailingBadge>
                ) : null}
              </NavLink>
            </li>
          ))}
        </Links>
      </nav>
      <Avatar type="button" onClick={onAvatar} aria-label={`${userName}: log out`} title={collapsed ? `${userName}: log out` : undefined} $collapsed={collapsed}>
        <Initials aria-hidden="true" data-initials={initialsOf(userName)} />
        {collapsed ? null : (
          <>
            <Name>{userName}</Name>
            <Icon icon={LogOut} size="sm" />
          </>
        )}
      </Avatar>
    </Aside>
  );
}
