// The uploader's side of an answered request: how many requests of other people their approved
// uploads answered (the rewards panel shows it beside their approved uploads). Read from the
// request's record, so an answering material deleted later still counts; answering one's own
// request does not.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';

export async function answeredRequestsOf(db: Kysely<Database>, userId: string): Promise<number> {
  const { n } = await db
    .selectFrom('material_requests')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('answered_by_user', '=', userId)
    .where((eb) => eb.or([eb('created_by', 'is', null), eb('created_by', '!=', userId)]))
    .executeTakeFirstOrThrow();
  return Number(n);
}
