import styled from 'styled-components';
import { stack } from '@lectern/shared-ui/rows';

/**
 * A student page's column: its parts one under another, never wider than the layout gives it
 * (min-width 0 in the layout's flex row), its h1 sized as on every page; its h2s are left to the
 * parts that hold them.
 */
export const PageColumn = styled.div`
  ${stack('lg')}
  min-width: 0;
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

/** A student page's column (PageColumn) whose h2s are sized as on every page. */
export const PageStack = styled(PageColumn)`
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin-bottom: ${({ theme }) => theme.space.sm};
    overflow-wrap: anywhere;
  }
`;
