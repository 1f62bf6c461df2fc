// POST /material-requests/:id/answer and the upload form's "This answers a request": an uploader
// says one of their own uploads answers an open request of its course. Nobody can say it of
// someone else's upload (403). A pending upload answers once approved; an approved one at once.
import type { Kysely } from 'kysely';
import { MATERIAL_REQUEST_MESSAGES as M, type FieldError, type MaterialRequest } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import { ApiError } from '../../platform/api-error.ts';
import type { Viewer } from '../users/index.ts';
import { requestFor } from './request-read.ts';
import { settleAnswers } from './settle-answers.ts';

const fieldError = (field: string, message: string) => new ApiError(400, 'VALIDATION', message, [{ field, message } satisfies FieldError]);

/**
 * Why `requestId` cannot be answered by a new upload to `courseId`, or null when it can (an open
 * request of that course that `viewer` may see): the upload form's check, before anything is stored.
 */
export async function whyNotAnswerable(db: Kysely<Database>, viewer: Viewer, requestId: string, courseId: string | null): Promise<string | null> {
  const request = await requestFor(db, viewer, requestId).catch((error: unknown) => {
    if (error instanceof ApiError && error.statusCode === 404) return null;
    throw error;
  });
  if (!request) return M.notFound;
  if (request.status !== 'open') return M.alreadyAnswered;
  if (request.course.id !== courseId) return M.otherCourse;
  return null;
}

/** Records that the new (pending) upload answers the request, checked beforehand by whyNotAnswerable. */
export async function claimForNewUpload(db: Kysely<Database>, requestId: string, materialId: string, now: Date): Promise<void> {
  // Only while the request still exists (its course may have gone since the check): the upload stands either way.
  await db
    .insertInto('material_request_answers')
    .columns(['request_id', 'material_id', 'created_at'])
    .expression((eb) =>
      eb
        .selectFrom('material_requests')
        .select([eb.val(requestId).as('request_id'), eb.val(materialId).as('material_id'), eb.val(now).as('created_at')])
        .where('id', '=', requestId),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export interface AnswerOutcome {
  request: MaterialRequest;
  /** The upload was approved already: the request is answered and its askers told now. */
  answeredNow: boolean;
  message: string;
}

/** An uploader's word, after the upload, that it answers the request. */
export async function answerWithUpload(db: Kysely<Database>, viewer: Viewer, requestId: string, materialId: string, now: Date): Promise<AnswerOutcome> {
  const request = await requestFor(db, viewer, requestId);
  const material = await db.selectFrom('materials').select(['id', 'label', 'uploader_id', 'course_id', 'review_status']).where('id', '=', materialId).executeTakeFirst();
  if (!material) throw fieldError('materialId', M.materialUnknown);
  if (material.uploader_id !== viewer.id) throw new ApiError(403, 'FORBIDDEN', M.notYourUpload);
  if (request.status !== 'open') {
    // Saying it again of the upload that answered it changes nothing.
    if (request.answeredBy === materialId) return { request, answeredNow: false, message: M.answered };
    throw new ApiError(409, 'CONFLICT', M.alreadyAnswered);
  }
  if (material.review_status === 'rejected') throw fieldError('materialId', M.materialRejected);
  if (material.course_id !== request.course.id) throw fieldError('materialId', M.otherCourse);

  const answeredNow = await db.transaction().execute(async (trx) => {
    await trx.insertInto('material_request_answers').values({ request_id: requestId, material_id: materialId, created_at: now }).onConflict((oc) => oc.doNothing()).execute();
    if (material.review_status !== 'approved') return false;
    const answered = await settleAnswers(trx, { id: material.id, label: material.label, uploaderId: material.uploader_id }, now, requestId);
    return answered.length > 0;
  });
  return { request: await requestFor(db, viewer, requestId), answeredNow, message: answeredNow ? M.answered : M.answerRecorded };
}
