import { Button } from '@lectern/shared-ui';
import styled from 'styled-components';

/**
 * A toggle (Save, Like) that looks on when pressed: solid, its icon filled, as well as saying so
 * (aria-pressed); `data-icon-only` makes it a square for an icon with a name and a tooltip.
 */
export const PressableButton = styled(Button)`
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    svg {
      fill: currentColor;
    }
  }
  &[aria-pressed='true']:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
  &[data-icon-only] {
    /* Square at the small size (whose min-height is 36px). */
    padding: 0;
    min-width: 36px;
  }
`;
