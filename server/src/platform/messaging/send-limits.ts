// How fast the bot may write on each service: the one place these figures live. The clients wait
// for a turn against these keys before every call (platform/shared-rate-limiter.ts), counted in
// the database, so every server on it shares one allowance per bot, number and chat.
import type { LimitedKey, Rate } from '../shared-rate-limiter.ts';

/** A send whose turn is further off goes back to its job, which starts again after the wait (as after a 429). */
export const SEND_WAIT_MAX_MS = 10_000;

/** Telegram's limits for bots (core.telegram.org/bots/faq). Evenly spaced: no second, or minute, holds more. */
export const TELEGRAM_SEND_RATES = {
  /** About 30 messages a second in all. */
  bot: { perSecond: 30, burst: 1 },
  /** One message a second in one chat. */
  chat: { perSecond: 1, burst: 1 },
  /** 20 messages a minute in a group (a chat whose id is negative). */
  group: { perSecond: 20 / 60, burst: 1 },
} satisfies Record<string, Rate>;

/** The Cloud API's documented limits (developers.facebook.com/docs/whatsapp/cloud-api/overview). */
export const WHATSAPP_SEND_RATES = {
  /** Half the number's default 80 messages a second: what people send it counts against it too. */
  number: { perSecond: 40, burst: 1 },
  /** The pair rate: one message every 6 s to one person, bursts borrowing from later (WhatsApp allows 45; 10 here). */
  recipient: { perSecond: 1 / 6, burst: 10 },
} satisfies Record<string, Rate>;

/** The bot's id: the part of its token before the colon, which Telegram shows anyone (the secret is the rest). */
export function telegramBotId(botToken: string): string {
  return botToken.split(':')[0] ?? '';
}

/** What a message to a Telegram chat counts against: the bot, and the chat (a group at its own pace). */
export function telegramSendKeys(botId: string, chatId: string): LimitedKey[] {
  const bot = `telegram bot ${botId}`;
  const group = chatId.trim().startsWith('-');
  return [
    { key: bot, rate: TELEGRAM_SEND_RATES.bot },
    { key: `${bot} chat ${chatId}`, rate: group ? TELEGRAM_SEND_RATES.group : TELEGRAM_SEND_RATES.chat },
  ];
}

/** What a WhatsApp call counts against: the number, and the person it writes to (an upload writes to no one). */
export function whatsAppSendKeys(phoneNumberId: string, to: string | null): LimitedKey[] {
  const number = `whatsapp number ${phoneNumberId}`;
  return [{ key: number, rate: WHATSAPP_SEND_RATES.number }, ...(to === null ? [] : [{ key: `${number} to ${to}`, rate: WHATSAPP_SEND_RATES.recipient }])];
}
