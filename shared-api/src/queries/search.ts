import { queryOptions } from '@tanstack/react-query';
import { useState } from 'react';
import { searchPagePath, SUGGESTION_QUERY_MAX, type SearchSuggestion } from '../contract/index.ts';
import { apiRequest } from '../client/http.ts';
import { useDebouncedQuery } from './debouncedQuery.ts';
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
  const { results, isLoading, query } = useDebouncedQuery(text.trim().slice(0, SUGGESTION_QUERY_MAX), SUGGESTION_DEBOUNCE_MS, suggestionsQuery);
  return { suggestions: results, isLoading, error: query.error };
}

/** Where a chosen suggestion leads by default: the search page, searching its title, as the specification says. */
const searchByTitle = (suggestion: SearchSuggestion) => searchPagePath(suggestion.title);

/**
 * A search box's state, as shared-ui's SearchBox takes it (spread it on one): the text, its live
 * suggestions, and where a search or a chosen suggestion goes. A submitted text always opens the
 * search page; a suggestion goes to `suggestionTarget`'s path (its title searched, unless said).
 * `go` is the app's navigate.
 */
export function useSearchBox(go: (path: string) => void, suggestionTarget: (suggestion: SearchSuggestion) => string = searchByTitle) {
  const [text, setText] = useState('');
  const { suggestions, isLoading } = useSearchSuggestions(text);
  return {
    value: text,
    onQueryChange: setText,
    suggestions,
    loading: isLoading,
    onSearch: (query: string) => go(searchPagePath(query)),
    onSelect: (suggestion: SearchSuggestion) => go(suggestionTarget(suggestion)),
  };
}
