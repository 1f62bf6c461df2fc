// Rewards for uploading (contract rewards.ts): counted from the review record, so an approved
// material deleted later still counts.
import { sql, type Kysely } from 'kysely';
import { SKIP_QUEUE_AT } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';

/** How many of `userId`'s uploads were ever approved. */
export async function approvedUploads(db: Kysely<Database>, userId: string): Promise<number> {
  const { n } = await db
    .selectFrom('review_actions')
    .select(sql<number>`count(distinct item_id)::int`.as('n'))
    .where('author_id', '=', userId)
    .where('kind', '=', 'material')
    .where('action', '=', 'approved')
    .executeTakeFirstOrThrow();
  return n;
}

/** The person's printing credit, or null until they earn it. */
export async function printingCreditOf(db: Kysely<Database>, userId: string): Promise<{ earnedAt: string; honouredAt: string | null } | null> {
  const row = await db.selectFrom('printing_credits').select(['earned_at', 'honoured_at']).where('user_id', '=', userId).executeTakeFirst();
  return row ? { earnedAt: new Date(row.earned_at).toISOString(), honouredAt: row.honoured_at ? new Date(row.honoured_at).toISOString() : null } : null;
}

/** Whether `userId`'s new uploads go to the front of the review queue (decided when each is uploaded). */
export async function skipsQueue(db: Kysely<Database>, userId: string): Promise<boolean> {
  return (await approvedUploads(db, userId)) >= SKIP_QUEUE_AT;
}
