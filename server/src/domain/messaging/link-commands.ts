// "/start CODE" / "link CODE" and "stop" in a chat: answered here, before the
// conversation, because they change who the chat is. A reply job may run twice (a retry after a
// send failed), so what a link message did is kept with its delivery and a second run only
// repeats the answer: a code used by the first run must not read as "did not work" in the second.
import { sql } from 'kysely';
import type { MessagingChannel } from '@lectern/shared-api/contract';
import type { OutgoingMessage } from '../../platform/messaging/channel.ts';
import type { MessagingDeps } from './deps.ts';
import { consumeLinkCode } from './link-codes.ts';
import { clearLinkFailures, countLinkFailure, linkingPaused } from './link-guard.ts';
import { LINK_REPLIES } from './link-replies.ts';
import { linkChat, personName, unlinkChat } from './links.ts';

/** What a link message did, kept in its delivery's row (bot_deliveries.message.linkOutcome). */
export type LinkOutcome = { kind: 'linked'; userId: string } | { kind: 'refused' } | { kind: 'wait' };

export interface LinkAttempt {
  channel: MessagingChannel;
  deliveryId: string;
  chatId: string;
  chatLabel: string | null;
  /** What an earlier run of this delivery's job did, if one did. */
  earlier: LinkOutcome | undefined;
}

/** What a link message's stored text becomes once answered: still a link command, without its code. */
export const REDACTED_LINK_TEXT = 'link [code removed]';

const text = (words: string): OutgoingMessage[] => [{ kind: 'text', text: words }];

async function replyTo(deps: Pick<MessagingDeps, 'db'>, outcome: LinkOutcome): Promise<OutgoingMessage[]> {
  if (outcome.kind === 'wait') return text(LINK_REPLIES.wait);
  if (outcome.kind === 'refused') return text(LINK_REPLIES.refused);
  const name = await personName(deps.db, outcome.userId);
  return text(name === null ? LINK_REPLIES.refused : LINK_REPLIES.linked(name));
}

export async function answerLink(deps: Pick<MessagingDeps, 'db' | 'clock' | 'log'>, attempt: LinkAttempt, code: string): Promise<OutgoingMessage[]> {
  if (attempt.earlier) return replyTo(deps, attempt.earlier);
  const now = deps.clock();
  const chat = { channel: attempt.channel, chatId: attempt.chatId };
  const outcome = await deps.db.transaction().execute(async (trx): Promise<LinkOutcome> => {
    let result: LinkOutcome;
    if (await linkingPaused(trx, chat, now)) {
      result = { kind: 'wait' };
    } else {
      const userId = await consumeLinkCode(trx, code, attempt.channel, now);
      if (userId) {
        await linkChat(trx, { ...chat, chatLabel: attempt.chatLabel }, userId, now);
        await clearLinkFailures(trx, chat, now);
        result = { kind: 'linked', userId };
      } else {
        await countLinkFailure(trx, chat, now);
        result = { kind: 'refused' };
      }
    }
    // The code leaves the stored message too (a retry reads the outcome, not the code).
    const kept = { linkOutcome: result, text: REDACTED_LINK_TEXT };
    await trx
      .updateTable('bot_deliveries')
      .set({ message: sql<string>`message || ${JSON.stringify(kept)}::jsonb` })
      .where('channel', '=', attempt.channel)
      .where('delivery_id', '=', attempt.deliveryId)
      .execute();
    return result;
  });
  // Never the code, nor the chat id (a WhatsApp chat id is a phone number).
  if (outcome.kind === 'linked') deps.log.info({ channel: attempt.channel, userId: outcome.userId }, 'a chat was linked to an account');
  else deps.log.info({ channel: attempt.channel, outcome: outcome.kind }, 'a link code was refused');
  return replyTo(deps, outcome);
}

/** "stop": the chat becomes a guest again; the same answer whether or not it was linked. */
export async function answerStop(deps: Pick<MessagingDeps, 'db' | 'clock'>, chat: { channel: MessagingChannel; chatId: string }): Promise<OutgoingMessage[]> {
  await unlinkChat(deps.db, chat, deps.clock());
  return text(LINK_REPLIES.stopped);
}
