import { COURSE_LINK_LEVELS, PAGE_PATHS, type Faculty, type SessionUser } from '@lectern/shared-api';

/** `?faculty=all` asks for the faculty list itself (a student would otherwise land in their own department). */
export const ALL_FACULTIES = 'all';

/** Where the page is in faculty, department, level; each step's choice kept in the URL. */
export interface CatalogPlace {
  facultyId: string | null;
  departmentId: string | null;
  level: number | null;
  page: number;
}

type Home = Pick<SessionUser, 'facultyId' | 'departmentId' | 'level'> | null;

const isCourseLevel = (level: number): boolean => (COURSE_LINK_LEVELS as readonly number[]).includes(level);

/**
 * The place the URL names; with no choice in it at all, the student's own faculty, department
 * and level (when the level is one courses are taken at), so their courses open first.
 */
export function placeOf(params: URLSearchParams, home: Home): CatalogPlace {
  const faculty = params.get('faculty');
  const department = params.get('department');
  const level = Number.parseInt(params.get('level') ?? '', 10);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  if (faculty === null && department === null && params.get('level') === null && home?.departmentId) {
    return {
      facultyId: home.facultyId,
      departmentId: home.departmentId,
      level: home.level !== null && isCourseLevel(home.level) ? home.level : null,
      page: 1,
    };
  }
  return {
    facultyId: faculty && faculty !== ALL_FACULTIES ? faculty : null,
    departmentId: department || null,
    level: department && isCourseLevel(level) ? level : null,
    page,
  };
}

/** The URL of a place (a link's target, so back, forward and sharing work). */
export function catalogHref(place: Partial<Omit<CatalogPlace, 'page'>> & { page?: number }): string {
  const params = new URLSearchParams();
  params.set('faculty', place.facultyId ?? ALL_FACULTIES);
  if (place.departmentId) params.set('department', place.departmentId);
  if (place.departmentId && place.level) params.set('level', String(place.level));
  if (place.page && place.page > 1) params.set('page', String(place.page));
  return `${PAGE_PATHS.courses}?${params.toString()}`;
}

/** The faculty and department the place names, as far as the faculty list knows them. */
export function resolvePlace(faculties: Faculty[], place: CatalogPlace) {
  // The department decides its faculty: a link or a profile naming only the department (or a
  // faculty that is not its own) still opens it.
  const faculty =
    (place.departmentId ? faculties.find((f) => f.departments.some((d) => d.id === place.departmentId)) : undefined) ??
    faculties.find((f) => f.id === place.facultyId);
  const department = place.departmentId ? faculty?.departments.find((d) => d.id === place.departmentId) : undefined;
  return { faculty, department };
}
