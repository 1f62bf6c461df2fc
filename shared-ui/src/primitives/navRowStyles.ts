// The rows of a side navigation: the student area's sidebar and side panel and the portal's menu look alike.
import { css } from 'styled-components';

/** A destination as a row: icon then words, the current page marked. */
export const navRowStyles = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }

  &[aria-current='page'] svg {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** The list the rows sit in: no bullets, no indent. */
export const navListStyles = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;
