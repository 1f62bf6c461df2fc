// Linking chats as people do it: a code from Settings, then a message in the chat that
// goes through acceptIncoming and the reply job, as a webhook would hand it over.
import { randomBytes } from 'node:crypto';
import type { MessagingChannel, MessagingConnection, MessagingLinkCode } from '@lectern/shared-api/contract';
import { acceptIncoming, type IncomingMessage } from '../../src/domain/messaging/index.ts';
import type { MemoryQueue } from '../../src/platform/jobs/memory-queue.ts';
import type { Session } from '../helpers/accounts.ts';
import { dataOf } from '../helpers/responses.ts';
import type { TestApp } from '../helpers/test-app.ts';

/** Both channels set up (the clients are replaced by recording ones; their services are never called). */
export const BOTH_CHANNELS_ENV = {
  TELEGRAM_BOT_TOKEN: '123456:test-token-never-used',
  TELEGRAM_WEBHOOK_SECRET: 'test-webhook-secret-0123456789',
  TELEGRAM_BOT_USERNAME: 'LecternBot',
  TELEGRAM_API_ROOT: 'http://127.0.0.1:9',
  WHATSAPP_ACCESS_TOKEN: 'test-access-token-never-used',
  WHATSAPP_PHONE_NUMBER_ID: '1098765432',
  WHATSAPP_APP_SECRET: 'test-app-secret',
  WHATSAPP_VERIFY_TOKEN: 'test-verify-token',
  WHATSAPP_API_ROOT: 'http://127.0.0.1:9',
  WHATSAPP_DISPLAY_NUMBER: '+234 801 234 5678',
};

export const TELEGRAM_ONLY_ENV = {
  TELEGRAM_BOT_TOKEN: BOTH_CHANNELS_ENV.TELEGRAM_BOT_TOKEN,
  TELEGRAM_WEBHOOK_SECRET: BOTH_CHANNELS_ENV.TELEGRAM_WEBHOOK_SECRET,
  TELEGRAM_API_ROOT: BOTH_CHANNELS_ENV.TELEGRAM_API_ROOT,
};

/** A fresh chat id, as a service would give one. */
export const newChatId = () => String(randomBytes(4).readUInt32BE());

let deliveries = 0;

export function chatTools(t: TestApp) {
  const idle = () => (t.app().jobs as MemoryQueue).idle();

  /** One message typed in a chat, accepted as a webhook would and answered; 'queued' or 'duplicate'. */
  async function say(channel: MessagingChannel, chatId: string, text: string, options: { chatLabel?: string | null; deliveryId?: string } = {}) {
    deliveries += 1;
    const message: IncomingMessage = {
      channel,
      deliveryId: options.deliveryId ?? `delivery-${deliveries}`,
      chatId,
      chatLabel: options.chatLabel === undefined ? `@chat${chatId}` : options.chatLabel,
      text,
      choice: null,
    };
    const outcome = await acceptIncoming({ db: t.db(), jobs: t.app().jobs, clock: t.clock.clock }, message);
    await idle();
    return outcome;
  }

  const requestCode = (session: Session, channel: string) =>
    t.app().inject({ method: 'POST', url: `/api/user/messaging/${channel}/link`, headers: session.bearer });

  async function codeFor(session: Session, channel: MessagingChannel): Promise<MessagingLinkCode> {
    return dataOf<MessagingLinkCode>(await requestCode(session, channel), 201);
  }

  async function connections(session: Session): Promise<MessagingConnection[]> {
    return dataOf<MessagingConnection[]>(await t.app().inject({ method: 'GET', url: '/api/user/messaging', headers: session.bearer }), 200);
  }

  const connection = async (session: Session, channel: MessagingChannel) => (await connections(session)).find((item) => item.channel === channel)!;

  /** Links a new chat of this channel to the person; answers its chat id. */
  async function link(session: Session, channel: MessagingChannel, chatId = newChatId()): Promise<string> {
    const { message } = await codeFor(session, channel);
    await say(channel, chatId, message);
    return chatId;
  }

  return { idle, say, requestCode, codeFor, connections, connection, link };
}
