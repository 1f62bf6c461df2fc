// The writer's half of live updates: after a change to a group commits, tell every server (the
// invalidation bus: LISTEN/NOTIFY with DATABASE_URL, in-process on the embedded database) that the
// group has new events. The payload is only the group's id; each server's hub reads the rows. Only
// afterGroupChange (after-change.ts) calls it: commands answer what changed instead.
import type { InvalidationBus } from '../../../platform/cache/invalidation.ts';

/** The bus channel every server's live hub subscribes to. */
export const GROUP_EVENTS_CHANNEL = 'group-events';

export interface GroupLive {
  /** Called by afterGroupChange only, after the transaction that recorded the group's events commits. Never throws. */
  announce(groupId: string): Promise<void>;
}

export function groupAnnouncer(bus: InvalidationBus): GroupLive {
  return { announce: (groupId) => bus.publish(GROUP_EVENTS_CHANNEL, groupId) };
}
