// The two layouts nearly every area draws: parts under each other, and parts in a line that wraps.
// Written once so a gap always comes from the theme's spacing scale. The landing and shared-ui's own
// components keep the three lines written out: there the helpers measured 0.1-0.2 KB more of
// JavaScript for / (npm run bench:bundle), whose budget must not grow.
import { css } from 'styled-components';
import type { LecternTheme } from '../theme/theme.ts';

type Space = keyof LecternTheme['space'];

/** Parts under each other, `gap` apart (a form's fields, a card's lines, a page's sections). */
export const stack = (gap: Space) => css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[gap]};
`;

/** Parts side by side, wrapping to the next line when the row is full (buttons, chips, links). */
export const cluster = (gap: Space) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[gap]};
`;
