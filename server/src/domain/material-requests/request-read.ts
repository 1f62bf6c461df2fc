// Requests as the person asking sees them (contract requests.ts): the course, the count of people
// who asked, and whether they wrote it or said Me too. A student sees the requests of approved
// courses only, as they see the courses themselves; staff see every course's.
import { sql, type Kysely, type SqlBool } from 'kysely';
import { MATERIAL_REQUEST_MESSAGES as M, type MaterialRequest } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import { ApiError } from '../../platform/api-error.ts';
import { isStaff, type Viewer } from '../users/index.ts';

/** Whether `viewer` may see the course of `c` (and so its requests). */
export function courseOpenTo(viewer: Viewer) {
  return isStaff(viewer) ? sql<SqlBool>`true` : sql<SqlBool>`c.review_status = 'approved'`;
}

export function selectRequests(db: Kysely<Database>, viewer: Viewer) {
  return db
    .selectFrom('material_requests as r')
    .innerJoin('courses as c', 'c.id', 'r.course_id')
    .select([
      'r.id',
      'r.text',
      'r.status',
      'r.askers',
      'r.created_by',
      'r.answered_by_material',
      'r.created_at',
      'c.id as course_id',
      'c.course_code',
      'c.course_name',
      sql<boolean>`exists (select 1 from material_request_votes v where v.request_id = r.id and v.user_id = ${viewer.id})`.as('me_too'),
    ])
    .where(courseOpenTo(viewer));
}

type RequestRow = Awaited<ReturnType<ReturnType<typeof selectRequests>['executeTakeFirstOrThrow']>>;

export function toMaterialRequest(row: RequestRow, viewer: Viewer): MaterialRequest {
  return {
    id: row.id,
    course: { id: row.course_id, courseCode: row.course_code, courseName: row.course_name },
    text: row.text,
    status: row.status,
    askers: Number(row.askers),
    mine: row.created_by === viewer.id,
    meToo: Boolean(row.me_too),
    answeredBy: row.answered_by_material,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The request as `viewer` sees it; the 404 of a request that does not exist when they may not see it. */
export async function requestFor(db: Kysely<Database>, viewer: Viewer, id: string): Promise<MaterialRequest> {
  const row = await selectRequests(db, viewer).where('r.id', '=', id).executeTakeFirst();
  if (!row) throw new ApiError(404, 'NOT_FOUND', M.notFound);
  return toMaterialRequest(row, viewer);
}
