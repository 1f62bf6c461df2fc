import type { Material, Paged } from '@lectern/shared-api';
import { Button, Spinner } from '@lectern/shared-ui';
import { ErrorBox } from '@lectern/shared-ui/lists';
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

const Box = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The spec's §8 list states: 'Loading materials...', 'Failed to fetch materials' (with Try again), or empty (an EmptyState). */
export function ListStatus({ query, empty, children }: { query: ListQueryState; empty: ReactNode; children: ReactNode }) {
  if (query.isPending) {
    return (
      <Box>
        <Spinner size={20} label={LOADING_MATERIALS} showLabel />
      </Box>
    );
  }
  if (query.isError) {
    return (
      <ErrorBox
        action={
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            Try again
          </Button>
        }
      >
        {FAILED_MATERIALS}
      </ErrorBox>
    );
  }
  if ((query.data?.data.length ?? 0) === 0) {
    if (!empty) return null;
    // A sentence sits in the list's muted line; an EmptyState brings its own layout.
    return typeof empty === 'string' ? <Box>{empty}</Box> : <>{empty}</>;
  }
  return <>{children}</>;
}
