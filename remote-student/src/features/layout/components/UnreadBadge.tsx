import styled from 'styled-components';

const Badge = styled.span`
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
`;

/** The count of unread notifications, read out as "N unread". */
export function UnreadBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <Badge>
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">{count} unread</span>
    </Badge>
  );
}
