import { css } from 'styled-components';

/**
 * The play state of a loading animation (a spinner, a skeleton's shimmer). It reads
 * --lectern-loading-motion, which the shell's index.html sets to `paused` on a prerendered page
 * until React has taken it over: every animated frame would compete with the scripts that make
 * the page live. Anywhere else the animation runs.
 */
export const loadingMotion = css`
  animation-play-state: var(--lectern-loading-motion, running);
`;
