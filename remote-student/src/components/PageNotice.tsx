import styled from 'styled-components';

/** A page's sentence about itself in a soft box: a review status, why it cannot be shown, that it is the offline copy. */
export const PageNotice = styled.p`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;
