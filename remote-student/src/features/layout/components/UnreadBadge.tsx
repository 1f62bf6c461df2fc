import styled, { css } from 'styled-components';

const Badge = styled.span<{ $corner: boolean }>`
  display: inline-grid;
  place-items: center;
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: #fff;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  line-height: 1;

  /* On an icon's corner it takes no room of its own, so it never pushes the label around. */
  ${({ $corner, theme }) =>
    $corner &&
    css`
      position: absolute;
      top: -8px;
      left: calc(100% - 8px);
      min-width: 18px;
      height: 18px;
      padding: 0 5px;
      box-shadow: 0 0 0 2px ${theme.colors.surface};
    `}
`;

/** What a screen reader hears of the badge: "N unread", after the destination's name. */
export function UnreadText({ count }: { count: number }) {
  if (count === 0) return null;
  return <span className="visually-hidden"> {count} unread</span>;
}

/**
 * The count of unread notifications, read out as "N unread". `corner`: pinned to the top right of
 * the icon it sits beside (its parent must be positioned), as on the bottom bar and the collapsed
 * sidebar; there it is only seen, and the link says its count after its name with `UnreadText`.
 */
export function UnreadBadge({ count, corner = false }: { count: number; corner?: boolean }) {
  if (count === 0) return null;
  return (
    <Badge $corner={corner} aria-hidden={corner || undefined}>
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      {corner ? null : <UnreadText count={count} />}
    </Badge>
  );
}
