// An approved upload answers the requests its uploader said it answers: each open one is marked
// answered by it, and everyone who asked (its author and each Me too, the uploader aside) is told
// in the app. Runs inside the approval's transaction (or the answer's, when the upload was
// approved before), so the request, its record and the notices land together or not at all. The
// linked chats are told after the commit (domain/messaging, request-notices.ts).
import type { Kysely } from 'kysely';
import { MATERIAL_REQUEST_MESSAGES as M, materialPagePath } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import { notifyEach } from '../notifications/index.ts';

export interface ApprovedUpload {
  id: string;
  label: string;
  uploaderId: string;
}

/** Answers the open requests claimed for `upload` (only `requestId`'s when given); their ids. */
export async function settleAnswers(trx: Kysely<Database>, upload: ApprovedUpload, at: Date, requestId?: string): Promise<string[]> {
  const answered = await trx
    .updateTable('material_requests')
    .set({ status: 'answered', answered_by_material: upload.id, answered_by_user: upload.uploaderId, answered_at: at })
    .where('status', '=', 'open')
    .where('id', 'in', trx.selectFrom('material_request_answers').select('request_id').where('material_id', '=', upload.id))
    .$if(requestId !== undefined, (query) => query.where('id', '=', requestId!))
    .returning(['id', 'text', 'created_by'])
    .execute();
  for (const request of answered) {
    const voters = await trx.selectFrom('material_request_votes').select('user_id').where('request_id', '=', request.id).execute();
    const askers = new Set([request.created_by, ...voters.map((vote) => vote.user_id)]);
    askers.delete(upload.uploaderId);
    askers.delete(null);
    await notifyEach(trx, [...askers] as string[], {
      type: 'request-answered',
      title: M.answeredTitle,
      body: M.answeredBody(upload.label, request.text),
      link: materialPagePath(upload.id),
    });
  }
  return answered.map((request) => request.id);
}

/** After an approval, in its transaction: the requests the upload answers. */
export async function answerRequestsOnApproval(trx: Kysely<Database>, materialId: string, at: Date): Promise<string[]> {
  const upload = await trx.selectFrom('materials').select(['id', 'label', 'uploader_id']).where('id', '=', materialId).executeTakeFirst();
  if (!upload) return [];
  return settleAnswers(trx, { id: upload.id, label: upload.label, uploaderId: upload.uploader_id }, at);
}
