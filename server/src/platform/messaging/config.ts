// The two messaging channels' settings (docs/configuration.md). A channel is on only with
// all of its required variables; with none of them it is off (its routes answer 404 and no client
// starts); with some but not all, the server refuses to start and names what is missing. Tokens and
// secrets never appear in a message.
import { configError } from '../errors.ts';

export const TELEGRAM_API_ROOT_DEFAULT = 'https://api.telegram.org';
/** The Graph API version the Cloud API's documented endpoints are written against. */
export const WHATSAPP_API_ROOT_DEFAULT = 'https://graph.facebook.com/v21.0';

export interface TelegramConfig {
  botToken: string;
  webhookSecret: string;
  /** The bot's @username without the @, for `https://t.me/<bot>?start=<code>` links; null: no link, the code only. */
  botUsername: string | null;
  apiRoot: string;
}

export interface WhatsAppConfig {
  accessToken: string;
  phoneNumberId: string;
  appSecret: string;
  verifyToken: string;
  apiRoot: string;
  /** The number people write to, digits only, for `https://wa.me/<number>` links; null: the code only. */
  displayNumber: string | null;
}

export interface MessagingConfig {
  telegram: TelegramConfig | null;
  whatsapp: WhatsAppConfig | null;
}

type Read = (name: string) => string | undefined;

/** All or none: a half-configured channel is a mistake to name at start, not a bot that silently never answers. */
function allOrNone<Name extends string>(read: Read, channel: string, names: readonly Name[]): Record<Name, string> | null {
  const present = names.filter((name) => read(name) !== undefined);
  if (present.length === 0) return null;
  const missing = names.filter((name) => read(name) === undefined);
  if (missing.length > 0) throw configError(`${channel} needs ${missing.join(', ')} as well (set all of ${names.join(', ')}, or none)`);
  return Object.fromEntries(names.map((name) => [name, read(name)!])) as Record<Name, string>;
}

function apiRoot(read: Read, name: string, fallback: string): string {
  const value = (read(name) ?? fallback).replace(/\/+$/, '');
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return value;
  } catch {
    // named below
  }
  throw configError(`${name} must be an http(s) URL`);
}

// Telegram allows 1-256 characters of A-Z, a-z, 0-9, _ and - in a webhook's secret_token.
const TELEGRAM_SECRET = /^[A-Za-z0-9_-]{16,256}$/;
const TELEGRAM_USERNAME = /^@?([A-Za-z][A-Za-z0-9_]{3,31})$/;

export function parseMessagingConfig(read: Read): MessagingConfig {
  const telegramVars = allOrNone(read, 'Telegram', ['TELEGRAM_BOT_TOKEN', 'TELEGRAM_WEBHOOK_SECRET']);
  let telegram: TelegramConfig | null = null;
  if (telegramVars) {
    if (!TELEGRAM_SECRET.test(telegramVars.TELEGRAM_WEBHOOK_SECRET)) {
      throw configError('TELEGRAM_WEBHOOK_SECRET must be 16-256 letters, digits, _ or - (Telegram allows no others)');
    }
    const username = read('TELEGRAM_BOT_USERNAME');
    const match = username === undefined ? null : TELEGRAM_USERNAME.exec(username);
    if (username !== undefined && !match) throw configError('TELEGRAM_BOT_USERNAME must be the bot\'s @username, e.g. LecternBot');
    telegram = {
      botToken: telegramVars.TELEGRAM_BOT_TOKEN,
      webhookSecret: telegramVars.TELEGRAM_WEBHOOK_SECRET,
      botUsername: match?.[1] ?? null,
      apiRoot: apiRoot(read, 'TELEGRAM_API_ROOT', TELEGRAM_API_ROOT_DEFAULT),
    };
  }

  const whatsappVars = allOrNone(read, 'WhatsApp', ['WHATSAPP_ACCESS_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN']);
  let whatsapp: WhatsAppConfig | null = null;
  if (whatsappVars) {
    if (!/^\d{1,32}$/.test(whatsappVars.WHATSAPP_PHONE_NUMBER_ID)) throw configError('WHATSAPP_PHONE_NUMBER_ID must be the number\'s id (digits) from the app dashboard');
    const display = read('WHATSAPP_DISPLAY_NUMBER')?.replace(/[\s()+-]/g, '');
    if (display !== undefined && !/^\d{6,15}$/.test(display)) throw configError('WHATSAPP_DISPLAY_NUMBER must be a phone number in international form, e.g. +234 801 234 5678');
    whatsapp = {
      accessToken: whatsappVars.WHATSAPP_ACCESS_TOKEN,
      phoneNumberId: whatsappVars.WHATSAPP_PHONE_NUMBER_ID,
      appSecret: whatsappVars.WHATSAPP_APP_SECRET,
      verifyToken: whatsappVars.WHATSAPP_VERIFY_TOKEN,
      apiRoot: apiRoot(read, 'WHATSAPP_API_ROOT', WHATSAPP_API_ROOT_DEFAULT),
      displayNumber: display ?? null,
    };
  }
  return { telegram, whatsapp };
}
