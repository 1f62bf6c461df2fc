import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiRequest } from '../client/http.ts';
import type { CourseSelectionItem } from '../contract/index.ts';

/** As the specification says: the course picker searches with a 300 ms debounce. */
export const COURSE_PICKER_DEBOUNCE_MS = 300;

const courseSelectionKey = (query: string) => ['courses', 'selection', query] as const;

export const fetchCourseSelection = (query: string, signal?: AbortSignal) =>
  apiRequest<CourseSelectionItem[]>('/courses/selection', { query: { query }, signal });

export const courseSelectionQuery = (query: string) =>
  queryOptions({
    queryKey: courseSelectionKey(query),
    queryFn: ({ signal }) => fetchCourseSelection(query, signal),
    enabled: query.length > 0,
    staleTime: 60_000,
  });

/**
 * Courses matching what the person types, asked for once they pause for 300 ms.
 * `isLoading` is true from the first key press until the answer for the current text arrives.
 */
export function useCourseSelection(text: string) {
  const trimmed = text.trim();
  const [debounced, setDebounced] = useState(trimmed);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(trimmed), COURSE_PICKER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [trimmed]);

  const query = useQuery({ ...courseSelectionQuery(debounced), placeholderData: keepPreviousData });
  const waiting = trimmed !== debounced || query.isFetching;
  return {
    courses: trimmed && !waiting ? (query.data ?? []) : [],
    isLoading: trimmed.length > 0 && waiting,
    isError: trimmed.length > 0 && !waiting && query.isError,
  };
}
