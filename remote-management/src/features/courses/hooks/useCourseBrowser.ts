import { COURSE_LIST_PAGE_SIZE } from '@lectern/shared-api/contract';
import { useCourseList } from '@lectern/shared-api/management';
import { useState, type FormEvent } from 'react';
import { useStepBackPastLastPage } from '../../../components/useStepBackPastLastPage.ts';

/**
 * The Course Management list's state: the submitted search text and the page. Search text
 * applies only on submit and goes back to page 1; the same search again reloads.
 */
export function useCourseBrowser() {
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const result = useCourseList({ page, limit: COURSE_LIST_PAGE_SIZE, ...(query ? { query } : {}) });
  // Its last course deleted, a page can empty under us.
  useStepBackPastLastPage(page, result, setPage);

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('query') ?? '').trim();
    if (text === query && page === 1) void result.refetch();
    setQuery(text);
    setPage(1);
  };

  /** Every course again, from page 1. */
  const clearSearch = () => {
    setQuery('');
    setPage(1);
  };

  return { query, page, setPage, search, clearSearch, result };
}
