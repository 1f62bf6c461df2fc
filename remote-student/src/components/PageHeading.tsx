import styled, { css } from 'styled-components';
import { stack } from '@lectern/shared-ui/rows';

/** A details list (`dl`) inside the styled block: each term muted beside its value, long values wrapping anywhere. */
export const detailListCss = (valueColumn = 'minmax(0, 1fr)') => css`
  dl {
    display: grid;
    grid-template-columns: auto ${valueColumn};
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    margin: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** The top of a page about one thing (a folder, a group): its title line, then its details list. */
export const PageHeading = styled.header`
  ${stack('sm')}
  min-width: 0;
  h1 {
    overflow-wrap: anywhere;
  }
  ${detailListCss()}
`;

/** The title and the badges beside it, wrapping under it on a narrow screen. */
export const TitleLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;
