// The bot's conversation called as the reply job calls it (domain/messaging/conversation), on the
// test app's database and file storage, with a channel that only records what it is given.
import { randomBytes } from 'node:crypto';
import type { MessagingChannel } from '@lectern/shared-api/contract';
import { answerCommand } from '../../src/domain/messaging/conversation/index.ts';
import type { BotCommand } from '../../src/domain/messaging/commands.ts';
import type { MessagingDeps } from '../../src/domain/messaging/deps.ts';
import type { Viewer } from '../../src/domain/users/index.ts';
import { BOT_DOCUMENT_MAX_BYTES, type ChannelClient, type OutgoingMessage } from '../../src/platform/messaging/channel.ts';
import { createFileStorage } from '../../src/platform/storage/create.ts';
import type { Person } from '../helpers/materials.ts';
import type { TestApp } from '../helpers/test-app.ts';

export const PUBLIC_URL = 'https://lectern.example.edu';

export interface RecordingClient extends ChannelClient {
  sent: Array<{ chatId: string; message: OutgoingMessage }>;
}

export function recordingClient(options: { channel?: MessagingChannel; buttonsMax?: number; documentMaxBytes?: number } = {}): RecordingClient {
  const sent: RecordingClient['sent'] = [];
  return {
    channel: options.channel ?? 'telegram',
    buttonsMax: options.buttonsMax ?? 8,
    documentMaxBytes: options.documentMaxBytes ?? BOT_DOCUMENT_MAX_BYTES,
    sent,
    send: async (chatId, message) => {
      sent.push({ chatId, message });
    },
  };
}

export async function messagingDeps(t: TestApp): Promise<MessagingDeps> {
  return {
    db: t.db(),
    // The app's own storage: the same folder under its DATA_DIR.
    storage: await createFileStorage({ dataDir: t.dataDir(), storage: null }),
    jobs: t.app().jobs,
    clock: t.clock.clock,
    publicUrl: PUBLIC_URL,
    channels: {},
    log: { info: () => undefined, warn: () => undefined, error: () => undefined },
  };
}

/** Who a linked chat is: the person as the reply job hands them over. */
export async function viewerOf(t: TestApp, person: Pick<Person, 'id'>): Promise<Viewer> {
  const row = await t.db().selectFrom('users').select(['id', 'role', 'department_id']).where('id', '=', person.id).executeTakeFirstOrThrow();
  return { id: row.id, role: row.role, departmentId: row.department_id };
}

export interface TestChat {
  chatId: string;
  channel: MessagingChannel;
  client: RecordingClient;
  /** Answers one command as this chat (linked to `viewer`, or not). */
  ask(command: BotCommand): Promise<OutgoingMessage[]>;
}

export function chatOf(t: TestApp, viewer: Viewer | null, client: RecordingClient = recordingClient()): TestChat {
  const chatId = String(randomBytes(4).readUInt32BE());
  return {
    chatId,
    channel: client.channel,
    client,
    ask: async (command) => answerCommand(await messagingDeps(t), { channel: client.channel, chatId, viewer, client }, command),
  };
}

/** The one text message of an answer (fails the test otherwise). */
export function textOf(messages: OutgoingMessage[]): Extract<OutgoingMessage, { kind: 'text' }> {
  expect(messages).toHaveLength(1);
  const [message] = messages;
  if (message?.kind !== 'text') throw new Error(`expected a text, got ${message?.kind}`);
  return message;
}

/** The one document of an answer (fails the test otherwise). */
export function documentOf(messages: OutgoingMessage[]): Extract<OutgoingMessage, { kind: 'document' }> {
  expect(messages).toHaveLength(1);
  const [message] = messages;
  if (message?.kind !== 'document') throw new Error(`expected a document, got ${message?.kind}: ${message?.kind === 'text' ? message.text : ''}`);
  return message;
}

/** A course code no other test uses, e.g. 'ZQK 317'. */
export function uniqueCourseCode(): string {
  const letters = [...randomBytes(3)].map((byte) => 'ABCDEFGHJKLMNPQRSTUVWXYZ'[byte % 24]).join('');
  return `Z${letters.slice(0, 2)} ${100 + (randomBytes(2).readUInt16BE() % 800)}`;
}
