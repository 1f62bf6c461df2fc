import type { ReactNode } from 'react';
import { Button } from '../primitives/Button.tsx';
import { ErrorBox } from './ListStates.tsx';

/** What the view needs of a query: a react-query result fits as it is. */
export interface QueryLike<T> {
  data?: T;
  isPending: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export interface QueryViewProps<T> {
  query: QueryLike<T>;
  /** Shown until the first answer: e.g. a ListLoading, or skeletons shaped like the list. */
  loading: ReactNode;
  /** The red box's sentence, or the sentence for this error (e.g. a network failure's own message). */
  failed: ReactNode | ((error: unknown) => ReactNode);
  /** The error box's button, which asks again. */
  retryLabel?: string;
  /** Whether the answer has nothing to show; by default an empty array, or a page whose `data` is one. */
  isEmpty?: (data: T) => boolean;
  /** Shown for an empty answer (usually an EmptyState); nothing when left out. */
  empty?: ReactNode;
  /** The content, drawn from the answer. */
  children: (data: T) => ReactNode;
}

/** An array, or a page of the API (`{ data: [...] }`), with nothing in it. */
export function isEmptyList(data: unknown): boolean {
  if (Array.isArray(data)) return data.length === 0;
  if (data && typeof data === 'object' && 'data' in data && Array.isArray(data.data)) return data.data.length === 0;
  return false;
}

/**
 * Every list shows its query's state one way: loading, the red box with a button that asks again,
 * the empty state, or the content. A query with no answer and no error (e.g. disabled) counts as failed
 * only once it is no longer pending, as react-query reports it.
 */
export function QueryView<T>({ query, loading, failed, retryLabel = 'Try again', isEmpty = isEmptyList, empty = null, children }: QueryViewProps<T>) {
  if (query.isPending) return <>{loading}</>;
  if (query.isError || query.data === undefined) {
    return (
      <ErrorBox
        action={
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {retryLabel}
          </Button>
        }
      >
        {typeof failed === 'function' ? failed(query.error) : failed}
      </ErrorBox>
    );
  }
  if (isEmpty(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
