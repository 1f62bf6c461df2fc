// What follows every committed change in a group: the live streams are told (every server), and
// the notifications it wrote reach the linked chats of people who asked for group notices. Neither
// is the caller's failure: the change is saved, so a problem here is logged, never answered.
import { queueGroupChatNotices, type MessagingDeps } from '../messaging/index.ts';
import type { GroupLive } from './live/announce.ts';

interface Log {
  error(object: object, message: string): void;
}

export async function afterGroupChange(
  deps: { groupLive: GroupLive; messaging: MessagingDeps },
  groupId: string,
  notificationIds: readonly string[],
  log: Log,
): Promise<void> {
  await deps.groupLive.announce(groupId);
  if (notificationIds.length === 0) return;
  await queueGroupChatNotices(deps.messaging, notificationIds).catch((error: unknown) => log.error({ err: error }, 'could not queue group notices for linked chats'));
}
