// Study group notifications in a linked chat too: a reply to my thread, a helpful mark
// on my reply, a new session in my group, for people who turned "group notices" on in Settings
// (off by default). Queued after the change commits, one job per notification and chat, so a slow
// or limited channel never holds up the change; the job reads the notification and the chat as
// they are when it runs (unlinked or turned off since: nothing is sent).
import type { MessagingChannel, NotificationType } from '@lectern/shared-api/contract';
import type { JobKind, JobPolicy } from '../../platform/jobs/job-queue.ts';
import type { MessagingDeps } from './deps.ts';
import { sendReplies } from './send-replies.ts';

export const GROUP_NOTICE = 'group-notice';

/** Like an approval notice: a few tries spread over a minute or so. */
export const GROUP_NOTICE_POLICY: JobPolicy = { attempts: 4, retryDelaySeconds: 10, expireInSeconds: 60, concurrency: 2 };

/** Only these are what the Settings choice names; any other notification stays in the site. */
export const GROUP_NOTICE_TYPES: readonly NotificationType[] = ['group-reply', 'group-helpful', 'group-session'];

export type GroupNoticeJob = { channel: MessagingChannel; notificationId: string };

const noticeKey = (job: GroupNoticeJob) => `${job.channel}:${job.notificationId}`;

/** The chat's text: the notification's title, its body and the page it links to. */
export function groupNoticeText(notice: { title: string; body: string; link: string | null }, publicUrl: string): string {
  return [notice.title, notice.body, ...(notice.link ? [`${publicUrl}${notice.link}`] : [])].join('\n');
}

/**
 * After the commit that stored these notifications: a job for each one whose person has a chat
 * with group notices on, in a channel this server has. Answers how many were queued.
 */
export async function queueGroupChatNotices(deps: Pick<MessagingDeps, 'db' | 'jobs' | 'channels'>, notificationIds: readonly string[]): Promise<number> {
  if (notificationIds.length === 0) return 0;
  const channels = Object.keys(deps.channels) as MessagingChannel[];
  if (channels.length === 0) return 0;
  const rows = await deps.db
    .selectFrom('notifications as n')
    .innerJoin('messaging_links as l', 'l.user_id', 'n.user_id')
    .select(['n.id', 'l.channel'])
    .where('n.id', 'in', [...notificationIds])
    .where('n.type', 'in', [...GROUP_NOTICE_TYPES])
    .where('l.group_notices', '=', true)
    .where('l.channel', 'in', channels)
    .execute();
  const jobs = rows.map((row) => {
    const data: GroupNoticeJob = { channel: row.channel, notificationId: row.id };
    return { data, key: noticeKey(data) };
  });
  if (jobs.length > 0) await deps.jobs.sendMany(GROUP_NOTICE, jobs);
  return jobs.length;
}

/** Sends one notification to its person's chat in the job's channel, if they still want it there. */
export async function sendGroupNotice(deps: MessagingDeps, job: GroupNoticeJob): Promise<void> {
  const client = deps.channels[job.channel];
  if (!client) return;
  const row = await deps.db
    .selectFrom('notifications as n')
    .innerJoin('messaging_links as l', 'l.user_id', 'n.user_id')
    .select(['n.title', 'n.body', 'n.link', 'l.chat_id'])
    .where('n.id', '=', job.notificationId)
    .where('n.type', 'in', [...GROUP_NOTICE_TYPES])
    .where('l.channel', '=', job.channel)
    .where('l.group_notices', '=', true)
    .executeTakeFirst();
  if (!row) return;
  const result = await sendReplies(client, row.chat_id, [{ kind: 'text', text: groupNoticeText(row, deps.publicUrl) }], 0);
  if (result.kind === 'later') await deps.jobs.send(GROUP_NOTICE, job, { key: noticeKey(job), startAfterSeconds: result.afterSeconds });
}

export function groupNoticeJob(deps: MessagingDeps, policy: JobPolicy = GROUP_NOTICE_POLICY): JobKind<GroupNoticeJob> {
  return {
    name: GROUP_NOTICE,
    policy,
    run: (job) => sendGroupNotice(deps, job),
    async exhausted(job) {
      deps.log.warn({ channel: job.channel, notificationId: job.notificationId }, 'gave up sending a group notice to a chat');
    },
  };
}
