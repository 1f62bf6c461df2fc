// A layout every area uses for a title beside its actions, so it is written once.
import { css } from 'styled-components';

/** A line whose parts stand at both ends (a title and its actions), wrapping under each other when narrow. */
export const spreadRowCss = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
`;
