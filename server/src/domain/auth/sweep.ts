import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { SESSION_IDLE_MS } from './sessions.ts';

/**
 * Delete sessions that ended, and email tokens and sign-in flows (oauth_flows) that can no
 * longer be used. Each sign-in tidies its own user's rows; this catches the rest (people who
 * never come back), run by the server's housekeeping (setup/housekeeping.ts).
 */
export async function sweepEndedAuthRows(db: Kysely<Database>, now: Date): Promise<void> {
  const idleBefore = new Date(now.getTime() - SESSION_IDLE_MS);
  await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', idleBefore)]))
    .execute();
  await db
    .deleteFrom('email_tokens')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('used_at', 'is not', null)]))
    .execute();
  await db
    .deleteFrom('oauth_flows')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('used_at', 'is not', null)]))
    .execute();
}
