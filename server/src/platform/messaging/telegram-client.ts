// The Telegram channel: grammY's `Api` (no Bot, no polling: updates come to the webhook),
// paced to Telegram's limits with every other server on the database (telegram-pacing.ts,
// send-limits.ts) and retrying a short 429 itself; a longer one is handed back as
// ChannelRateLimitedError so the reply job waits for it instead of a worker. Errors are rebuilt
// here because grammY's carry more than they should (an HttpError holds the fetch error, whose
// message names the URL with the token; a GrammyError holds the whole payload, file bytes too).
import { Api, GrammyError, HttpError, InputFile } from 'grammy';
import type { InlineKeyboardMarkup } from 'grammy/types';
import { autoRetry } from '@grammyjs/auto-retry';
import { BOT_DOCUMENT_MAX_BYTES, ChannelRateLimitedError, ChatUnreachableError, type ChannelClient, type OutgoingMessage, type ReplyButton } from './channel.ts';
import type { TelegramConfig } from './config.ts';
import type { Pacer } from '../shared-rate-limiter.ts';
import { telegramBotId } from './send-limits.ts';
import { pacedTelegramCalls } from './telegram-pacing.ts';

/** Telegram's limits (core.telegram.org/bots/api): a message's text, a document's caption, a button's data. */
export const TELEGRAM_TEXT_MAX = 4096;
export const TELEGRAM_CAPTION_MAX = 1024;
export const TELEGRAM_CALLBACK_DATA_MAX_BYTES = 64;
/** Telegram takes files up to 50 MB from a bot; ours stop lower (BOT_DOCUMENT_MAX_BYTES). */
export const TELEGRAM_UPLOAD_MAX_BYTES = 50 * 1024 * 1024;
/** Buttons under one reply, one a row: more would push the list off a phone's screen. */
export const TELEGRAM_BUTTONS_MAX = 8;
/** A button's label is cut here: a phone shows about this much on one full-width row. */
export const TELEGRAM_BUTTON_LABEL_MAX = 60;

/** A 429 asking for at most this long is waited out here; a longer one goes back to the job. */
const SHORT_WAIT_SECONDS = 5;
const SHORT_WAIT_RETRIES = 2;
/** One call may take this long (grammY's default is 500 s, far past a job's patience). */
const CALL_TIMEOUT_SECONDS = 60;
const ANSWER_TIMEOUT_SECONDS = 10;

/** A Telegram call that failed for another reason than a rate limit or a gone chat; never with the token. */
export class TelegramApiError extends Error {
  constructor(
    readonly method: string,
    readonly errorCode: number | null,
    message: string,
  ) {
    super(message);
    this.name = 'TelegramApiError';
  }
}

const ELLIPSIS = '…';

/** At most `max` UTF-16 units (Telegram counts that way), ending in an ellipsis when cut, never half a pair. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max - ELLIPSIS.length;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return text.slice(0, end) + ELLIPSIS;
}

/** grammY writes the name unquoted into the multipart header: no line breaks, quotes or separators. */
export function uploadFileName(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is taken out
  const clean = name.replace(/[\u0000-\u001f\u007f"\\;]/g, '_').trim();
  return clean === '' ? 'document' : clean;
}

function keyboard(buttons: ReplyButton[] | undefined): InlineKeyboardMarkup | undefined {
  if (!buttons?.length) return undefined;
  if (buttons.length > TELEGRAM_BUTTONS_MAX) throw new Error(`A Telegram reply carries at most ${TELEGRAM_BUTTONS_MAX} buttons`);
  return {
    inline_keyboard: buttons.map((button) => {
      if (Buffer.byteLength(button.choice) > TELEGRAM_CALLBACK_DATA_MAX_BYTES) {
        throw new Error(`A Telegram button's choice is at most ${TELEGRAM_CALLBACK_DATA_MAX_BYTES} bytes`);
      }
      return [{ text: cutText(button.label, TELEGRAM_BUTTON_LABEL_MAX), callback_data: button.choice }];
    }),
  };
}

// 403 is always the chat refusing the bot (blocked, deactivated, kicked, never started); these 400s
// say the chat is gone or closed to it. Retrying any of them cannot help.
const UNREACHABLE_400 = /chat not found|user not found|group chat was upgraded|not enough rights|have no rights|chat_write_forbidden|peer_id_invalid/i;

/** Removes the token from text that may quote a URL (a fetch error's message names it). */
export function withoutToken(text: string, token: string): string {
  const named = token === '' ? text : text.split(token).join('<token>');
  return named.replace(/bot\d+:[A-Za-z0-9_-]+/g, 'bot<token>');
}

/** What the reply job understands, from whatever grammY (or the network under it) threw. */
export function toChannelError(error: unknown, token: string, method: string): Error {
  // Already what the job understands (the pacing hands back a turn too far off).
  if (error instanceof ChannelRateLimitedError || error instanceof ChatUnreachableError) return error;
  if (error instanceof GrammyError) {
    const description = withoutToken(error.description, token);
    if (error.error_code === 429) return new ChannelRateLimitedError((error.parameters.retry_after ?? 1) * 1000);
    if (error.error_code === 403 || (error.error_code === 400 && UNREACHABLE_400.test(description))) {
      return new ChatUnreachableError(`Telegram cannot deliver to this chat (${error.error_code}: ${description})`);
    }
    if (error.error_code === 401) return new TelegramApiError(method, 401, 'Telegram refused the bot token (401): check TELEGRAM_BOT_TOKEN');
    return new TelegramApiError(method, error.error_code, `Telegram refused ${method} (${error.error_code}: ${description})`);
  }
  if (error instanceof HttpError) {
    const cause = error.error instanceof Error ? `: ${withoutToken(error.error.message, token)}` : '';
    return new TelegramApiError(method, null, `Telegram could not be reached for ${method}${cause}`);
  }
  const message = error instanceof Error ? error.message : String(error);
  return new TelegramApiError(method, null, `Telegram ${method} failed: ${withoutToken(message, token)}`);
}

function createApi(config: TelegramConfig, timeoutSeconds: number): Api {
  return new Api(config.botToken, { apiRoot: config.apiRoot, timeoutSeconds });
}

export function createTelegramClient(config: TelegramConfig, pacer: Pacer): ChannelClient {
  const api = createApi(config, CALL_TIMEOUT_SECONDS);
  // Order matters: the last installed runs first, so a retried call waits for a turn again.
  api.config.use(pacedTelegramCalls(pacer, telegramBotId(config.botToken)));
  // Network failures and 5xx go back to the job (its own backoff); auto-retry would otherwise
  // retry a network failure without end.
  api.config.use(autoRetry({ maxDelaySeconds: SHORT_WAIT_SECONDS, maxRetryAttempts: SHORT_WAIT_RETRIES, rethrowHttpErrors: true, rethrowInternalServerErrors: true }));
  const documentMaxBytes = Math.min(BOT_DOCUMENT_MAX_BYTES, TELEGRAM_UPLOAD_MAX_BYTES);

  async function call(method: string, run: () => Promise<unknown>): Promise<void> {
    try {
      await run();
    } catch (error) {
      throw toChannelError(error, config.botToken, method);
    }
  }

  return {
    channel: 'telegram',
    documentMaxBytes,
    buttonsMax: TELEGRAM_BUTTONS_MAX,
    async send(chatId: string, message: OutgoingMessage): Promise<void> {
      if (message.kind === 'text') {
        const replyMarkup = keyboard(message.buttons);
        await call('sendMessage', () =>
          api.sendMessage(chatId, cutText(message.text, TELEGRAM_TEXT_MAX), {
            // The bot's links go to the site's own pages: a preview card under each list is noise.
            link_preview_options: { is_disabled: true },
            ...(replyMarkup ? { reply_markup: replyMarkup } : {}),
          }),
        );
        return;
      }
      if (message.bytes.length > documentMaxBytes) throw new Error(`A Telegram document is at most ${documentMaxBytes} bytes`);
      const file = new InputFile(message.bytes, uploadFileName(message.fileName));
      await call('sendDocument', () => api.sendDocument(chatId, file, message.caption ? { caption: cutText(message.caption, TELEGRAM_CAPTION_MAX) } : {}));
    },
  };
}

/**
 * Stops a pressed button's spinner (answerCallbackQuery). Not paced or retried: it is not a
 * message, and a late answer is worth nothing. Throws TelegramApiError (without the token).
 */
export function createTelegramButtonAnswerer(config: TelegramConfig): (callbackQueryId: string) => Promise<void> {
  const api = createApi(config, ANSWER_TIMEOUT_SECONDS);
  return async (callbackQueryId) => {
    try {
      await api.answerCallbackQuery(callbackQueryId);
    } catch (error) {
      throw toChannelError(error, config.botToken, 'answerCallbackQuery');
    }
  };
}

/** What `npm run bot:telegram:webhook` asks of Telegram (setup/register-telegram-webhook.ts). */
export async function setTelegramWebhook(config: TelegramConfig, url: string): Promise<void> {
  const api = createApi(config, ANSWER_TIMEOUT_SECONDS * 3);
  try {
    await api.setWebhook(url, { secret_token: config.webhookSecret, allowed_updates: ['message', 'callback_query'], drop_pending_updates: false });
  } catch (error) {
    throw toChannelError(error, config.botToken, 'setWebhook');
  }
}
