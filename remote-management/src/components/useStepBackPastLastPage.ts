import { useEffect, useEffectEvent } from 'react';

/** What the hook reads of a paged list query (react-query's result). */
interface PagedResult {
  isPlaceholderData: boolean;
  data?: { pagination: { totalPages: number } };
}

/**
 * A page that emptied under us (its last item decided, deleted or moved out of the filter): go
 * to the last page there is. The previous page's answer, shown while this one loads, is not
 * trusted for it. `goTo` may be a new function every render.
 */
export function useStepBackPastLastPage(page: number, result: PagedResult, goTo: (page: number) => void) {
  const totalPages = result.isPlaceholderData ? undefined : result.data?.pagination.totalPages;
  const stepBack = useEffectEvent(goTo);
  useEffect(() => {
    if (totalPages !== undefined && page > Math.max(1, totalPages)) stepBack(Math.max(1, totalPages));
  }, [page, totalPages]);
}
