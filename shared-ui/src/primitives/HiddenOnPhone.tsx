import styled from 'styled-components';
import { visuallyHidden } from '../theme/visuallyHidden.ts';

/**
 * A button's word beside its icon, seen from the `sm` breakpoint up; on a phone only the icon
 * shows and the word still names the button for screen readers.
 */
export const HiddenOnPhone = styled.span`
  ${({ theme }) => theme.media.belowSm} {
    ${visuallyHidden}
  }
`;
