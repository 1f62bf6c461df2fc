import { css } from 'styled-components';

/** Out of sight but still read by screen readers (the global `.visually-hidden` class is this). */
export const visuallyHidden = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;
