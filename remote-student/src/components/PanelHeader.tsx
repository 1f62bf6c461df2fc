// The head of a panel that states a figure beside its title (rewards so far, space kept offline).
import styled from 'styled-components';

/** A panel's title with a short line at the far end, on one baseline; the line wraps under the title when narrow. */
export const PanelHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;
