// What a person did in a chat, as both channels' webhook routes hand it to the domain.
import type { MessagingChannel } from '@lectern/shared-api/contract';

/** The longest text the bot reads from one message; longer is cut (Telegram's own limit is 4096). */
export const INCOMING_TEXT_MAX = 4096;

export interface IncomingMessage {
  channel: MessagingChannel;
  /** The service's id of this delivery (Telegram's update_id, WhatsApp's message id): each is handled once. */
  deliveryId: string;
  /** The chat to answer in (Telegram's chat id, WhatsApp's wa_id). */
  chatId: string;
  /** Who the chat is, for its owner's Settings: a Telegram @username or name, a WhatsApp number with its middle hidden. */
  chatLabel: string | null;
  /** What the person typed (at most INCOMING_TEXT_MAX); null for a button press. */
  text: string | null;
  /** The data of the button the person pressed (never trusted: checked like typed text); null for text. */
  choice: string | null;
}
