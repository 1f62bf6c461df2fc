import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Material,
  Paged,
  ReviewCounts,
  ReviewItems,
  ReviewKind,
  ReviewOverview,
  ReviewRequest,
  ReviewStatus,
} from '../contract/index.ts';
import { ApiError } from '../client/apiError.ts';
import { apiRead, apiRequest } from '../client/http.ts';
import { pollWhilePreviewPending } from './previewPolling.ts';

/** What each queue lists (docs/api-contract.md, the /review rows): the contract's, with its routes. */
export type { ReviewItems };

export interface ReviewListQuery {
  status: ReviewStatus;
  page: number;
  limit: number;
  /** Applied only when submitted (the spec's search box); trimmed by the caller. */
  query?: string;
  /** Blogs only: one blog type. */
  type?: string;
}

/**
 * An item's key as it appears in the review and delete paths: the id, or for a department-level
 * course its department and course ids (`/review/dlc/review/:departmentId/:courseId`).
 */
export type ReviewKey = string | readonly [departmentId: string, courseId: string];

const keyPath = (key: ReviewKey) => (typeof key === 'string' ? [key] : key).map(encodeURIComponent).join('/');

export const reviewKeys = {
  all: ['review'] as const,
  kind: (kind: ReviewKind) => ['review', kind] as const,
  list: (kind: ReviewKind, query: ReviewListQuery) => ['review', kind, 'list', query] as const,
  counts: (kind: ReviewKind) => ['review', kind, 'counts'] as const,
  overview: () => ['review', 'overview'] as const,
};

export const fetchReviewList = <K extends ReviewKind>(kind: K, query: ReviewListQuery, signal?: AbortSignal) =>
  apiRequest<Paged<ReviewItems[K]>>(`/review/${kind}`, { query: { ...query }, signal });

export const fetchReviewCounts = (kind: ReviewKind, signal?: AbortSignal) => apiRequest<ReviewCounts>(`/review/${kind}/count`, { signal });

export const reviewItem = <K extends ReviewKind>(kind: K, key: ReviewKey, body: ReviewRequest) =>
  apiRequest<ReviewItems[K]>(`/review/${kind}/review/${keyPath(key)}`, { method: 'POST', body });

export const deleteReviewItem = (kind: ReviewKind, key: ReviewKey) =>
  apiRequest<{ deleted: true }>(`/review/${kind}/${keyPath(key)}`, { method: 'DELETE' });

/**
 * Someone else got there first: the item was already decided (409) or is gone (404). What this
 * screen shows is out of date, so the queue and its counts are asked again.
 */
export const isStaleReviewError = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.statusCode === 409 || error.statusCode === 404);

export const reviewListQuery = <K extends ReviewKind>(kind: K, query: ReviewListQuery) =>
  queryOptions({
    queryKey: reviewKeys.list(kind, query),
    queryFn: ({ signal }) => fetchReviewList(kind, query, signal),
    placeholderData: keepPreviousData,
    // An upload's card turns into its preview once the job has made it (only materials have one).
    refetchInterval: pollWhilePreviewPending((page: Paged<ReviewItems[K]>) => (kind === 'materials' ? (page.data as Material[]) : [])),
  });

export const useReviewList = <K extends ReviewKind>(kind: K, query: ReviewListQuery) => useQuery(reviewListQuery(kind, query));

export const useReviewCounts = (kind: ReviewKind) =>
  useQuery({ queryKey: reviewKeys.counts(kind), queryFn: ({ signal }) => fetchReviewCounts(kind, signal) });

export const useReviewOverview = () =>
  useQuery({ queryKey: reviewKeys.overview(), ...apiRead<ReviewOverview>('/review/overview') });

/**
 * Approve or reject. On success the counts move at once (pending down, never below 0; the
 * decided tab up) and the queue, its counts and the overview are asked again; so they are when
 * the item turns out to be decided or deleted already.
 */
export function useReviewItem(kind: ReviewKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ key, body }: { key: ReviewKey; body: ReviewRequest }) => reviewItem(kind, key, body),
    onSuccess: (_item, { body }) => {
      client.setQueryData<ReviewCounts>(reviewKeys.counts(kind), (counts) =>
        counts ? { ...counts, pending: Math.max(0, counts.pending - 1), [body.action]: counts[body.action] + 1 } : counts,
      );
      void client.invalidateQueries({ queryKey: reviewKeys.all });
    },
    onError: (error) => {
      if (isStaleReviewError(error)) void client.invalidateQueries({ queryKey: reviewKeys.all });
    },
  });
}

/**
 * Delete for good (admins). The tab it was on counts one fewer (never below 0), then everything
 * reloads; so it does when the item was already gone.
 */
export function useDeleteReviewItem(kind: ReviewKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ key }: { key: ReviewKey; status: ReviewStatus }) => deleteReviewItem(kind, key),
    onSuccess: (_result, { status }) => {
      client.setQueryData<ReviewCounts>(reviewKeys.counts(kind), (counts) =>
        counts ? { ...counts, [status]: Math.max(0, counts[status] - 1) } : counts,
      );
      void client.invalidateQueries({ queryKey: reviewKeys.all });
    },
    onError: (error) => {
      if (isStaleReviewError(error)) void client.invalidateQueries({ queryKey: reviewKeys.all });
    },
  });
}
