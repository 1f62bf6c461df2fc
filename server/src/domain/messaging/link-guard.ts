// Guessing link codes is slowed down per chat: after LINK_FAILURES_MAX codes that did not
// work within LINK_FAILURE_WINDOW_MS, the chat is told to wait and its codes are not even checked
// until the window ends. With 31^8 codes and a few tries a quarter hour, guessing is hopeless.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { ChatRef } from './links.ts';

export const LINK_FAILURES_MAX = 5;
export const LINK_FAILURE_WINDOW_MS = 15 * 60 * 1000;

const windowStart = (now: Date) => new Date(now.getTime() - LINK_FAILURE_WINDOW_MS);

export async function linkingPaused(db: Kysely<Database>, chat: ChatRef, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('bot_chats')
    .select(['link_failures', 'link_failures_since'])
    .where('channel', '=', chat.channel)
    .where('chat_id', '=', chat.chatId)
    .executeTakeFirst();
  if (!row?.link_failures_since) return false;
  return row.link_failures >= LINK_FAILURES_MAX && new Date(row.link_failures_since) > windowStart(now);
}

/** One more code that did not work; a window that has ended starts again at one. */
export async function countLinkFailure(db: Kysely<Database>, chat: ChatRef, now: Date): Promise<void> {
  const ended = sql<boolean>`(bot_chats.link_failures_since is null or bot_chats.link_failures_since <= ${windowStart(now)})`;
  await db
    .insertInto('bot_chats')
    .values({ channel: chat.channel, chat_id: chat.chatId, link_failures: 1, link_failures_since: now, updated_at: now })
    .onConflict((conflict) =>
      conflict.columns(['channel', 'chat_id']).doUpdateSet({
        link_failures: sql<number>`case when ${ended} then 1 else bot_chats.link_failures + 1 end`,
        link_failures_since: sql<Date>`case when ${ended} then ${now} else bot_chats.link_failures_since end`,
        updated_at: now,
      }),
    )
    .execute();
}

/** A code that worked: the chat starts afresh. */
export async function clearLinkFailures(db: Kysely<Database>, chat: ChatRef, now: Date): Promise<void> {
  await db
    .updateTable('bot_chats')
    .set({ link_failures: 0, link_failures_since: null, updated_at: now })
    .where('channel', '=', chat.channel)
    .where('chat_id', '=', chat.chatId)
    .execute();
}
