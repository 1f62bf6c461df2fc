import type { Material } from '@lectern/shared-api';
import { CardGrid, Pagination } from '@lectern/shared-ui/lists';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { MaterialCard } from './MaterialCard.tsx';
import { ListStatus, type ListQueryState } from './ListStatus.tsx';

/** The card grid; on phones its cards are compact rows, set closer together. */
export const MaterialCardGrid = styled(CardGrid)`
  ${({ theme }) => theme.media.belowSm} {
    gap: ${({ theme }) => theme.space.sm};
  }
`;

export interface MaterialGridProps {
  query: ListQueryState;
  empty: ReactNode;
  page: number;
  onPage: (page: number) => void;
  showReviewStatus?: boolean;
}

/** A paged grid of cards (compact rows on phones, then 2 or 3 columns by width) with 'Page X of Y' and Previous/Next. */
export function MaterialGrid({ query, empty, page, onPage, showReviewStatus }: MaterialGridProps) {
  const totalPages = query.data?.pagination.totalPages ?? 1;
  return (
    <ListStatus query={query} empty={empty}>
      <MaterialCardGrid>
        {(query.data?.data ?? []).map((material: Material) => (
          <li key={material.id}>
            <MaterialCard material={material} showReviewStatus={showReviewStatus} />
          </li>
        ))}
      </MaterialCardGrid>
      {totalPages > 1 ? <Pagination page={page} totalPages={totalPages} onPage={onPage} /> : null}
    </ListStatus>
  );
}
