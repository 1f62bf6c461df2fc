import type { Material } from '@lectern/shared-api';
import { CardGrid, Pagination } from '@lectern/shared-ui/lists';
import type { ReactNode } from 'react';
import { MaterialCard } from './MaterialCard.tsx';
import { ListStatus, type ListQueryState } from './ListStatus.tsx';

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
      {totalPages > 1 ? <Pagination page={page} totalPages={totalPages} onPage={onPage} /> : null}
    </ListStatus>
  );
}
