import type { Material, Paged } from '@lectern/shared-api';
import { ListLoading, QueryView } from '@lectern/shared-ui/lists';
import type { ReactNode } from 'react';
import styled from 'styled-components';

export const LOADING_MATERIALS = 'Loading materials...';
export const FAILED_MATERIALS = 'Failed to fetch materials';

/** What a list needs from its query (a react-query result). */
export interface ListQueryState {
  data?: Paged<Material>;
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  refetch: () => unknown;
}

/** A sentence for an empty list sits in the list's muted line. */
const Line = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The spec's §8 list states: 'Loading materials...', 'Failed to fetch materials' (with Try again), or empty (an EmptyState). */
export function ListStatus({ query, empty, children }: { query: ListQueryState; empty: ReactNode; children: ReactNode }) {
  return (
    <QueryView
      query={query}
      loading={<ListLoading label={LOADING_MATERIALS} />}
      failed={FAILED_MATERIALS}
      // An EmptyState brings its own layout.
      empty={typeof empty === 'string' && empty ? <Line>{empty}</Line> : empty}
    >
      {() => children}
    </QueryView>
  );
}
