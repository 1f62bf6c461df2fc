// Chats linked to accounts. A chat links to one account and a person has one chat per
// channel (the table's two keys): linking again replaces either. What a linked chat may see is what
// its person may see on the site; an unlinked chat is a guest.
import type { Kysely } from 'kysely';
import { MESSAGING_CHANNELS, type MessagingChannel, type MessagingConnection } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import type { Viewer } from '../users/index.ts';

/** A chat in one channel. */
export interface ChatRef {
  channel: MessagingChannel;
  chatId: string;
}

/** The person a chat is linked to. */
export interface LinkedPerson {
  viewer: Viewer;
  linkedAt: Date;
}

/** Links the chat to the person, replacing the chat's earlier account and the person's earlier chat in this channel. */
export async function linkChat(trx: Kysely<Database>, chat: ChatRef & { chatLabel: string | null }, userId: string, now: Date): Promise<void> {
  // The person's choice about notices follows them to their new chat; a new person starts with it off.
  const earlier = await trx
    .selectFrom('messaging_links')
    .select(['approval_notices', 'group_notices'])
    .where('user_id', '=', userId)
    .where('channel', '=', chat.channel)
    .executeTakeFirst();
  await trx
    .deleteFrom('messaging_links')
    .where('channel', '=', chat.channel)
    .where((eb) => eb.or([eb('chat_id', '=', chat.chatId), eb('user_id', '=', userId)]))
    .execute();
  await trx
    .insertInto('messaging_links')
    .values({
      channel: chat.channel,
      chat_id: chat.chatId,
      user_id: userId,
      chat_label: chat.chatLabel,
      approval_notices: earlier?.approval_notices ?? false,
      group_notices: earlier?.group_notices ?? false,
      linked_at: now,
    })
    .execute();
}

export async function linkedPerson(db: Kysely<Database>, chat: ChatRef): Promise<LinkedPerson | null> {
  const row = await db
    .selectFrom('messaging_links as l')
    .innerJoin('users as u', 'u.id', 'l.user_id')
    .select(['u.id', 'u.role', 'u.department_id', 'l.linked_at'])
    .where('l.channel', '=', chat.channel)
    .where('l.chat_id', '=', chat.chatId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    viewer: { id: row.id, role: row.role, departmentId: row.department_id },
    linkedAt: new Date(row.linked_at),
  };
}

/** Forgets what the chat was last offered (a stale "2" must not pick from a list shown to someone else). */
async function forgetChoices(db: Kysely<Database>, chat: ChatRef, now: Date): Promise<void> {
  await db.updateTable('bot_chats').set({ choices: [], updated_at: now }).where('channel', '=', chat.channel).where('chat_id', '=', chat.chatId).execute();
}

/** "stop" in a chat: the chat is a guest again (its count of wrong codes stays, so stopping does not reset guessing). */
export async function unlinkChat(db: Kysely<Database>, chat: ChatRef, now: Date): Promise<boolean> {
  const removed = await db.deleteFrom('messaging_links').where('channel', '=', chat.channel).where('chat_id', '=', chat.chatId).executeTakeFirst();
  await forgetChoices(db, chat, now);
  return Number(removed.numDeletedRows) > 0;
}

/** "Disconnect" in Settings; nothing to do when not connected. */
export async function unlinkUser(db: Kysely<Database>, userId: string, channel: MessagingChannel, now: Date): Promise<boolean> {
  const removed = await db.deleteFrom('messaging_links').where('user_id', '=', userId).where('channel', '=', channel).returning('chat_id').executeTakeFirst();
  if (removed) await forgetChoices(db, { channel, chatId: removed.chat_id }, now);
  return removed !== undefined;
}

type LinkRow = { channel: MessagingChannel; chat_label: string | null; linked_at: Date; approval_notices: boolean; group_notices: boolean };
const LINK_COLUMNS = ['channel', 'chat_label', 'linked_at', 'approval_notices', 'group_notices'] as const;

function toConnection(channel: MessagingChannel, row: LinkRow | undefined, available: boolean): MessagingConnection {
  return {
    channel,
    available,
    connected: row !== undefined,
    chatLabel: row?.chat_label ?? null,
    linkedAt: row ? new Date(row.linked_at).toISOString() : null,
    approvalNotices: row?.approval_notices ?? false,
    groupNotices: row?.group_notices ?? false,
  };
}

/** Each channel as its person sees it in Settings; `available` says which channels this server has set up. */
export async function connectionsOf(db: Kysely<Database>, userId: string, available: (channel: MessagingChannel) => boolean): Promise<MessagingConnection[]> {
  const rows = await db.selectFrom('messaging_links').select(LINK_COLUMNS).where('user_id', '=', userId).execute();
  return MESSAGING_CHANNELS.map((channel) =>
    toConnection(
      channel,
      rows.find((row) => row.channel === channel),
      available(channel),
    ),
  );
}

/** The notices a person may have told in their chat, each on or off (Settings). */
export interface NoticeChoices {
  approvalNotices?: boolean;
  groupNotices?: boolean;
}

/** Turns the notices given on or off for the person's chat (the others stay); null when that channel is not connected. */
export async function setNoticeChoices(
  db: Kysely<Database>,
  userId: string,
  channel: MessagingChannel,
  choices: NoticeChoices,
  available: boolean,
): Promise<MessagingConnection | null> {
  const row = await db
    .updateTable('messaging_links')
    .set({
      ...(choices.approvalNotices !== undefined ? { approval_notices: choices.approvalNotices } : {}),
      ...(choices.groupNotices !== undefined ? { group_notices: choices.groupNotices } : {}),
    })
    .where('user_id', '=', userId)
    .where('channel', '=', channel)
    .returning(LINK_COLUMNS)
    .executeTakeFirst();
  return row ? toConnection(channel, row, available) : null;
}

/** The person's chats that asked for approval notices. */
export async function approvalNoticeChats(db: Kysely<Database>, userId: string): Promise<ChatRef[]> {
  const rows = await db.selectFrom('messaging_links').select(['channel', 'chat_id']).where('user_id', '=', userId).where('approval_notices', '=', true).execute();
  return rows.map((row) => ({ channel: row.channel, chatId: row.chat_id }));
}

/** How the bot names a person to themself. */
export async function personName(db: Kysely<Database>, userId: string): Promise<string | null> {
  const row = await db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', userId).executeTakeFirst();
  return row ? `${row.first_name} ${row.last_name}`.trim() : null;
}
