// Browse courses (the student area's /dashboard/courses): a department's levels with how many
// courses each (GET /courses/levels), and one level's courses, each with its approved materials
// (GET /courses?withMaterialCounts=true).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { COURSE_BROWSE_PAGE_SIZE, type CourseLevelCount, type CourseListItem, type CourseListQuery, type Paged } from '../contract/index.ts';
import { apiRequest } from '../client/http.ts';
import { courseKeys } from './courseManagement.ts';

export interface CourseCatalogQuery {
  departmentId: string;
  level: number;
  page?: number;
}

/** Under ['courses', 'list'], so a course change (courseManagement's refresh) asks it again too. */
export const courseCatalogQuery = ({ departmentId, level, page = 1 }: CourseCatalogQuery) => {
  const query: CourseListQuery = { departmentId, level, page, limit: COURSE_BROWSE_PAGE_SIZE, allowDepartments: false, withMaterialCounts: true };
  return queryOptions({
    queryKey: courseKeys.list(query),
    queryFn: ({ signal }) => apiRequest<Paged<CourseListItem>>('/courses', { query: { ...query }, signal }),
  });
};

/** Nothing is asked until a department and a level are chosen (null). */
export const useCourseCatalog = (query: CourseCatalogQuery | null) =>
  useQuery({ ...courseCatalogQuery(query ?? { departmentId: '', level: 0 }), enabled: query !== null });

/** Under ['courses'], so a course change asks it again too. */
export const courseLevelsQuery = (departmentId: string) =>
  queryOptions({
    queryKey: [...courseKeys.all, 'levels', departmentId] as const,
    queryFn: ({ signal }) => apiRequest<CourseLevelCount[]>('/courses/levels', { query: { departmentId }, signal }),
  });

/** Nothing is asked until a department is chosen (null). */
export const useCourseLevels = (departmentId: string | null) => useQuery({ ...courseLevelsQuery(departmentId ?? ''), enabled: departmentId !== null });
