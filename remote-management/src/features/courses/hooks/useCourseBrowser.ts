import { COURSE_LIST_PAGE_SIZE } from '@lectern/shared-api/contract';
import { useCourseList } from '@lectern/shared-api/management';
import { useEffect, useState, type FormEvent } from 'react';

/**
 * The Course Management list's state: the submitted search text and the page. Search text
 * applies only on submit and goes back to page 1; the same search again reloads (spec §4).
 */
export function useCourseBrowser() {
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const result = useCourseList({ page, limit: COURSE_LIST_PAGE_SIZE, ...(query ? { query } : {}) });
  const totalPages = result.data?.pagination.totalPages;

  // A page that no longer exists (its last course deleted) shows the last one there is.
  useEffect(() => {
    if (totalPages !== undefined && page > Math.max(1, totalPages)) setPage(Math.max(1, totalPages));
  }, [page, totalPages]);

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('query') ?? '').trim();
    if (text === query && page === 1) void result.refetch();
    setQuery(text);
    setPage(1);
  };

  return { query, page, setPage, search, result };
}
