import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';

type Db = Kysely<Database>;

/** The account a provider's subject is linked to, if any. */
export async function findUserIdByIdentity(db: Db, provider: string, subject: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('user_identities')
    .select('user_id')
    .where('provider', '=', provider)
    .where('subject', '=', subject)
    .executeTakeFirst();
  return row?.user_id;
}

/** Link a subject to an account; false when the subject is already linked (to this or another account). */
export async function insertIdentity(
  db: Db,
  identity: { provider: string; subject: string; userId: string; email: string | null },
  now: Date,
): Promise<boolean> {
  const row = await db
    .insertInto('user_identities')
    .values({ provider: identity.provider, subject: identity.subject, user_id: identity.userId, email: identity.email, created_at: now })
    .onConflict((oc) => oc.columns(['provider', 'subject']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
