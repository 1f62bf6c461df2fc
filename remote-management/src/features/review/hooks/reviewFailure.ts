import { ApiError } from '@lectern/shared-api';
import { isStaleReviewError } from '@lectern/shared-api/management';

/**
 * The words for a review call that failed: the server's own message when someone
 * else decided or deleted the item first (the queue reloads), `refused` when the server said
 * no, that a connection is needed when the browser is offline (the client's own words), and
 * 'An error occurred' when the call itself broke otherwise.
 */
export function reviewFailure(error: unknown, refused: string): string {
  if (isStaleReviewError(error)) return error.message;
  if (error instanceof ApiError && error.code === 'NETWORK' && navigator.onLine === false) return error.message;
  if (error instanceof ApiError && error.code !== 'NETWORK') return refused;
  return 'An error occurred';
}
