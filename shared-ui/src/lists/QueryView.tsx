import type { ReactNode } from 'react';
import { useOnline } from '../hooks/useOnline.ts';
import { Button } from '../primitives/Button.tsx';
import { ListLine } from './ListLoading.tsx';
import { ErrorBox } from './ListStates.tsx';
import { OFFLINE_TEXTS, OfflineNote } from './OfflineNote.tsx';

/** What the view needs of a query: a react-query result fits as it is. */
export interface QueryLike<T, E = unknown> {
  data?: T;
  isPending: boolean;
  isError: boolean;
  error?: E | null;
  refetch: () => unknown;
  /** 'paused': waiting for the network (react-query pauses reads while offline). */
  fetchStatus?: 'fetching' | 'paused' | 'idle';
  /** When the shown answer arrived (ms), for the offline note. */
  dataUpdatedAt?: number;
  /** When asking last failed (ms): after the shown answer arrived, that answer is from before. */
  errorUpdatedAt?: number;
}

export interface QueryViewProps<T, E = unknown> {
  query: QueryLike<T, E>;
  /** Shown until the first answer: e.g. a ListLoading, or skeletons shaped like the list. */
  loading: ReactNode;
  /** The red box's sentence, or the sentence for this error (e.g. a network failure's own message). */
  failed?: ReactNode | ((error: E) => ReactNode);
  /** The error box's button, which asks again. */
  retryLabel?: string;
  /** A screen whose failure has a look of its own (a page's notice) draws it instead of the red box. */
  renderError?: (error: E, retry: () => void) => ReactNode;
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
 * Every list shows its query's state one way: loading, the red box with a button that asks again
 * (or the screen's own notice), the empty state, or the content. No longer pending and still no
 * answer counts as a failure. Offline, a list with nothing to show says it waits for the
 * network (never a loading look that never ends), and an answer from before says when it arrived.
 */
export function QueryView<T, E = unknown>({ query, loading, failed, retryLabel = 'Try again', renderError, isEmpty = isEmptyList, empty = null, children }: QueryViewProps<T, E>) {
  const online = useOnline();
  if (query.isPending) return query.fetchStatus === 'paused' ? <ListLine>{OFFLINE_TEXTS.waiting}</ListLine> : <>{loading}</>;
  if (query.isError || query.data === undefined) {
    // Without an answer the error is what react-query holds (null only for a missing answer).
    const error = query.error as E;
    if (renderError) return <>{renderError(error, () => void query.refetch())}</>;
    return (
      <ErrorBox
        action={
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {retryLabel}
          </Button>
        }
      >
        {typeof failed === 'function' ? failed(error) : failed}
      </ErrorBox>
    );
  }
  const content = isEmpty(query.data) ? empty : children(query.data);
  const seenAt = query.dataUpdatedAt;
  const failedSince = Boolean(seenAt && query.errorUpdatedAt && query.errorUpdatedAt > seenAt);
  if (!seenAt || (online && !failedSince)) return <>{content}</>;
  return (
    <>
      <OfflineNote>{online ? OFFLINE_TEXTS.unreachableSeen(seenAt) : OFFLINE_TEXTS.showingSeen(seenAt)}</OfflineNote>
      {content}
    </>
  );
}
