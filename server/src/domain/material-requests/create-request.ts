// POST /material-requests: a request for material of an approved course. The same need asked again
// while a request for it is open (case, spacing and punctuation aside) is a Me too of that request,
// so a course page lists each need once with everyone who has it. A partial unique index settles
// two people asking at once: one request, the other person's Me too.
import type { Kysely } from 'kysely';
import { MATERIAL_REQUEST_MESSAGES as M, MATERIAL_REQUESTS_OPEN_PER_PERSON_MAX, type MaterialRequestInput, type MaterialRequestReceipt } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import { ApiError } from '../../platform/api-error.ts';
import type { Viewer } from '../users/index.ts';
import { requestFor } from './request-read.ts';
import { requestKey } from './request-text.ts';
import { addVote } from './votes.ts';

/** The receipt, and whether a request was made (201) rather than joined (200). */
export async function createRequest(db: Kysely<Database>, viewer: Viewer, input: MaterialRequestInput, now: Date): Promise<{ receipt: MaterialRequestReceipt; created: boolean }> {
  const text = input.text.trim();
  const key = requestKey(text);
  // Only punctuation ("???"): nothing anyone could answer.
  if (!key) throw new ApiError(400, 'VALIDATION', M.textRequired, [{ field: 'text', message: M.textRequired }]);
  const course = await db.selectFrom('courses').select('id').where('id', '=', input.courseId).where('review_status', '=', 'approved').executeTakeFirst();
  if (!course) throw new ApiError(400, 'VALIDATION', M.courseUnknown, [{ field: 'courseId', message: M.courseUnknown }]);

  // Twice at most: a request closed or made between the two reads is found the second time.
  for (let attempt = 0; attempt < 2; attempt++) {
    const joined = await joinOpenRequest(db, viewer, input.courseId, key, now);
    if (joined) return { receipt: joined, created: false };
    await refusePastOpenLimit(db, viewer);
    const made = await db
      .insertInto('material_requests')
      .values({ course_id: input.courseId, text, text_key: key, created_by: viewer.id, created_at: now })
      .onConflict((oc) => oc.columns(['course_id', 'text_key']).where('status', '=', 'open').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (made) return { receipt: { request: await requestFor(db, viewer, made.id), joined: false, message: M.created }, created: true };
  }
  throw new Error('a request was neither made nor found open');
}

/** The open request of the course with this key, the person's Me too added to it; null when there is none. */
async function joinOpenRequest(db: Kysely<Database>, viewer: Viewer, courseId: string, key: string, now: Date): Promise<MaterialRequestReceipt | null> {
  const open = await db
    .selectFrom('material_requests')
    .select(['id', 'created_by'])
    .where('course_id', '=', courseId)
    .where('text_key', '=', key)
    .where('status', '=', 'open')
    .executeTakeFirst();
  if (!open) return null;
  if (open.created_by === viewer.id) return { request: await requestFor(db, viewer, open.id), joined: false, message: M.alreadyAsked };
  await addVote(db, open.id, viewer.id, now);
  return { request: await requestFor(db, viewer, open.id), joined: true, message: M.joined };
}

async function refusePastOpenLimit(db: Kysely<Database>, viewer: Viewer): Promise<void> {
  const { n } = await db
    .selectFrom('material_requests')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('created_by', '=', viewer.id)
    .where('status', '=', 'open')
    .executeTakeFirstOrThrow();
  if (Number(n) >= MATERIAL_REQUESTS_OPEN_PER_PERSON_MAX) throw new ApiError(409, 'CONFLICT', M.tooManyOpen);
}
