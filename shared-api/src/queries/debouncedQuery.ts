// Search as you type, debounced: one request when typing pauses, not one per key.
import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `delayMs`. */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * The list `optionsFor` asks for with the typed `text`, once typing pauses for `delayMs`. `waiting`
 * is true from a key press until the answer for the current text arrives; meanwhile, and for no
 * text, `results` is empty (never the answer for an older text).
 */
export function useDebouncedQuery<T, TKey extends QueryKey>(text: string, delayMs: number, optionsFor: (text: string) => UseQueryOptions<T[], Error, T[], TKey>) {
  const debounced = useDebounced(text, delayMs);
  const query = useQuery({ ...optionsFor(debounced), placeholderData: keepPreviousData });
  const waiting = text !== debounced || query.isFetching;
  return {
    results: text && !waiting ? (query.data ?? []) : [],
    isLoading: text.length > 0 && waiting,
    waiting,
    query,
  };
}
