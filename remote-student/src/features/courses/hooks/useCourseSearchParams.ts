import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A course page's search lives in the URL (`?q=&page=`), so a reload or Back from a material
 * shows the same results. Starting or ending a search is a step in the history; refining the
 * words replaces the step, so Back does not walk through every pause in the typing.
 */
export function useCourseSearchParams() {
  const [params, setParams] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  const setQuery = useCallback(
    (text: string) => {
      const words = text.trim();
      if (words === query) return;
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (words) next.set('q', words);
          else next.delete('q');
          next.delete('page');
          return next;
        },
        { replace: Boolean(query && words) },
      );
    },
    [query, setParams],
  );

  const setPage = useCallback(
    (nextPage: number) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        if (nextPage > 1) next.set('page', String(nextPage));
        else next.delete('page');
        return next;
      }),
    [setParams],
  );

  return { query, page, setQuery, setPage };
}
