// "A material you asked for is here" in a linked chat: when an approved upload
// answers a request for material, everyone who asked and has a chat linked is told there too. The
// request itself is the person asking to be told, so no Settings choice gates it; unlinking the
// chat ends it. Queued after the answer commits, one job per person, request and chat, so a slow
// or limited channel never holds up the review; the job reads the request and the chat as they
// are when it runs (unlinked since: nothing is sent).
import { MATERIAL_REQUEST_MESSAGES, materialPagePath, type MessagingChannel } from '@lectern/shared-api/contract';
import type { JobKind, JobPolicy } from '../../platform/jobs/job-queue.ts';
import { CHAT_NOTICE_POLICY, chatNoticeJob, queueChatNotices, type ChatNoticeKind } from './chat-notice.ts';
import type { MessagingDeps } from './deps.ts';

export const REQUEST_NOTICE = 'request-notice';

export const REQUEST_NOTICE_POLICY: JobPolicy = CHAT_NOTICE_POLICY;

export type RequestNoticeJob = { channel: MessagingChannel; requestId: string; userId: string };

/** The chat's text: what the in-app notification says, and the material's page. */
export function requestNoticeText(label: string, request: string, url: string): string {
  return [MATERIAL_REQUEST_MESSAGES.answeredTitle, MATERIAL_REQUEST_MESSAGES.answeredBody(label, request), url].join('\n');
}

/**
 * After the commit that answered requests with `materialId`: a job for each person who asked one
 * of them (its author and each Me too, the uploader aside) with a chat in a channel this server
 * has. Answers how many were queued.
 */
export async function queueRequestChatNotices(deps: Pick<MessagingDeps, 'db' | 'jobs' | 'channels'>, materialId: string): Promise<number> {
  const channels = Object.keys(deps.channels) as MessagingChannel[];
  if (channels.length === 0) return 0;
  const { db } = deps;
  const askers = db
    .selectFrom('material_requests as r')
    .select(['r.id as request_id', 'r.created_by as user_id'])
    .where('r.answered_by_material', '=', materialId)
    .where('r.created_by', 'is not', null)
    .unionAll(
      db
        .selectFrom('material_request_votes as v')
        .innerJoin('material_requests as r', 'r.id', 'v.request_id')
        .select(['v.request_id', 'v.user_id'])
        .where('r.answered_by_material', '=', materialId),
    );
  const rows = await db
    .selectFrom(askers.as('a'))
    .innerJoin('messaging_links as l', 'l.user_id', 'a.user_id')
    .innerJoin('materials as m', (join) => join.on('m.id', '=', materialId))
    .select(['a.request_id', 'a.user_id', 'l.channel'])
    .where('l.channel', 'in', channels)
    .whereRef('a.user_id', '!=', 'm.uploader_id')
    .execute();
  return queueChatNotices(
    deps,
    REQUEST_NOTICE_KIND,
    rows.map((row) => ({ channel: row.channel, requestId: row.request_id, userId: row.user_id! })),
  );
}

/** One notice to the person's chat in the job's channel, if the chat is still linked. */
const REQUEST_NOTICE_KIND: ChatNoticeKind<RequestNoticeJob> = {
  name: REQUEST_NOTICE,
  key: (job) => `${job.channel}:${job.requestId}:${job.userId}`,
  async read(deps, job) {
    const row = await deps.db
      .selectFrom('material_requests as r')
      .innerJoin('materials as m', 'm.id', 'r.answered_by_material')
      .innerJoin('messaging_links as l', (join) => join.on('l.user_id', '=', job.userId).on('l.channel', '=', job.channel))
      .select(['r.text', 'm.id as material_id', 'm.label', 'l.chat_id'])
      .where('r.id', '=', job.requestId)
      .where('r.status', '=', 'answered')
      .executeTakeFirst();
    return row && { chatId: row.chat_id, text: requestNoticeText(row.label, row.text, `${deps.publicUrl}${materialPagePath(row.material_id)}`) };
  },
  gaveUp: { message: 'gave up sending a request notice to a chat', fields: (job) => ({ channel: job.channel, requestId: job.requestId }) },
};

export function requestNoticeJob(deps: MessagingDeps, policy: JobPolicy = REQUEST_NOTICE_POLICY): JobKind<RequestNoticeJob> {
  return chatNoticeJob(deps, REQUEST_NOTICE_KIND, policy);
}
