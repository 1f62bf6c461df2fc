// The DLC Review queue: department-level courses, i.e. a course taken by a department at a
// level, proposed by students (staff links are approved at once).
import type { Kysely } from 'kysely';
import { coursePagePath, type DepartmentCourseReviewItem } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import { statusQueue } from '../review/index.ts';
import { courseTextMatch } from './courses-repository.ts';

export interface DlcKey {
  departmentId: string;
  courseId: string;
}

function selectLinks(db: Kysely<Database>) {
  return db
    .selectFrom('department_courses as dc')
    .innerJoin('departments as d', 'd.id', 'dc.department_id')
    .innerJoin('courses as c', 'c.id', 'dc.course_id')
    .select(['dc.department_id', 'dc.course_id', 'dc.level', 'dc.review_status', 'dc.review_comment', 'dc.created_at', 'd.name as department_name', 'c.course_code', 'c.course_name', 'c.description']);
}

function toItem(row: Awaited<ReturnType<ReturnType<typeof selectLinks>['executeTakeFirstOrThrow']>>): DepartmentCourseReviewItem {
  return {
    departmentId: row.department_id,
    courseId: row.course_id,
    level: row.level,
    reviewStatus: row.review_status,
    reviewComment: row.review_comment,
    createdAt: new Date(row.created_at).toISOString(),
    department: { id: row.department_id, name: row.department_name },
    course: { courseName: row.course_name, courseCode: row.course_code, description: row.description },
  };
}

export const dlcReview = statusQueue({
  kind: 'dlc',
  recordKind: 'dlc',
  noun: 'department-level course',
  table: 'department_courses',
  // The record names a link "<department id>:<course id>".
  key: (key: DlcKey) => ({ department_id: key.departmentId, course_id: key.courseId }),
  columns: ['department_id', 'course_id', 'level', 'created_by'],
  // The course's code and the department's name, for texts (read as the link's row is returned: after its delete too).
  async describe(row, trx) {
    const names = await trx.selectFrom(['courses as c', 'departments as d']).select(['c.course_code', 'd.name']).where('c.id', '=', row.course_id).where('d.id', '=', row.department_id).executeTakeFirstOrThrow();
    return { title: `${names.course_code} for ${names.name}, ${row.level} level`, authorId: row.created_by, page: coursePagePath(names.course_code) };
  },
  scope: { department: 'department_id' },
  list: {
    status: 'dc.review_status',
    search: courseTextMatch,
    counted: (db) => db.selectFrom('department_courses as dc').innerJoin('courses as c', 'c.id', 'dc.course_id'),
    rows: (db) => selectLinks(db),
    order: ['dc.created_at', 'dc.course_id', 'dc.department_id'],
    items: (_db, rows) => rows.map(toItem),
  },
  async find(db, key) {
    const row = await selectLinks(db).where('dc.department_id', '=', key.departmentId).where('dc.course_id', '=', key.courseId).executeTakeFirst();
    return row ? toItem(row) : null;
  },
});
