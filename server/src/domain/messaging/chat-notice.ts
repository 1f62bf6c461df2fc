// One text to one linked chat, sent by a job after the change that caused it commits (an
// approval, an answered request, a group notification). Every such notice is queued, sent, retried
// when the channel says "later" and given up on the same way; only what it reads and says differs.
import type { MessagingChannel } from '@lectern/shared-api/contract';
import type { JobKind, JobPolicy } from '../../platform/jobs/job-queue.ts';
import type { MessagingDeps } from './deps.ts';
import { sendReplies } from './send-replies.ts';

/** A notice can wait: a few tries spread over a minute or so. */
export const CHAT_NOTICE_POLICY: JobPolicy = { attempts: 4, retryDelaySeconds: 10, expireInSeconds: 60, concurrency: 2 };

export interface ChatNoticeKind<Job extends { channel: MessagingChannel }> {
  /** The job queue's name for this notice. */
  name: string;
  /** One job per notice and chat: queuing the same one twice sends it once. */
  key: (job: Job) => string;
  /** The chat and the text as they are when the job runs; undefined (unlinked, turned off since): nothing is sent. */
  read: (deps: MessagingDeps, job: Job) => Promise<{ chatId: string; text: string } | undefined>;
  /** The log line and its fields when every try has failed. */
  gaveUp: { message: string; fields: (job: Job) => Record<string, unknown> };
}

/** Queues one job per notice (after the commit); answers how many. */
export async function queueChatNotices<Job extends { channel: MessagingChannel }>(
  deps: Pick<MessagingDeps, 'jobs'>,
  kind: ChatNoticeKind<Job>,
  notices: readonly Job[],
): Promise<number> {
  if (notices.length > 0) await deps.jobs.sendMany(kind.name, notices.map((data) => ({ data, key: kind.key(data) })));
  return notices.length;
}

/** Sends the notice if its channel and chat are still there; the channel's "later" queues it again for then. */
export async function sendChatNotice<Job extends { channel: MessagingChannel }>(deps: MessagingDeps, kind: ChatNoticeKind<Job>, job: Job): Promise<void> {
  const client = deps.channels[job.channel];
  if (!client) return;
  const notice = await kind.read(deps, job);
  if (!notice) return;
  const result = await sendReplies(client, notice.chatId, [{ kind: 'text', text: notice.text }], 0);
  if (result.kind === 'later') await deps.jobs.send(kind.name, job, { key: kind.key(job), startAfterSeconds: result.afterSeconds });
}

export function chatNoticeJob<Job extends { channel: MessagingChannel }>(deps: MessagingDeps, kind: ChatNoticeKind<Job>, policy: JobPolicy): JobKind<Job> {
  return {
    name: kind.name,
    policy,
    run: (job) => sendChatNotice(deps, kind, job),
    async exhausted(job) {
      deps.log.warn(kind.gaveUp.fields(job), kind.gaveUp.message);
    },
  };
}
