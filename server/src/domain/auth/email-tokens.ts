import type { Kysely } from 'kysely';
import type { Database, EmailTokenPurpose } from '../../platform/db/schema.ts';

type Db = Kysely<Database>;

export async function insertEmailToken(
  db: Db,
  token: { userId: string; purpose: EmailTokenPurpose; tokenHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  // Spent and expired tokens of this user and purpose are of no more use: tidy them here.
  await db
    .deleteFrom('email_tokens')
    .where('user_id', '=', token.userId)
    .where('purpose', '=', token.purpose)
    .where((eb) => eb.or([eb('used_at', 'is not', null), eb('expires_at', '<=', token.now)]))
    .execute();
  await db
    .insertInto('email_tokens')
    .values({
      user_id: token.userId,
      purpose: token.purpose,
      token_hash: token.tokenHash,
      expires_at: token.expiresAt,
      created_at: token.now,
    })
    .execute();
}

/**
 * Spend a token: one statement that only succeeds for an unused, unexpired token of that
 * purpose, so two requests racing with the same link cannot both win. The owner's id, or
 * undefined for a bad, spent or expired token.
 */
export async function consumeEmailToken(
  db: Db,
  purpose: EmailTokenPurpose,
  tokenHash: string,
  now: Date,
): Promise<string | undefined> {
  const row = await db
    .updateTable('email_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

/** After one link of a purpose worked, the others sent before it stop working. */
export async function spendUserTokens(db: Db, userId: string, purpose: EmailTokenPurpose, now: Date): Promise<void> {
  await db
    .updateTable('email_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}
