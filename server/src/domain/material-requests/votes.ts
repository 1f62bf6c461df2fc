// "Me too" on an open request, and taking it back. The vote and the request's count of askers
// change in one statement, so the count never drifts from the votes, however many press at once.
import { sql, type Kysely } from 'kysely';
import { MATERIAL_REQUEST_MESSAGES as M, type MaterialRequest } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import { ApiError } from '../../platform/api-error.ts';
import type { Viewer } from '../users/index.ts';
import { requestFor } from './request-read.ts';

/** Adds the person's vote (nothing when they voted already) and counts it. */
export async function addVote(db: Kysely<Database>, requestId: string, userId: string, now: Date): Promise<void> {
  await sql`with added as (
      insert into material_request_votes (request_id, user_id, created_at) values (${requestId}, ${userId}, ${now})
      on conflict do nothing returning request_id)
    update material_requests set askers = askers + 1 where id in (select request_id from added)`.execute(db);
}

async function removeVote(db: Kysely<Database>, requestId: string, userId: string): Promise<void> {
  await sql`with removed as (
      delete from material_request_votes where request_id = ${requestId} and user_id = ${userId} returning request_id)
    update material_requests set askers = askers - 1 where id in (select request_id from removed)`.execute(db);
}

/** An open request `viewer` may see, or the refusal: 404 unseen, 409 answered already. */
async function openRequest(db: Kysely<Database>, viewer: Viewer, id: string): Promise<MaterialRequest> {
  const request = await requestFor(db, viewer, id);
  if (request.status !== 'open') throw new ApiError(409, 'CONFLICT', M.alreadyAnswered);
  return request;
}

/** POST /material-requests/:id/me-too: idempotent; on one's own request nothing changes (one asked already). */
export async function meToo(db: Kysely<Database>, viewer: Viewer, id: string, now: Date): Promise<MaterialRequest> {
  const request = await openRequest(db, viewer, id);
  if (request.mine) return request;
  await addVote(db, id, viewer.id, now);
  return requestFor(db, viewer, id);
}

/** DELETE /material-requests/:id/me-too: idempotent; one's own request cannot be un-asked (409). */
export async function undoMeToo(db: Kysely<Database>, viewer: Viewer, id: string): Promise<MaterialRequest> {
  const request = await openRequest(db, viewer, id);
  if (request.mine) throw new ApiError(409, 'CONFLICT', M.ownRequest);
  await removeVote(db, id, viewer.id);
  return requestFor(db, viewer, id);
}
