import type { Material, Paged } from '@lectern/shared-api';
import { Button, Spinner } from '@lectern/shared-ui';
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

/** The spec's §8 list states: 'Loading materials...', 'Failed to fetch materials' (with Try again), or empty. */
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
      <Box role="alert">
        {FAILED_MATERIALS}
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Box>
    );
  }
  if ((query.data?.data.length ?? 0) === 0) return empty ? <Box>{empty}</Box> : null;
  return <>{children}</>;
}
