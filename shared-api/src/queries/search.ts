import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { SUGGESTION_QUERY_MAX, type SearchSuggestion } from '../contract/index.ts';
import { apiRequest } from '../client/http.ts';
import { queryKeys } from './keys.ts';

export const SUGGESTION_DEBOUNCE_MS = 200;

export const fetchSuggestions = (q: string, signal?: AbortSignal) =>
  apiRequest<SearchSuggestion[]>('/search/suggestions', { query: { q }, signal });

export const suggestionsQuery = (q: string) =>
  queryOptions({
    queryKey: queryKeys.search.suggestions(q),
    queryFn: ({ signal }) => fetchSuggestions(q, signal),
    enabled: q.length > 0,
    staleTime: 60_000,
  });

/**
 * Suggestions for what the person is typing, debounced so that a fast typist on a slow
 * network sends one request, not one per key. `isLoading` is true from the first key press
 * until the answer for the current text arrives.
 */
export function useSearchSuggestions(text: string) {
  const trimmed = text.trim().slice(0, SUGGESTION_QUERY_MAX);
  const [debounced, setDebounced] = useState(trimmed);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(trimmed), SUGGESTION_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [trimmed]);

  const query = useQuery({ ...suggestionsQuery(debounced), placeholderData: keepPreviousData });
  const waiting = trimmed !== debounced || query.isFetching;
  return {
    suggestions: trimmed && !waiting ? (query.data ?? []) : [],
    isLoading: trimmed.length > 0 && waiting,
    error: query.error,
  };
}
