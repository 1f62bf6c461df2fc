// "Your upload CSC 204 notes was approved" in a linked chat, for people who turned it on
// in Settings (off by default). Queued after the approval commits, one job per chat, so a slow or
// limited channel never holds up the review.
import { materialPagePath, type MessagingChannel } from '@lectern/shared-api/contract';
import type { JobKind, JobPolicy } from '../../platform/jobs/job-queue.ts';
import type { MessagingDeps } from './deps.ts';
import { LINK_REPLIES } from './link-replies.ts';
import { approvalNoticeChats } from './links.ts';
import { sendReplies } from './send-replies.ts';

export const BOT_NOTICE = 'bot-notice';

/** A notice can wait: a few tries spread over a minute or so. */
export const BOT_NOTICE_POLICY: JobPolicy = { attempts: 4, retryDelaySeconds: 10, expireInSeconds: 60, concurrency: 2 };

export type BotNoticeJob = { channel: MessagingChannel; materialId: string };

const noticeKey = (job: BotNoticeJob) => `${job.channel}:${job.materialId}`;

/** After an approval: a notice for each of the uploader's chats that asked for one, on channels this server has. */
export async function queueApprovalNotices(deps: Pick<MessagingDeps, 'db' | 'jobs' | 'channels'>, materialId: string): Promise<number> {
  const material = await deps.db.selectFrom('materials').select('uploader_id').where('id', '=', materialId).executeTakeFirst();
  if (!material?.uploader_id) return 0;
  const chats = (await approvalNoticeChats(deps.db, material.uploader_id)).filter((chat) => deps.channels[chat.channel] !== undefined);
  for (const chat of chats) {
    const job: BotNoticeJob = { channel: chat.channel, materialId };
    await deps.jobs.send(BOT_NOTICE, job, { key: noticeKey(job) });
  }
  return chats.length;
}

/** Sends the notice to the uploader's chat as it is when the job runs (unlinked or turned off since: nothing). */
export async function sendApprovalNotice(deps: MessagingDeps, job: BotNoticeJob): Promise<void> {
  const client = deps.channels[job.channel];
  if (!client) return;
  const row = await deps.db
    .selectFrom('materials as m')
    .innerJoin('messaging_links as l', 'l.user_id', 'm.uploader_id')
    .select(['m.label', 'l.chat_id'])
    .where('m.id', '=', job.materialId)
    .where('m.review_status', '=', 'approved')
    .where('l.channel', '=', job.channel)
    .where('l.approval_notices', '=', true)
    .executeTakeFirst();
  if (!row) return;
  const text = LINK_REPLIES.approved(row.label, `${deps.publicUrl}${materialPagePath(job.materialId)}`);
  const result = await sendReplies(client, row.chat_id, [{ kind: 'text', text }], 0);
  if (result.kind === 'later') await deps.jobs.send(BOT_NOTICE, job, { key: noticeKey(job), startAfterSeconds: result.afterSeconds });
}

export function botNoticeJob(deps: MessagingDeps, policy: JobPolicy = BOT_NOTICE_POLICY): JobKind<BotNoticeJob> {
  return {
    name: BOT_NOTICE,
    policy,
    run: (job) => sendApprovalNotice(deps, job),
    async exhausted(job) {
      deps.log.warn({ channel: job.channel, materialId: job.materialId }, 'gave up sending an approval notice to a chat');
    },
  };
}
