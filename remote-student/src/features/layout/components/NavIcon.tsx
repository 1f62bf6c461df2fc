import { Icon, type IconSize } from '@lectern/shared-ui';
import styled from 'styled-components';
import type { NavItem } from './navItems.ts';
import { UnreadBadge, UnreadText } from './UnreadBadge.tsx';

const Slot = styled.span`
  position: relative;
  display: inline-flex;
  flex-shrink: 0;
`;

/**
 * A destination's icon, with the unread count on its corner when the item carries one and the words do not show it
 * (then put `NavCount` after the words, so the link reads "Notifications 3 unread"). `cornerOnly`
 * marks the corner count as one look's part (the sidebar's `data-only`), where CSS decides the look.
 */
export function NavIcon({ item, unread, size = 'md', badgeOnCorner, cornerOnly }: { item: NavItem; unread: number; size?: IconSize; badgeOnCorner: boolean; cornerOnly?: string }) {
  const corner = badgeOnCorner && item.badge === 'unread' ? <UnreadBadge count={unread} corner /> : null;
  return (
    <Slot>
      <Icon icon={item.icon} size={size} />
      {corner && cornerOnly ? <span data-only={cornerOnly}>{corner}</span> : corner}
    </Slot>
  );
}

/** The unread count as words, after a destination's name, for the icon whose corner shows it. */
export function NavCount({ item, unread }: { item: NavItem; unread: number }) {
  return item.badge === 'unread' ? <UnreadText count={unread} /> : null;
}
