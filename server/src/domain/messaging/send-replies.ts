// Sending a job's messages through a channel, in order, from where an earlier run stopped.
// A 429 is not a failure: the job is queued again to start after the wait the service
// asked for, keeping count of what went, so nothing is sent twice and nothing is skipped.
import { ChannelRateLimitedError, ChatUnreachableError, type ChannelClient, type OutgoingMessage } from '../../platform/messaging/channel.ts';

export type SendResult =
  | { kind: 'sent' }
  /** The person blocked the bot or the number is gone: nothing more to do. */
  | { kind: 'unreachable' }
  /** Stopped after `sent` messages: try again from there after this many seconds. */
  | { kind: 'later'; sent: number; afterSeconds: number };

/** Seconds to wait after a failure that was not a 429, once some messages went (the job then starts again from there). */
const AFTER_PARTIAL_FAILURE_SECONDS = 5;

/**
 * Sends `messages` from `alreadySent` on. A failure before anything went is thrown (the queue's
 * retries and backoff take it); after some went, the rest is due later, counted from there.
 */
export async function sendReplies(client: ChannelClient, chatId: string, messages: readonly OutgoingMessage[], alreadySent: number): Promise<SendResult> {
  for (let index = alreadySent; index < messages.length; index += 1) {
    try {
      await client.send(chatId, messages[index]!);
    } catch (error) {
      if (error instanceof ChatUnreachableError) return { kind: 'unreachable' };
      if (error instanceof ChannelRateLimitedError) return { kind: 'later', sent: index, afterSeconds: Math.max(1, Math.ceil(error.retryAfterMs / 1000)) };
      if (index > alreadySent) return { kind: 'later', sent: index, afterSeconds: AFTER_PARTIAL_FAILURE_SECONDS };
      throw error;
    }
  }
  return { kind: 'sent' };
}
