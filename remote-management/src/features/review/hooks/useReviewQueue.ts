import type { ReviewKind, ReviewStatus } from '@lectern/shared-api';
import { REVIEW_PAGE_SIZES } from '@lectern/shared-api/contract';
import { useReviewCounts, useReviewList } from '@lectern/shared-api/management';
import { useState } from 'react';
import { useStepBackPastLastPage } from '../../../components/useStepBackPastLastPage.ts';

/**
 * Which slice of a queue is on screen (tab, page, submitted search, type) and that slice with
 * the tab counts. Switching tab, searching and filtering start again at page 1.
 */
export function useReviewQueue(kind: ReviewKind) {
  const [status, setStatus] = useState<ReviewStatus>('pending');
  const [page, setPage] = useState(1);
  const [query, setQuery] = useState('');
  const [type, setType] = useState('');
  const list = useReviewList(kind, { status, page, limit: REVIEW_PAGE_SIZES[kind], query: query || undefined, type: type || undefined });
  const counts = useReviewCounts(kind);

  // Its last item deleted or decided, a page can empty under us.
  useStepBackPastLastPage(page, list, setPage);

  return {
    status,
    page,
    query,
    type,
    list,
    /** Failures are ignored, as the specification says: the last counts stay, or the tabs show no badge. */
    counts: counts.data,
    selectTab(next: ReviewStatus) {
      setStatus(next);
      setPage(1);
    },
    search(text: string) {
      const trimmed = text.trim();
      // The same search again still reloads, though nothing in the list's key changed.
      if (trimmed === query && page === 1) void list.refetch();
      setQuery(trimmed);
      setPage(1);
    },
    filterType(next: string) {
      setType(next);
      setPage(1);
    },
    setPage,
  };
}
