// Answering a message: the webhook stored the delivery and queued this job, so the
// service got its 200 at once and the reply outlives a server that dies. Link and stop are
// answered here (they change who the chat is); everything else is the conversation's. Replies go
// out in order; after a 429 the job is queued again to start when the service said, from the
// first reply not yet sent. A chat's messages are answered one at a time in the order they came,
// whichever server's job takes each: a number typed right after a search picks from that search's
// list, and answers never cross.
import type { JobKind, JobPolicy } from '../../platform/jobs/job-queue.ts';
import type { OutgoingMessage } from '../../platform/messaging/channel.ts';
import { parseCommand } from './commands.ts';
import { answerCommand, type ConversationChat } from './conversation/index.ts';
import { BOT_REPLY, UNANSWERED_STALE_MS, botReplyKey, type BotReplyJob, type StoredDelivery } from './deliveries.ts';
import type { MessagingDeps } from './deps.ts';
import { answerLink, answerStop } from './link-commands.ts';
import { linkedPerson } from './links.ts';
import { sendReplies } from './send-replies.ts';

/** A person waits for the answer: a few quick tries, and a try that hangs a minute is over. */
export const BOT_REPLY_POLICY: JobPolicy = { attempts: 4, retryDelaySeconds: 5, expireInSeconds: 60, concurrency: 4 };

export type AnswerCommand = typeof answerCommand;

/** How long a message waits before it looks again whether the chat's earlier ones are answered. */
const EARLIER_FIRST_WAIT_SECONDS = 1;

/**
 * Whether an earlier message of the same chat is still unanswered (and not yet stale): its
 * replies go first. Deliveries are marked answered only once their replies went, so waiting
 * for that keeps a chat's answers in order across servers with no lock.
 */
async function earlierUnanswered(deps: Pick<MessagingDeps, 'db' | 'clock'>, job: BotReplyJob): Promise<boolean> {
  const earlier = await deps.db
    .selectFrom('bot_deliveries as this')
    .innerJoin('bot_deliveries as earlier', (join) => join.onRef('earlier.channel', '=', 'this.channel').onRef('earlier.chat_id', '=', 'this.chat_id'))
    .select('earlier.delivery_id')
    .where('this.channel', '=', job.channel)
    .where('this.delivery_id', '=', job.deliveryId)
    .whereRef('earlier.arrival', '<', 'this.arrival')
    .where('earlier.answered_at', 'is', null)
    .where('earlier.received_at', '>=', new Date(deps.clock().getTime() - UNANSWERED_STALE_MS))
    .limit(1)
    .executeTakeFirst();
  return earlier !== undefined;
}

async function markAnswered(deps: Pick<MessagingDeps, 'db' | 'clock'>, job: BotReplyJob): Promise<void> {
  await deps.db
    .updateTable('bot_deliveries')
    .set({ answered_at: deps.clock() })
    .where('channel', '=', job.channel)
    .where('delivery_id', '=', job.deliveryId)
    .where('answered_at', 'is', null)
    .execute();
}

async function repliesTo(deps: MessagingDeps, delivery: StoredDelivery, client: ConversationChat['client']): Promise<OutgoingMessage[]> {
  const command = parseCommand(delivery);
  const chat = { channel: delivery.channel, chatId: delivery.chatId };
  if (command.kind === 'link') {
    const attempt = { ...chat, deliveryId: delivery.deliveryId, chatLabel: delivery.chatLabel, earlier: delivery.linkOutcome };
    return answerLink(deps, attempt, command.code);
  }
  if (command.kind === 'stop') return answerStop(deps, chat);
  const person = await linkedPerson(deps.db, chat);
  return answerCommand(deps, { ...chat, viewer: person?.viewer ?? null, client }, command);
}

export async function answerDelivery(deps: MessagingDeps, job: BotReplyJob): Promise<void> {
  const row = await deps.db
    .selectFrom('bot_deliveries')
    .select(['message', 'answered_at'])
    .where('channel', '=', job.channel)
    .where('delivery_id', '=', job.deliveryId)
    .executeTakeFirst();
  if (!row || row.answered_at) return;
  const client = deps.channels[job.channel];
  // The channel was turned off since: there is nothing to answer through.
  if (!client) return;
  if (await earlierUnanswered(deps, job)) {
    await deps.jobs.send(BOT_REPLY, job, { key: botReplyKey(job.channel, job.deliveryId), startAfterSeconds: EARLIER_FIRST_WAIT_SECONDS });
    return;
  }
  const delivery = row.message as StoredDelivery;
  const replies = await repliesTo(deps, delivery, client);
  const result = await sendReplies(client, delivery.chatId, replies, job.sent ?? 0);
  if (result.kind === 'later') {
    const next: BotReplyJob = { channel: job.channel, deliveryId: job.deliveryId, sent: result.sent };
    await deps.jobs.send(BOT_REPLY, next, { key: botReplyKey(job.channel, job.deliveryId), startAfterSeconds: result.afterSeconds });
    return;
  }
  await markAnswered(deps, job);
}

export function botReplyJob(deps: MessagingDeps, policy: JobPolicy = BOT_REPLY_POLICY): JobKind<BotReplyJob> {
  return {
    name: BOT_REPLY,
    policy,
    run: (job) => answerDelivery(deps, job),
    async exhausted(job) {
      // Which delivery, never what it said (it may hold a link code).
      deps.log.warn({ channel: job.channel, deliveryId: job.deliveryId }, 'gave up answering a message in a chat');
      await markAnswered(deps, job);
    },
  };
}
