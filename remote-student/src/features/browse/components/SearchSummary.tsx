import type { MaterialListPage } from '@lectern/shared-api/contract';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Summary = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** '1 result', '24 results', or '1,000+ results' when the count stopped at its cap. */
export function resultCount(page: Pick<MaterialListPage, 'pagination' | 'totalCapped'>): string {
  const { total } = page.pagination;
  const figure = `${total.toLocaleString('en')}${page.totalCapped ? '+' : ''}`;
  return `${figure} ${total === 1 && !page.totalCapped ? 'result' : 'results'}`;
}

/**
 * Above a search's results: how many, and, when the server searched closer spellings of the
 * words, which, with a link that searches the words exactly as typed.
 */
export function SearchSummary({ page, exactSearch }: { page: MaterialListPage; exactSearch: (typed: string) => string }) {
  const { spelling } = page;
  return (
    <Summary role="status">
      {spelling ? (
        <p>
          Showing results for <strong>{spelling.searched}</strong>. Search instead for <Link to={exactSearch(spelling.typed)}>{spelling.typed}</Link>
        </p>
      ) : null}
      {page.pagination.total > 0 ? <p>{resultCount(page)}</p> : null}
    </Summary>
  );
}
