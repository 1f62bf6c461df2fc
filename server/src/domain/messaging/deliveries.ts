// Every delivery a channel makes is handled once: its id goes into bot_deliveries with
// the message, and only the request that inserted it queues the reply. Both services redeliver
// until they get a 200, possibly to another server; the primary key makes that one row on all of
// them. The reply is a job, so the webhook answers at once and a reply outlives a server that dies.
import { sql } from 'kysely';
import type { MessagingChannel } from '@lectern/shared-api/contract';
import type { MessagingDeps } from './deps.ts';
import type { IncomingMessage } from './incoming.ts';
import type { LinkOutcome } from './link-commands.ts';

export const BOT_REPLY = 'bot-reply';

/** A message unanswered for longer is stale (the person has moved on): not queued again at a restart, and not waited for. */
export const UNANSWERED_STALE_MS = 60 * 60 * 1000;

/** The job's data: the delivery to answer (its message is read from bot_deliveries); `sent`: how many of its replies went already (after a 429). */
export type BotReplyJob = { channel: MessagingChannel; deliveryId: string; sent?: number };

/** bot_deliveries.message: the message as received, and what a link message did once answered. */
export type StoredDelivery = IncomingMessage & { linkOutcome?: LinkOutcome };

export const botReplyKey = (channel: MessagingChannel, deliveryId: string) => `${channel}:${deliveryId}`;

/** 'queued' the first time a delivery arrives; 'duplicate' for a redelivery (nothing more is done). */
export async function acceptIncoming(deps: Pick<MessagingDeps, 'db' | 'jobs' | 'clock'>, message: IncomingMessage): Promise<'queued' | 'duplicate'> {
  const inserted = await deps.db.transaction().execute(async (trx) => {
    // One chat's deliveries are stored one after the other: the chat's lock is held until this
    // commits, so a later message's `arrival` is taken only once the earlier one's row is visible.
    // Without it, two at once could commit in the other order, and the later message's job,
    // looking for earlier unanswered ones (bot-reply-job.ts), would not yet see the first: its
    // reply went first (the PostgreSQL pass's "stop" answered before "help").
    await sql`select pg_advisory_xact_lock(hashtext('bot-chat'), hashtext(${`${message.channel}:${message.chatId}`}))`.execute(trx);
    return trx
      .insertInto('bot_deliveries')
      // The app's clock, as everything else that reads received_at (the restart's last hour, the week kept).
      .values({ channel: message.channel, delivery_id: message.deliveryId, chat_id: message.chatId, message: JSON.stringify(message), received_at: deps.clock() })
      .onConflict((conflict) => conflict.columns(['channel', 'delivery_id']).doNothing())
      .returning('delivery_id')
      .executeTakeFirst();
  });
  if (!inserted) return 'duplicate';
  const job: BotReplyJob = { channel: message.channel, deliveryId: message.deliveryId };
  await deps.jobs.send(BOT_REPLY, job, { key: botReplyKey(message.channel, message.deliveryId) });
  return 'queued';
}
