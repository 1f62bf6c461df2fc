// The Courses Review queue: courses students proposed (staff-created ones are approved at once).
import { sql, type SqlBool } from 'kysely';
import { coursePagePath, type Course } from '@lectern/shared-api/contract';
import { paginationOf } from '../../platform/db/pagination.ts';
import { courseTextMatch, coursesByIds, coursesWhere } from './courses-repository.ts';
import { countsOf, decisionNotice, queueOrder, type ReviewKindSpec, sharedPageOf, totalOf } from '../review/index.ts';

export const courseReview: ReviewKindSpec<string, Course> = {
  kind: 'courses',
  recordKind: 'course',
  noun: 'course',
  notice: decisionNotice('course', { approved: 'course-approved', rejected: 'course-rejected' }),
  recordId: (id) => id,

  async list(db, { status, query, page, limit, total, sharedPage }) {
    const where = sql<SqlBool>`c.review_status = ${status} and ${query ? courseTextMatch(query) : sql<SqlBool>`true`}`;
    const count = async () => ((await sql<{ n: number }>`select count(*)::int as n from courses c where ${where}`.execute(db)).rows[0]?.n ?? 0);
    // The page's rows in one statement (then their departments), the total beside it.
    const [n, data] = await Promise.all([totalOf({ total }, count), sharedPageOf({ sharedPage }, () => coursesWhere(db, where, queueOrder(status), page, limit))]);
    return { data, pagination: paginationOf(page, limit, n) };
  },

  async counts(db, departmentId) {
    let query = db.selectFrom('courses as c').select(['c.review_status', sql<number>`count(*)::int`.as('n')]).groupBy('c.review_status');
    if (departmentId) query = query.where('c.id', 'in', db.selectFrom('department_courses').select('course_id').where('department_id', '=', departmentId));
    return countsOf(await query.execute());
  },

  async decide(trx, id, { action, comment, reviewerId, at }) {
    const row = await trx
      .updateTable('courses')
      .set({ review_status: action, review_comment: comment, reviewed_by: reviewerId, reviewed_at: at })
      .where('id', '=', id)
      .where('review_status', '=', 'pending')
      .returning(['course_code', 'course_name', 'created_by'])
      .executeTakeFirst();
    if (!row) return null;
    // A proposal comes with its first department link, which stands or falls with it.
    await trx
      .updateTable('department_courses')
      .set({ review_status: action, review_comment: comment, reviewed_by: reviewerId, reviewed_at: at })
      .where('course_id', '=', id)
      .where('review_status', '=', 'pending')
      .where('created_by', 'is not distinct from', row.created_by)
      .execute();
    return {
      title: `${row.course_code}: ${row.course_name}`,
      authorId: row.created_by,
      link: action === 'approved' ? coursePagePath(row.course_code) : null,
    };
  },

  async exists(db, id) {
    return (await db.selectFrom('courses').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
  },

  async remove(trx, id) {
    // Its department links go with it; materials keep their file and lose only the course (on delete set null).
    const row = await trx.deleteFrom('courses').where('id', '=', id).returning(['course_code', 'course_name', 'created_by']).executeTakeFirst();
    return row ? { title: `${row.course_code}: ${row.course_name}`, authorId: row.created_by, link: null } : null;
  },

  async find(db, id, _asker) {
    return (await coursesByIds(db, [id], true))[0] ?? null;
  },
};
