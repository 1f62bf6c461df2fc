import type { Material, Paged } from '@lectern/shared-api';
import { ListLine, ListLoading, QueryView } from '@lectern/shared-ui/lists';
import type { ReactNode } from 'react';

export const LOADING_MATERIALS = 'Loading materials...';
export const FAILED_MATERIALS = 'Failed to fetch materials';

/** What a list needs from its query (a react-query result): a page of materials, or (a row) just the materials. */
export interface ListQueryState<List extends { data: readonly Material[] } = Paged<Material>> {
  data?: List;
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  refetch: () => unknown;
  fetchStatus?: 'fetching' | 'paused' | 'idle';
  dataUpdatedAt?: number;
  errorUpdatedAt?: number;
}

/** The specification's list states: 'Loading materials...', 'Failed to fetch materials' (with Try again), or empty (an EmptyState). */
export function ListStatus({ query, empty, children }: { query: ListQueryState<{ data: readonly Material[] }>; empty: ReactNode; children: ReactNode }) {
  return (
    <QueryView
      query={query}
      loading={<ListLoading label={LOADING_MATERIALS} />}
      failed={FAILED_MATERIALS}
      // A sentence sits in the list's muted line; an EmptyState brings its own layout.
      empty={typeof empty === 'string' && empty ? <ListLine>{empty}</ListLine> : empty}
    >
      {() => children}
    </QueryView>
  );
}
