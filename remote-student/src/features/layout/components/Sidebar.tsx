import { breakpoints, Button, Icon, visuallyHidden } from '@lectern/shared-ui';
import { navListStyles, navRowStyles } from '@lectern/shared-ui/rows';
import LogOut from 'lucide-react/icons/log-out';
import PanelLeftClose from 'lucide-react/icons/panel-left-close';
import PanelLeftOpen from 'lucide-react/icons/panel-left-open';
import Plus from 'lucide-react/icons/plus';
import { NavLink } from 'react-router-dom';
import styled, { css, type RuleSet } from 'styled-components';
import { NavCount, NavIcon } from './NavIcon.tsx';
import type { NavItem } from './navItems.ts';
import { UnreadBadge } from './UnreadBadge.tsx';

/** The specification's widths: 80px collapsed, 340px expanded. */
export const SIDEBAR_COLLAPSED_PX = 80;
export const SIDEBAR_EXPANDED_PX = 340;

/**
 * Below `lg` (a tablet, a small laptop window) the sidebar starts slim, icons with their tooltips:
 * at its full 340 px it would leave a 768 px screen's page too narrow for its own search box.
 */
export const SLIM_BY_DEFAULT = `(max-width: ${breakpoints.lg - 0.02}px)`;

/**
 * How the sidebar looks: slim (icons), wide (icons and words), or `auto`: the screen's width
 * decides in CSS, as SLIM_BY_DEFAULT says. `auto` is for the HTML the server sends and the
 * hydration of it, before a script can ask the screen: the page then paints as it will stay,
 * and nothing moves when the script takes over with the same look. In `auto` both looks' parts
 * are in the markup, each marked `data-only` and hidden by the other look.
 */
export type SidebarLook = 'slim' | 'wide' | 'auto';

/** `styles` when the sidebar is slim: always, never, or in `auto` below `lg`. */
const whenSlim = (look: SidebarLook, styles: RuleSet<object>) =>
  look === 'slim' ? styles : look === 'auto' ? css`@media ${SLIM_BY_DEFAULT} { ${styles} }` : null;

/** The other look's parts, when both are in the markup. */
const whenWide = (look: SidebarLook, styles: RuleSet<object>) =>
  look === 'wide' ? styles : look === 'auto' ? css`@media (min-width: ${breakpoints.lg}px) { ${styles} }` : null;

const Aside = styled.aside<{ $look: SidebarLook }>`
  display: flex;
  ${({ theme }) => theme.media.belowMd} {
    display: none;
  }
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  position: sticky;
  top: 0;
  height: 100vh;
  width: ${SIDEBAR_EXPANDED_PX}px;
  flex-shrink: 0;
  padding: ${({ theme }) => theme.space.md};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  transition: width 0.2s ease;
  overflow: hidden auto;
  ${({ $look }) =>
    whenSlim(
      $look,
      css`
        width: ${SIDEBAR_COLLAPSED_PX}px;
        [data-only='wide'] {
          display: none;
        }
      `,
    )}
  ${({ $look }) =>
    whenWide(
      $look,
      css`
        [data-only='slim'] {
          display: none;
        }
      `,
    )}
`;

const Toggle = styled(Button)<{ $look: SidebarLook }>`
  align-self: flex-end;
  ${({ $look }) => whenSlim($look, css`align-self: center;`)}
  min-width: 44px;
  min-height: 44px;
  padding: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const NewButton = styled(Button)<{ $look: SidebarLook }>`
  ${({ $look }) =>
    whenSlim(
      $look,
      css`
        align-self: center;
        width: 48px;
        min-height: 48px;
        padding: 0;
      `,
    )}
`;

const Links = styled.ul<{ $look: SidebarLook }>`
  ${navListStyles}
  a {
    ${navRowStyles}
    white-space: nowrap;
  }
  ${({ $look }) =>
    whenSlim(
      $look,
      css`
        a {
          justify-content: center;
          padding: 0;
        }
      `,
    )}
`;

/** A destination's words: shown wide; slim, only read by screen readers (the tooltip shows them). */
const Label = styled.span<{ $look: SidebarLook }>`
  ${({ $look }) => whenSlim($look, visuallyHidden)}
`;

/** Pushes the count to the row's end, clear of the words. */
const TrailingBadge = styled.span`
  margin-left: auto;
  display: inline-flex;
`;

const Avatar = styled.button<{ $look: SidebarLook }>`
  margin-top: auto;
  display: flex;
  align-items: center;
  justify-content: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 48px;
  padding: ${({ theme }) => theme.space.sm};
  ${({ $look, theme }) =>
    whenSlim(
      $look,
      css`
        justify-content: center;
        padding: ${theme.space.sm} 0;
      `,
    )}
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
`;

/** The log-out mark at the avatar row's end. */
const LogoutMark = styled.span`
  display: inline-flex;
  margin-left: auto;
  color: ${({ theme }) => theme.colors.textMuted};
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
  look: SidebarLook;
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
 * Slim, each destination is its icon alone: the words stay for screen readers and show as a tooltip.
 */
export function Sidebar({ items, unread, look, onToggle, onNew, userName, onAvatar }: SidebarProps) {
  const slim = look !== 'wide';
  const wide = look !== 'slim';
  // In `auto` a part of one look only is marked, for the sidebar's CSS to hide in the other.
  const only = (which: 'slim' | 'wide') => (look === 'auto' ? which : undefined);
  return (
    <Aside $look={look} aria-label="Sidebar">
      {wide ? (
        <Toggle variant="ghost" size="sm" $look={look} data-only={only('wide')} onClick={onToggle} aria-expanded aria-label="Collapse sidebar" title="Collapse sidebar">
          <Icon icon={PanelLeftClose} />
        </Toggle>
      ) : null}
      {slim ? (
        <Toggle variant="ghost" size="sm" $look={look} data-only={only('slim')} onClick={onToggle} aria-expanded={false} aria-label="Expand sidebar" title="Expand sidebar">
          <Icon icon={PanelLeftOpen} />
        </Toggle>
      ) : null}
      <NewButton onClick={onNew} aria-label="New upload" title={slim ? 'New upload' : undefined} $look={look}>
        <Icon icon={Plus} />
        {wide ? <span data-only={only('wide')}>New</span> : null}
      </NewButton>
      <nav aria-label="Dashboard">
        <Links $look={look}>
          {items.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end} title={slim ? item.label : undefined}>
                <NavIcon item={item} unread={unread} badgeOnCorner={slim} cornerOnly={only('slim')} />
                <Label $look={look}>{item.label}</Label>
                {slim ? (
                  <span data-only={only('slim')}>
                    <NavCount item={item} unread={unread} />
                  </span>
                ) : null}
                {wide && item.badge === 'unread' ? (
                  <TrailingBadge data-only={only('wide')}>
                    <UnreadBadge count={unread} />
                  </TrailingBadge>
                ) : null}
              </NavLink>
            </li>
          ))}
        </Links>
      </nav>
      <Avatar type="button" onClick={onAvatar} aria-label={`${userName}: log out`} title={slim ? `${userName}: log out` : undefined} $look={look}>
        <Initials aria-hidden="true" data-initials={initialsOf(userName)} />
        {wide ? (
          <>
            <Name data-only={only('wide')}>{userName}</Name>
            <LogoutMark data-only={only('wide')}>
              <Icon icon={LogOut} size="sm" />
            </LogoutMark>
          </>
        ) : null}
      </Avatar>
    </Aside>
  );
}
