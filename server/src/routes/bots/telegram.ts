// POST /api/bots/telegram: Telegram's webhook (docs/messaging.md). Registered only when
// the bot is set up (routes/bots/index.ts). The secret header is checked before the body is read;
// a delivery is turned into the domain's IncomingMessage, stored once (acceptIncoming) and
// answered 200 at once: the reply is a job. grammY's webhookCallback is not used: it runs the
// bot inside the request (with a getMe first), compares the secret with an early exit on length,
// and answers 401 with a bare string, where we queue, dedupe and answer with the envelope.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Chat, Update, User } from 'grammy/types';
import type { AppDeps } from '../../http/app-deps.ts';
import { Success, errorResponses, ok } from '../../http/envelope.ts';
import { acceptIncoming, INCOMING_TEXT_MAX, type IncomingMessage } from '../../domain/messaging/index.ts';
import { failure } from '../../platform/api-error.ts';
import { findHostileText } from '../../platform/fields/text-input.ts';
import { createTelegramButtonAnswerer, cutText } from '../../platform/messaging/telegram-client.ts';

export const TELEGRAM_WEBHOOK_PATH = '/telegram';
export const TELEGRAM_SECRET_HEADER = 'x-telegram-bot-api-secret-token';
/** An update is a few KB; room for a 64 KB message (cut on arrival) and then some, not for a flood. */
export const TELEGRAM_WEBHOOK_BODY_LIMIT = 1024 * 1024;

/** What the webhook did with a delivery (Telegram reads only the status; tests read this). */
type Outcome = 'queued' | 'duplicate' | 'ignored';
const OutcomeSchema = Type.Union([Type.Literal('queued'), Type.Literal('duplicate'), Type.Literal('ignored')]);

// A body that cannot be a delivery: JSON that does not parse, or text PostgreSQL would refuse.
// Telegram redelivers anything but a 2xx, and these would never become valid: 200, nothing done.
const UNUSABLE_BODY = Object.freeze({ unusable: true });

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Constant time whatever the header holds: both sides are hashed to the same length first. */
function secretMatches(header: string | string[] | undefined, expected: Buffer): boolean {
  if (typeof header !== 'string') return false;
  return timingSafeEqual(digest(header), expected);
}

/** Longest label kept for Settings (Telegram names are at most 64 characters a part). */
const CHAT_LABEL_MAX = 130;

/** Who the chat is, for its owner's Settings: @username, else the name (a group's title). */
function labelOf(chat: Partial<Chat> | undefined, from: Partial<User> | undefined): string | null {
  for (const who of [chat, from] as Array<Partial<Chat & User> | undefined>) {
    if (!who) continue;
    if (typeof who.username === 'string' && who.username) return cutText(`@${who.username}`, CHAT_LABEL_MAX);
    if (typeof who.title === 'string' && who.title) return cutText(who.title, CHAT_LABEL_MAX);
    const name = [who.first_name, who.last_name].filter((part) => typeof part === 'string' && part).join(' ');
    if (name) return cutText(name, CHAT_LABEL_MAX);
  }
  return null;
}

const isChatId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

/** The part of an update the bot answers (a text message, a pressed button), or null for anything else. */
export function toIncomingMessage(body: unknown): { message: IncomingMessage; callbackQueryId: string | null } | null {
  if (!body || typeof body !== 'object') return null;
  const update = body as Partial<Update>;
  if (!isChatId(update.update_id)) return null;
  const deliveryId = String(update.update_id);
  const message = update.message;
  if (message && typeof message === 'object') {
    if (typeof message.text !== 'string' || !isChatId(message.chat?.id)) return null;
    return {
      message: {
        channel: 'telegram',
        deliveryId,
        chatId: String(message.chat.id),
        chatLabel: labelOf(message.chat, message.from),
        text: cutText(message.text, INCOMING_TEXT_MAX),
        choice: null,
      },
      callbackQueryId: null,
    };
  }
  const query = update.callback_query;
  if (query && typeof query === 'object') {
    // A button on an inline message (no chat) is not one of ours.
    if (typeof query.data !== 'string' || typeof query.id !== 'string' || !isChatId(query.message?.chat?.id)) return null;
    return {
      message: {
        channel: 'telegram',
        deliveryId,
        chatId: String(query.message.chat.id),
        chatLabel: labelOf(query.message.chat, query.from),
        text: null,
        choice: query.data,
      },
      callbackQueryId: query.id,
    };
  }
  return null;
}

export const telegramWebhookRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const config = deps.config.messaging.telegram;
  if (!config) return;
  const expectedSecret = digest(config.webhookSecret);
  const answerButton = createTelegramButtonAnswerer(config);

  // This plugin's own JSON reader (encapsulated: other routes keep Fastify's), so a body that is
  // not a usable delivery is answered 200 rather than refused with a 400 Telegram would retry.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body as string);
    } catch {
      done(null, UNUSABLE_BODY);
      return;
    }
    done(null, findHostileText(parsed) === null ? parsed : UNUSABLE_BODY);
  });

  app.post(
    TELEGRAM_WEBHOOK_PATH,
    {
      bodyLimit: TELEGRAM_WEBHOOK_BODY_LIMIT,
      // Before the body is read: a caller without the secret costs nothing more.
      onRequest: async (request, reply) => {
        if (!secretMatches(request.headers[TELEGRAM_SECRET_HEADER], expectedSecret)) {
          return reply.status(401).send(failure(401, 'UNAUTHORIZED', 'This address takes deliveries from Telegram only'));
        }
        return undefined;
      },
      schema: {
        summary: "Telegram's webhook: a delivery is stored once and answered by a job",
        hide: true,
        response: { 200: Success(Type.Object({ outcome: OutcomeSchema })), ...errorResponses(401) },
      },
    },
    async (request) => {
      if (request.body === UNUSABLE_BODY) {
        request.log.warn('telegram webhook: a body that is not a usable update, ignored');
        return ok({ outcome: 'ignored' as Outcome });
      }
      const incoming = toIncomingMessage(request.body);
      if (!incoming) return ok({ outcome: 'ignored' as Outcome });
      const outcome = await acceptIncoming(deps.messaging, incoming.message);
      const callbackQueryId = incoming.callbackQueryId;
      if (callbackQueryId !== null && outcome === 'queued') {
        // Stops the button's spinner; the 200 does not wait for it, and a failure only costs the spinner.
        answerButton(callbackQueryId).catch((error: unknown) => {
          request.log.warn({ reason: error instanceof Error ? error.message : 'unknown' }, 'telegram: could not answer a button press');
        });
      }
      return ok({ outcome });
    },
  );
};
