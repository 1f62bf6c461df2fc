// GET /material-requests?courseId: a course's open requests, the most asked for first, then the
// newest (the partial index material_requests_open_course_idx reads them in that order).
import type { Kysely } from 'kysely';
import { COURSE_MESSAGES, type MaterialRequestPage } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import { ApiError } from '../../platform/api-error.ts';
import { paginationOf } from '../../platform/db/pagination.ts';
import { isStaff, type Viewer } from '../users/index.ts';
import { selectRequests, toMaterialRequest } from './request-read.ts';

export async function courseRequests(db: Kysely<Database>, viewer: Viewer, courseId: string, page: number, limit: number): Promise<MaterialRequestPage> {
  const course = await db.selectFrom('courses').select('review_status').where('id', '=', courseId).executeTakeFirst();
  // A course a student may not see answers like one that does not exist.
  if (!course || (course.review_status !== 'approved' && !isStaff(viewer))) throw new ApiError(404, 'NOT_FOUND', COURSE_MESSAGES.courseNotFound);
  const open = (query: ReturnType<typeof db.selectFrom<'material_requests'>>) => query.where('course_id', '=', courseId).where('status', '=', 'open');
  const [{ n }, rows] = await Promise.all([
    open(db.selectFrom('material_requests')).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    selectRequests(db, viewer)
      .where('r.course_id', '=', courseId)
      .where('r.status', '=', 'open')
      .orderBy('r.askers', 'desc')
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
  ]);
  return { data: rows.map((row) => toMaterialRequest(row, viewer)), pagination: paginationOf(page, limit, Number(n)) };
}
