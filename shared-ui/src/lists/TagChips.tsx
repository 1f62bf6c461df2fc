import styled from 'styled-components';

/** A row of chips that wraps: the shown tags, and the tag field's added ones. */
export const TagList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Chips = styled(TagList)<{ $size: 'sm' | 'md' }>`
  li {
    padding: ${({ $size }) => ($size === 'md' ? '2px' : '0')} ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-size: ${({ theme, $size }) => ($size === 'md' ? theme.fontSizes.sm : theme.fontSizes.xs)};
  }
`;

export interface TagChipsProps {
  tags: readonly string[];
  /** Show at most this many, then '+N more' (a card); all of them when left out (a post's page). */
  limit?: number;
  /** `sm` on cards, `md` on a page of its own. */
  size?: 'sm' | 'md';
}

/** An item's tags as a list named 'Tags', one chip each; nothing when there are none. */
export function TagChips({ tags, limit, size = 'sm' }: TagChipsProps) {
  if (tags.length === 0) return null;
  const shown = limit === undefined ? tags : tags.slice(0, limit);
  const more = tags.length - shown.length;
  return (
    <Chips aria-label="Tags" $size={size}>
      {shown.map((tag) => (
        <li key={tag}>{tag}</li>
      ))}
      {more > 0 ? <li>+{more} more</li> : null}
    </Chips>
  );
}
