import type { Kysely } from 'kysely';
import { deleteInBatches } from '../../platform/db/delete-in-batches.ts';
import type { Database } from '../../platform/db/schema.ts';
import { SESSION_IDLE_MS } from './sessions.ts';

/**
 * Delete sessions that ended, and email tokens and sign-in flows (oauth_flows) that can no
 * longer be used. Each sign-in tidies its own user's rows; this catches the rest (people who
 * never come back), run by the server's housekeeping (setup/housekeeping.ts), a batch of
 * `batchRows` at a time.
 */
export async function sweepEndedAuthRows(db: Kysely<Database>, now: Date, batchRows?: number): Promise<void> {
  const idleBefore = new Date(now.getTime() - SESSION_IDLE_MS);
  await deleteInBatches(
    (limit) =>
      db
        .deleteFrom('sessions')
        .where('id', 'in', db.selectFrom('sessions').select('id').where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', idleBefore)])).limit(limit))
        .executeTakeFirst(),
    batchRows,
  );
  for (const table of ['email_tokens', 'oauth_flows'] as const) {
    await deleteInBatches(
      (limit) =>
        db
          .deleteFrom(table)
          .where('id', 'in', db.selectFrom(table).select('id').where((eb) => eb.or([eb('expires_at', '<=', now), eb('used_at', 'is not', null)])).limit(limit))
          .executeTakeFirst(),
      batchRows,
    );
  }
}
