// The materials the bot last listed in a chat, in order (bot_chats.choices): a number typed next
// picks from them. Only ids are kept; whether the chat may still have one is checked when picked.
import type { MessagingChannel } from '@lectern/shared-api/contract';
import type { MessagingDeps } from '../deps.ts';

type Chat = { channel: MessagingChannel; chatId: string };

/** Replaces the chat's list (an empty list too: a number then picks nothing stale). */
export async function rememberChoices(deps: Pick<MessagingDeps, 'db' | 'clock'>, chat: Chat, materialIds: string[]): Promise<void> {
  const now = deps.clock();
  await deps.db
    .insertInto('bot_chats')
    .values({ channel: chat.channel, chat_id: chat.chatId, choices: materialIds, updated_at: now })
    .onConflict((conflict) => conflict.columns(['channel', 'chat_id']).doUpdateSet({ choices: materialIds, updated_at: now }))
    .execute();
}

/** The material at `position` (from 1) of the chat's last list, or null. */
export async function choiceAt(deps: Pick<MessagingDeps, 'db'>, chat: Chat, position: number): Promise<string | null> {
  const row = await deps.db
    .selectFrom('bot_chats')
    .select('choices')
    .where('channel', '=', chat.channel)
    .where('chat_id', '=', chat.chatId)
    .executeTakeFirst();
  return row?.choices[position - 1] ?? null;
}
