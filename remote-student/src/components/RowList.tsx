import styled from 'styled-components';

/**
 * A list whose items stand one under another, `theme.space.sm` apart, with no bullets and no indent.
 * A list with its own columns, gap or item layout extends it with `styled(RowList)`.
 */
export const RowList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  list-style: none;
  margin: 0;
  padding: 0;
`;
