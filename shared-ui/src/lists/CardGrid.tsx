import styled from 'styled-components';

/** A list of cards: 1, 2 or 3 columns by width (the spec's review and material grids). */
export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.md};
  list-style: none;
  margin: 0;
  padding: 0;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  & > li {
    display: flex;
    min-width: 0;
  }
  & > li > * {
    flex: 1;
    min-width: 0;
  }
`;
