// "Your upload CSC 204 notes was approved" in a linked chat, for people who turned it on
// in Settings (off by default). Queued after the approval commits, one job per chat, so a slow or
// limited channel never holds up the review.
import { materialPagePath, type MessagingChannel } from '@lectern/shared-api/contract';
import type { JobKind, JobPolicy } from '../../platform/jobs/job-queue.ts';
import { CHAT_NOTICE_POLICY, chatNoticeJob, type ChatNoticeKind } from './chat-notice.ts';
import type { MessagingDeps } from './deps.ts';
import { LINK_REPLIES } from './link-replies.ts';
import { approvalNoticeChats } from './links.ts';

export const BOT_NOTICE = 'bot-notice';

export const BOT_NOTICE_POLICY: JobPolicy = CHAT_NOTICE_POLICY;

export type BotNoticeJob = { channel: MessagingChannel; materialId: string };

/** The uploader's chat as it is when the job runs (unlinked or turned off since: nothing). */
const APPROVAL_NOTICE: ChatNoticeKind<BotNoticeJob> = {
  name: BOT_NOTICE,
  key: (job) => `${job.channel}:${job.materialId}`,
  async read(deps, job) {
    const row = await deps.db
      .selectFrom('materials as m')
      .innerJoin('messaging_links as l', 'l.user_id', 'm.uploader_id')
      .select(['m.label', 'l.chat_id'])
      .where('m.id', '=', job.materialId)
      .where('m.review_status', '=', 'approved')
      .where('l.channel', '=', job.channel)
      .where('l.approval_notices', '=', true)
      .executeTakeFirst();
    return row && { chatId: row.chat_id, text: LINK_REPLIES.approved(row.label, `${deps.publicUrl}${materialPagePath(job.materialId)}`) };
  },
  gaveUp: { message: 'gave up sending an approval notice to a chat', fields: (job) => ({ channel: job.channel, materialId: job.materialId }) },
};

/** After an approval: a notice for each of the uploader's chats that asked for one, on channels this server has. */
export async function queueApprovalNotices(deps: Pick<MessagingDeps, 'db' | 'jobs' | 'channels'>, materialId: string): Promise<number> {
  const material = await deps.db.selectFrom('materials').select('uploader_id').where('id', '=', materialId).executeTakeFirst();
  if (!material?.uploader_id) return 0;
  const chats = (await approvalNoticeChats(deps.db, material.uploader_id)).filter((chat) => deps.channels[chat.channel] !== undefined);
  for (const chat of chats) {
    const job: BotNoticeJob = { channel: chat.channel, materialId };
    await deps.jobs.send(BOT_NOTICE, job, { key: APPROVAL_NOTICE.key(job) });
  }
  return chats.length;
}

export function botNoticeJob(deps: MessagingDeps, policy: JobPolicy = BOT_NOTICE_POLICY): JobKind<BotNoticeJob> {
  return chatNoticeJob(deps, APPROVAL_NOTICE, policy);
}
