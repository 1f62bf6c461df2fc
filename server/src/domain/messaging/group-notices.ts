// Study group notifications in a linked chat too: a reply to my thread, a helpful mark
// on my reply, a new session in my group, for people who turned "group notices" on in Settings
// (off by default). Queued after the change commits, one job per notification and chat, so a slow
// or limited channel never holds up the change; the job reads the notification and the chat as
// they are when it runs (unlinked or turned off since: nothing is sent).
import type { MessagingChannel, NotificationType } from '@lectern/shared-api/contract';
import type { JobKind, JobPolicy } from '../../platform/jobs/job-queue.ts';
import { CHAT_NOTICE_POLICY, chatNoticeJob, queueChatNotices, type ChatNoticeKind } from './chat-notice.ts';
import type { MessagingDeps } from './deps.ts';

export const GROUP_NOTICE = 'group-notice';

export const GROUP_NOTICE_POLICY: JobPolicy = CHAT_NOTICE_POLICY;

/** Only these are what the Settings choice names; any other notification stays in the site. */
export const GROUP_NOTICE_TYPES: readonly NotificationType[] = ['group-reply', 'group-helpful', 'group-session'];

export type GroupNoticeJob = { channel: MessagingChannel; notificationId: string };

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
  return queueChatNotices(
    deps,
    GROUP_NOTICE_KIND,
    rows.map((row) => ({ channel: row.channel, notificationId: row.id })),
  );
}

/** One notification to its person's chat in the job's channel, if they still want it there. */
const GROUP_NOTICE_KIND: ChatNoticeKind<GroupNoticeJob> = {
  name: GROUP_NOTICE,
  key: (job) => `${job.channel}:${job.notificationId}`,
  async read(deps, job) {
    const row = await deps.db
      .selectFrom('notifications as n')
      .innerJoin('messaging_links as l', 'l.user_id', 'n.user_id')
      .select(['n.title', 'n.body', 'n.link', 'l.chat_id'])
      .where('n.id', '=', job.notificationId)
      .where('n.type', 'in', [...GROUP_NOTICE_TYPES])
      .where('l.channel', '=', job.channel)
      .where('l.group_notices', '=', true)
      .executeTakeFirst();
    return row && { chatId: row.chat_id, text: groupNoticeText(row, deps.publicUrl) };
  },
  gaveUp: { message: 'gave up sending a group notice to a chat', fields: (job) => ({ channel: job.channel, notificationId: job.notificationId }) },
};

export function groupNoticeJob(deps: MessagingDeps, policy: JobPolicy = GROUP_NOTICE_POLICY): JobKind<GroupNoticeJob> {
  return chatNoticeJob(deps, GROUP_NOTICE_KIND, policy);
}
