import type { Material } from '@lectern/shared-api';
import { Button } from '@lectern/shared-ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { MaterialCard } from './MaterialCard.tsx';
import { ListStatus, type ListQueryState } from './ListStatus.tsx';

/** The card grid: 1, 2 or 3 columns by width. */
export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.md};
  list-style: none;
  margin: 0;
  padding: 0;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  li {
    display: flex;
  }
  li > * {
    flex: 1;
  }
`;

const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
`;

export interface MaterialGridProps {
  query: ListQueryState;
  empty: ReactNode;
  page: number;
  onPage: (page: number) => void;
  showReviewStatus?: boolean;
}

/** A paged grid of cards (1, 2 or 3 columns by width) with 'Page X of Y' and Previous/Next. */
export function MaterialGrid({ query, empty, page, onPage, showReviewStatus }: MaterialGridProps) {
  const totalPages = query.data?.pagination.totalPages ?? 1;
  return (
    <ListStatus query={query} empty={empty}>
      <CardGrid>
        {(query.data?.data ?? []).map((material: Material) => (
          <li key={material.id}>
            <MaterialCard material={material} showReviewStatus={showReviewStatus} />
          </li>
        ))}
      </CardGrid>
      {totalPages > 1 ? (
        <Pager aria-label="Pages">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Previous
          </Button>
          <span>
            Page {page} of {totalPages}
          </span>
          <Button variant="secondary" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
            Next
          </Button>
        </Pager>
      ) : null}
    </ListStatus>
  );
}
