import { ROLES, USER_MANAGEMENT_PAGE_SIZE, USER_SEARCH_DEBOUNCE_MS, type Role } from '@lectern/shared-api/contract';
import { useUserList } from '@lectern/shared-api/management';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useStepBackPastLastPage } from '../../../components/useStepBackPastLastPage.ts';

const isRole = (value: string | null): value is Role => ROLES.includes(value as Role);

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * What User Management shows: the search text, the role filter and the page live in the URL
 * (?q=&role=&page=), so Back and a shared link bring the same list again. The box's text goes
 * to the URL 400 ms after the last key, trimmed; a new search or role starts at page 1.
 */
export function useUserBrowser() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  const roleParam = params.get('role');
  const role = isRole(roleParam) ? roleParam : undefined;
  const page = pageOf(params.get('page'));

  const [text, setText] = useState(query);
  // The search this page last wrote: a different one in the URL came from Back or a link, and the box follows it.
  const written = useRef(query);
  useEffect(() => {
    if (query !== written.current) {
      written.current = query;
      setText(query);
    }
  }, [query]);

  /** Writes the filters; page 1 is left out of the URL. Typing replaces the entry, so Back skips the keystrokes. */
  const update = (next: { q?: string; role?: Role; page?: number }, replace = false) =>
    setParams(
      () => {
        const search = new URLSearchParams();
        if (next.q) search.set('q', next.q);
        if (next.role) search.set('role', next.role);
        if (next.page && next.page > 1) search.set('page', String(next.page));
        return search;
      },
      { replace },
    );

  // Runs with the filters of the moment the wait ends, but only a new text starts the wait.
  const applySearch = useEffectEvent((trimmed: string) => {
    written.current = trimmed;
    update({ q: trimmed, role }, true);
  });
  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === query) return undefined;
    const timer = setTimeout(() => applySearch(trimmed), USER_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, query]);

  const result = useUserList({ page, limit: USER_MANAGEMENT_PAGE_SIZE, ...(query ? { query } : {}), ...(role ? { role } : {}) });

  // Its last person moved out of the role shown, a page can empty under us; the step back replaces the entry.
  useStepBackPastLastPage(page, result, (last) => update({ q: query, role, page: last }, true));

  return {
    text,
    setText,
    query,
    role,
    page,
    filtered: query !== '' || role !== undefined,
    setRole: (next: Role | undefined) => update({ q: query, role: next }),
    setPage: (next: number) => update({ q: query, role, page: next }),
    /** Every person again: no search, every role, page 1 (the box empties at once). */
    clearFilters: () => {
      written.current = '';
      setText('');
      update({});
    },
    result,
  };
}
