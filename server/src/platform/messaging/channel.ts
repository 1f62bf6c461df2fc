// One messaging domain, two channels: what the bot's conversation needs of a channel,
// whichever it is. Telegram (grammY, telegram-client.ts) and WhatsApp (the Cloud API over fetch,
// whatsapp-client.ts) each implement it; their webhook routes turn a delivery into the domain's
// IncomingMessage (domain/messaging/incoming.ts).
import type { MessagingChannel } from '@lectern/shared-api/contract';

/** The most the bot sends as a file on any channel; a channel may allow less. */
export const BOT_DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;

/** A button under a reply; a channel without buttons shows them as a numbered list instead. */
export interface ReplyButton {
  /** What the person reads (a channel shortens it to its own limit). */
  label: string;
  /** What comes back when it is pressed: never trusted, checked like typed text. */
  choice: string;
}

export type OutgoingMessage =
  | { kind: 'text'; text: string; buttons?: ReplyButton[] }
  | { kind: 'document'; fileName: string; contentType: string; bytes: Buffer; caption?: string };

/** A channel refused a call for now: try again after this long (a 429's retry_after). */
export class ChannelRateLimitedError extends Error {
  constructor(readonly retryAfterMs: number) {
    super(`The messaging service asked to wait ${Math.ceil(retryAfterMs / 1000)} s`);
    this.name = 'ChannelRateLimitedError';
  }
}

/** The chat cannot be written to any more (the person blocked the bot, the number is gone): do not retry. */
export class ChatUnreachableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChatUnreachableError';
  }
}

/** How the bot talks back in one channel. */
export interface ChannelClient {
  readonly channel: MessagingChannel;
  /** The largest document this channel takes from a bot (at most BOT_DOCUMENT_MAX_BYTES); bigger files go as a link. */
  readonly documentMaxBytes: number;
  /** How many buttons a reply may carry (0: none, so the conversation numbers its choices instead). */
  readonly buttonsMax: number;
  /**
   * Sends one message, waiting within the channel's rate limits. Throws ChannelRateLimitedError on a
   * 429 it will not wait out itself, ChatUnreachableError when the chat is gone, another Error
   * otherwise; never with a token in the message.
   */
  send(chatId: string, message: OutgoingMessage): Promise<void>;
}
