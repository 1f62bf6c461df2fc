import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../client/http.ts';
import type { CourseSelectionItem } from '../contract/index.ts';
import { useDebouncedQuery } from './debouncedQuery.ts';

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
  const { results, isLoading, waiting, query } = useDebouncedQuery(trimmed, COURSE_PICKER_DEBOUNCE_MS, courseSelectionQuery);
  return { courses: results, isLoading, isError: trimmed.length > 0 && !waiting && query.isError };
}
