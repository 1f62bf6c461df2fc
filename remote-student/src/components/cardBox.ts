import { css } from 'styled-components';

/** The box of a panel on the page: bordered, rounded, on the surface colour. */
export const panelBoxCss = css`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

/** The box of a card: a panel's box, with less padding on a phone where cards stand edge to edge. */
export const cardBoxCss = css`
  ${panelBoxCss}
  ${({ theme }) => theme.media.belowSm} {
    padding: ${({ theme }) => theme.space.sm};
  }
`;
