// Browse courses (the student area's /dashboard/courses): one department level's approved
// courses, each with its approved materials, from GET /courses?withMaterialCounts=true.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { COURSE_BROWSE_PAGE_SIZE, type CourseListItem, type CourseListQuery, type Paged } from '../contract/index.ts';
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
