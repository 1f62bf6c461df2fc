// After a restart: on the embedded database the job queue lives in this process, so the
// replies it held died with it. Every delivery of the last hour still unanswered is queued again
// (an older one is stale: the person has moved on). Deliveries are kept a week, long enough to
// recognise any redelivery; older ones are deleted by the server's housekeeping (setup/housekeeping.ts).
import { MESSAGING_CHANNELS } from '@lectern/shared-api/contract';
import { deleteInBatches } from '../../platform/db/delete-in-batches.ts';
import type { MessagingDeps } from './deps.ts';
import { BOT_REPLY, UNANSWERED_STALE_MS, botReplyKey, type BotReplyJob } from './deliveries.ts';

export const DELIVERIES_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/** Deletes the deliveries received more than a week before `now` (too old to be redelivered), a batch of `batchRows` at a time. */
export async function deleteOldDeliveries(db: MessagingDeps['db'], now: Date, batchRows?: number): Promise<void> {
  const before = new Date(now.getTime() - DELIVERIES_KEPT_MS);
  await deleteInBatches(
    (limit) =>
      db
        .deleteFrom('bot_deliveries')
        .where(({ eb, refTuple, selectFrom }) =>
          eb(refTuple('channel', 'delivery_id'), 'in', selectFrom('bot_deliveries').select(['channel', 'delivery_id']).where('received_at', '<', before).limit(limit).$asTuple('channel', 'delivery_id')),
        )
        .executeTakeFirst(),
    batchRows,
  );
}

/** Queues the unanswered deliveries of the last hour; answers how many were queued. */
export async function queueUnanswered(deps: Pick<MessagingDeps, 'db' | 'jobs' | 'clock' | 'channels'>): Promise<number> {
  const now = deps.clock().getTime();
  const channels = MESSAGING_CHANNELS.filter((channel) => deps.channels[channel] !== undefined);
  if (channels.length === 0) return 0;
  const rows = await deps.db
    .selectFrom('bot_deliveries')
    .select(['channel', 'delivery_id'])
    .where('answered_at', 'is', null)
    .where('received_at', '>=', new Date(now - UNANSWERED_STALE_MS))
    // Only what arrived before this call: a delivery arriving now has its own job already, and
    // queueing it again could answer it twice (an in-process queue's key holds only while waiting).
    .where('received_at', '<', new Date(now))
    .where('channel', 'in', channels)
    .orderBy('arrival')
    .execute();
  const jobs = rows.map((row) => ({ data: { channel: row.channel, deliveryId: row.delivery_id } satisfies BotReplyJob, key: botReplyKey(row.channel, row.delivery_id) }));
  if (jobs.length > 0) await deps.jobs.sendMany(BOT_REPLY, jobs);
  return jobs.length;
}
