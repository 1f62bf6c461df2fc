// The Courses Review queue: courses students proposed (staff-created ones are approved at once).
import { coursePagePath } from '@lectern/shared-api/contract';
import { courseTextMatch, coursesByIds, selectCourseRows, withDepartments } from './courses-repository.ts';
import { statusQueue } from '../review/index.ts';

export const courseReview = statusQueue({
  kind: 'courses',
  recordKind: 'course',
  noun: 'course',
  table: 'courses',
  columns: ['course_code', 'course_name', 'created_by'],
  describe: (row) => ({ title: `${row.course_code}: ${row.course_name}`, authorId: row.created_by, page: coursePagePath(row.course_code) }),
  // A delete takes its department links with it; materials keep their file and lose only the course (on delete set null).
  scope: { course: 'id' },
  list: {
    status: 'c.review_status',
    search: courseTextMatch,
    counted: (db) => db.selectFrom('courses as c'),
    rows: (db) => selectCourseRows(db),
    order: ['c.created_at', 'c.id'],
    items: (db, rows) => withDepartments(db, rows),
    keep: 'items',
  },
  // A proposal comes with its first department link, which stands or falls with it.
  async afterDecision(trx, id, touched, { action, comment, reviewerId, at }) {
    const decided = trx.updateTable('department_courses').set({ review_status: action, review_comment: comment, reviewed_by: reviewerId, reviewed_at: at });
    await decided.where('course_id', '=', id).where('review_status', '=', 'pending').where('created_by', 'is not distinct from', touched.authorId).execute();
  },
  find: async (db, id) => (await coursesByIds(db, [id], true))[0] ?? null,
});
