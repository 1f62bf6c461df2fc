// Course management (the portal's Course Management page and its detail dialog): the /courses
// calls of docs/api-contract.md. Staff get every course and link whatever its review status.
import { hashKey, keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type {
  Course,
  CourseDeleted,
  CourseLink,
  CourseLinkRequest,
  CourseListQuery,
  CourseUnlinked,
  CourseUpdateRequest,
  CreateCourseRequest,
  Paged,
} from '../contract/index.ts';
import { apiRequest } from '../client/http.ts';
import { queryKeys } from './keys.ts';
import { reviewKeys } from './review.ts';

// The portal's picker searches the same call as the upload form's.
export { courseSelectionQuery, fetchCourseSelection, useCourseSelection, COURSE_PICKER_DEBOUNCE_MS } from './courseSelection.ts';

/** Generic to specific; ['courses'] also holds the picker's answers (courseSelection.ts), which a new course changes too. */
export const courseKeys = {
  all: ['courses'] as const,
  lists: () => ['courses', 'list'] as const,
  list: (query: CourseListQuery) => ['courses', 'list', query] as const,
  details: () => ['courses', 'detail'] as const,
  detail: (id: string) => ['courses', 'detail', id] as const,
};

const coursePath = (id: string) => `/courses/${encodeURIComponent(id)}`;

export const fetchCourses = (query: CourseListQuery, signal?: AbortSignal) =>
  apiRequest<Paged<Course>>('/courses', { query: { ...query }, signal });

export const fetchCourse = (id: string, signal?: AbortSignal) => apiRequest<Course>(coursePath(id), { signal });

export const createCourse = (body: CreateCourseRequest) => apiRequest<Course>('/courses', { method: 'POST', body });

export const linkCourse = (body: CourseLinkRequest) => apiRequest<CourseLink>('/courses/department-level', { method: 'POST', body });

export const updateCourse = (id: string, body: CourseUpdateRequest) => apiRequest<Course>(coursePath(id), { method: 'PATCH', body });

export const deleteCourse = (id: string) => apiRequest<CourseDeleted>(coursePath(id), { method: 'DELETE' });

export const unlinkCourse = ({ departmentId, courseId }: { departmentId: string; courseId: string }) =>
  apiRequest<CourseUnlinked>(`/courses/department-level/${encodeURIComponent(departmentId)}/${encodeURIComponent(courseId)}`, {
    method: 'DELETE',
  });

export const courseListQuery = (query: CourseListQuery) =>
  queryOptions({
    queryKey: courseKeys.list(query),
    queryFn: ({ signal }) => fetchCourses(query, signal),
    // The grid keeps the page it shows while the next one loads.
    placeholderData: keepPreviousData,
  });

export const courseQuery = (id: string) =>
  queryOptions({ queryKey: courseKeys.detail(id), queryFn: ({ signal }) => fetchCourse(id, signal) });

export const useCourseList = (query: CourseListQuery) => useQuery(courseListQuery(query));

/** One course; nothing is asked while `id` is null (no dialog open). */
export const useCourse = (id: string | null) => useQuery({ ...courseQuery(id ?? ''), enabled: id !== null });

/**
 * After a change, every course answer is asked again, and so are the review queues: staff's
 * courses and links are approved at once, and a deleted or unlinked one leaves its queue. The
 * search suggestions and the landing's course count, kept long otherwise, change too (the
 * server forgets its copies at once). `except` is a query not to ask again (a deleted course,
 * which would only answer 404).
 */
function refreshAfterChange(client: QueryClient, except?: QueryKey) {
  const exceptHash = except ? hashKey(except) : undefined;
  void client.invalidateQueries({ queryKey: courseKeys.all, predicate: (query) => query.queryHash !== exceptHash });
  void client.invalidateQueries({ queryKey: reviewKeys.all });
  void client.invalidateQueries({ queryKey: queryKeys.search.all });
  void client.invalidateQueries({ queryKey: queryKeys.stats.all });
}

export function useCreateCourse() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createCourse, onSuccess: () => refreshAfterChange(client) });
}

export function useLinkCourse() {
  const client = useQueryClient();
  return useMutation({ mutationFn: linkCourse, onSuccess: () => refreshAfterChange(client) });
}

export function useUpdateCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: CourseUpdateRequest }) => updateCourse(id, body),
    onSuccess: (course) => {
      // The dialog shows the saved course at once, before the lists come back.
      client.setQueryData(courseKeys.detail(course.id), course);
      refreshAfterChange(client);
    },
  });
}

export function useDeleteCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCourse,
    onSuccess: (_result, id) => refreshAfterChange(client, courseKeys.detail(id)),
  });
}

export function useUnlinkCourse() {
  const client = useQueryClient();
  return useMutation({ mutationFn: unlinkCourse, onSuccess: () => refreshAfterChange(client) });
}
