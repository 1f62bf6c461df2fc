// One-time link codes: Settings shows a code, the person sends it to the bot, and that
// chat is linked to their account. A code is random, good once and for LINK_CODE_TTL_MS, and only
// its SHA-256 is stored, so a copy of the database links nothing.
import { createHash, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { LINK_CODE_ALPHABET, LINK_CODE_LENGTH, LINK_CODE_TTL_MS, type MessagingChannel } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';

/** Codes one person may ask for in a minute: enough to retry, too few to mint them in a loop. */
export const LINK_CODES_PER_MINUTE = 5;

export const hashLinkCode = (code: string): string => createHash('sha256').update(code).digest('hex');

function randomCode(): string {
  let code = '';
  for (let i = 0; i < LINK_CODE_LENGTH; i += 1) code += LINK_CODE_ALPHABET[randomInt(LINK_CODE_ALPHABET.length)];
  return code;
}

/** A new code for this person and channel; their earlier unused codes for it stop working. */
export async function createLinkCode(
  db: Kysely<Database>,
  userId: string,
  channel: MessagingChannel,
  now: Date,
): Promise<{ code: string; expiresAt: Date }> {
  const code = randomCode();
  const expiresAt = new Date(now.getTime() + LINK_CODE_TTL_MS);
  await db.transaction().execute(async (trx) => {
    // Expired codes of anyone go too: they link nothing, and this keeps the table small.
    await trx
      .deleteFrom('messaging_link_codes')
      .where((eb) => eb.or([eb.and([eb('user_id', '=', userId), eb('channel', '=', channel)]), eb('expires_at', '<=', now)]))
      .execute();
    await trx.insertInto('messaging_link_codes').values({ code_hash: hashLinkCode(code), channel, user_id: userId, expires_at: expiresAt, created_at: now }).execute();
  });
  return { code, expiresAt };
}

/**
 * Uses up a code sent in `channel`: the person it was made for, or null when it is wrong, expired,
 * used already or made for the other channel (then it is left as it was). Single use holds across
 * servers: only one DELETE gets the row back.
 */
export async function consumeLinkCode(db: Kysely<Database>, code: string, channel: MessagingChannel, now: Date): Promise<string | null> {
  const row = await db
    .deleteFrom('messaging_link_codes')
    .where('code_hash', '=', hashLinkCode(code))
    .where('channel', '=', channel)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
}
