// A ChannelClient that records every message the bot sends, for tests that drive the
// messaging domain without a fake service. It can be told to refuse with a 429 or to find the
// chat gone, as the real clients do.
import type { MessagingChannel } from '@lectern/shared-api/contract';
import { BOT_DOCUMENT_MAX_BYTES, ChannelRateLimitedError, ChatUnreachableError, type ChannelClient, type OutgoingMessage } from '../../src/platform/messaging/channel.ts';

export interface SentMessage {
  chatId: string;
  message: OutgoingMessage;
}

export interface RecordingChannel extends ChannelClient {
  /** Every message sent, oldest first (a refused call is not in it). */
  sent: SentMessage[];
  /** The texts sent to one chat, oldest first. */
  textsTo(chatId: string): string[];
  /** The next call (or the one after `after` more that go) throws ChannelRateLimitedError, once. */
  rateLimitOnce(retryAfterMs: number, after?: number): void;
  /** The next `times` calls (after `after` more that go) throw this error. */
  failNext(error: Error, options?: { after?: number; times?: number }): void;
  /** Every call to this chat throws ChatUnreachableError. */
  unreachable(chatId: string): void;
  clear(): void;
}

export function createRecordingChannel(channel: MessagingChannel, { buttonsMax = channel === 'telegram' ? 8 : 0 } = {}): RecordingChannel {
  const sent: SentMessage[] = [];
  const gone = new Set<string>();
  let failure: { error: Error; after: number; times: number } | null = null;
  return {
    channel,
    documentMaxBytes: BOT_DOCUMENT_MAX_BYTES,
    buttonsMax,
    sent,
    async send(chatId, message) {
      if (gone.has(chatId)) throw new ChatUnreachableError('The chat is gone');
      if (failure) {
        if (failure.after === 0) {
          const { error } = failure;
          failure.times -= 1;
          if (failure.times === 0) failure = null;
          throw error;
        }
        failure.after -= 1;
      }
      sent.push({ chatId, message });
    },
    textsTo: (chatId) => sent.filter((item) => item.chatId === chatId && item.message.kind === 'text').map((item) => (item.message as { text: string }).text),
    rateLimitOnce(retryAfterMs, after = 0) {
      failure = { error: new ChannelRateLimitedError(retryAfterMs), after, times: 1 };
    },
    failNext(error, { after = 0, times = 1 } = {}) {
      failure = { error, after, times };
    },
    unreachable: (chatId) => void gone.add(chatId),
    clear() {
      sent.length = 0;
      gone.clear();
      failure = null;
    },
  };
}
