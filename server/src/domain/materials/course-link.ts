// The course a material, folder, group or study session is of, as every read answers it: the
// columns of a left join of `courses as c` and the contract's { id, courseCode, courseName }.
import type { MaterialCourse } from '@lectern/shared-api/contract';

/** Spread into a `select` that joins `courses as c`. */
export const COURSE_LINK_COLUMNS = ['c.id as course_id', 'c.course_code', 'c.course_name'] as const;

interface CourseLinkRow {
  course_id: string | null;
  course_code: string | null;
  course_name: string | null;
}

/** The row's course, or null when it is of none (the left join found no course). */
export function courseLinkOf(row: CourseLinkRow): MaterialCourse | null {
  return row.course_id && row.course_code && row.course_name ? { id: row.course_id, courseCode: row.course_code, courseName: row.course_name } : null;
}
