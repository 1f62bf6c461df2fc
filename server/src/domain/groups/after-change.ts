// The one step that follows every committed change in a group (docs/groups.md "Live updates"). A
// group command records its events in its own transaction and answers what changed (a
// GroupChange); after the commit its caller hands that here, and this is the only place a group is
// announced: every server's live hub is told, then the notifications the change wrote reach the
// linked chats of people who asked for group notices. Neither is the caller's failure: the change
// is saved, so a problem here is logged, never answered.
import { queueGroupChatNotices, type MessagingDeps } from '../messaging/index.ts';
import type { GroupLive } from './live/announce.ts';

/** What a committed change in a group leaves to tell. */
export interface GroupChange {
  groupId: string;
  /** The notifications the change wrote, for the linked chats of their readers. */
  notificationIds: readonly string[];
}

/** A change in `groupId`, with the notifications it wrote. */
export function changeIn(groupId: string, notificationIds: readonly string[] = []): GroupChange {
  return { groupId, notificationIds };
}

interface Log {
  error(object: object, message: string): void;
}

/** Call once the change's transaction has committed; `null` (nothing changed) does nothing. Never throws. */
export async function afterGroupChange(deps: { groupLive: GroupLive; messaging: MessagingDeps }, change: GroupChange | null, log: Log): Promise<void> {
  if (!change) return;
  await deps.groupLive.announce(change.groupId);
  if (change.notificationIds.length === 0) return;
  await queueGroupChatNotices(deps.messaging, change.notificationIds).catch((error: unknown) => log.error({ err: error }, 'could not queue group notices for linked chats'));
}
