// The DLC Review queue: department-level courses, i.e. a course taken by a department at a
// level, proposed by students (staff links are approved at once).
import { sql, type Kysely, type SqlBool } from 'kysely';
import { coursePagePath, type DepartmentCourseReviewItem } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import { paginationOf } from '../../platform/db/pagination.ts';
import { countsOf, decisionNotice, queueOrder, type ReviewKindSpec } from '../review/index.ts';
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

type LinkRow = Awaited<ReturnType<ReturnType<typeof selectLinks>['executeTakeFirstOrThrow']>>;

function toItem(row: LinkRow): DepartmentCourseReviewItem {
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

const titleOf = (row: { course_code: string; name: string; level: number }) => `${row.course_code} for ${row.name}, ${row.level} level`;

/** The link's course code, department name and level, for texts. */
function describe(db: Kysely<Database>, key: DlcKey) {
  return db
    .selectFrom('department_courses as dc')
    .innerJoin('departments as d', 'd.id', 'dc.department_id')
    .innerJoin('courses as c', 'c.id', 'dc.course_id')
    .select(['c.course_code', 'd.name', 'dc.level', 'dc.created_by'])
    .where('dc.department_id', '=', key.departmentId)
    .where('dc.course_id', '=', key.courseId)
    .executeTakeFirst();
}

export const dlcReview: ReviewKindSpec<DlcKey, DepartmentCourseReviewItem> = {
  kind: 'dlc',
  recordKind: 'dlc',
  noun: 'department-level course',
  notice: decisionNotice('department-level course', { approved: 'dlc-approved', rejected: 'dlc-rejected' }),
  recordId: (key) => `${key.departmentId}:${key.courseId}`,

  async list(db, { status, query, page, limit }) {
    const where = sql<SqlBool>`dc.review_status = ${status} and ${query ? courseTextMatch(query) : sql<SqlBool>`true`}`;
    const { n } = await db
      .selectFrom('department_courses as dc')
      .innerJoin('courses as c', 'c.id', 'dc.course_id')
      .select(sql<number>`count(*)::int`.as('n'))
      .where(where)
      .executeTakeFirstOrThrow();
    const rows = await selectLinks(db)
      .where(where)
      .orderBy('dc.created_at', queueOrder(status))
      .orderBy('dc.course_id')
      .orderBy('dc.department_id')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute();
    return { data: rows.map(toItem), pagination: paginationOf(page, limit, n) };
  },

  async counts(db, departmentId) {
    let query = db.selectFrom('department_courses').select(['review_status', sql<number>`count(*)::int`.as('n')]).groupBy('review_status');
    if (departmentId) query = query.where('department_id', '=', departmentId);
    return countsOf(await query.execute());
  },

  async decide(trx, key, { action, comment, reviewerId, at }) {
    const updated = await trx
      .updateTable('department_courses')
      .set({ review_status: action, review_comment: comment, reviewed_by: reviewerId, reviewed_at: at })
      .where('department_id', '=', key.departmentId)
      .where('course_id', '=', key.courseId)
      .where('review_status', '=', 'pending')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return null;
    const row = (await describe(trx, key))!;
    return { title: titleOf(row), authorId: row.created_by, link: action === 'approved' ? coursePagePath(row.course_code) : null };
  },

  async exists(db, key) {
    return (await describe(db, key)) !== undefined;
  },

  async remove(trx, key) {
    const row = await describe(trx, key);
    if (!row) return null;
    await trx.deleteFrom('department_courses').where('department_id', '=', key.departmentId).where('course_id', '=', key.courseId).execute();
    return { title: titleOf(row), authorId: row.created_by, link: null };
  },

  async find(db, key, _asker) {
    const row = await selectLinks(db).where('dc.department_id', '=', key.departmentId).where('dc.course_id', '=', key.courseId).executeTakeFirst();
    return row ? toItem(row) : null;
  },
};
