// A One Tap ID token is a bearer credential handed over by the browser: it signs in once. The
// tokens already used are kept in the database (used_id_tokens), not in a process's memory, so a
// token used on one server is refused by every other (docs/architecture.md §9). Kept until the token
// expires: after that its own `exp` refuses it.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Ended rows are deleted by every this-many-th use of a process. */
const SWEEP_EVERY = 200;

export interface ReplayGuard {
  /** True the first time this token is offered (it is recorded until `expiresAt`); false for every later time, on any server. */
  firstUse(token: string, expiresAt: Date): Promise<boolean>;
}

export function createReplayGuard(db: Kysely<Database>): ReplayGuard {
  let usesSinceSweep = 0;
  return {
    async firstUse(token, expiresAt) {
      const tokenHash = createHash('sha256').update(token).digest('hex');
      const inserted = await db
        .insertInto('used_id_tokens')
        .values({ token_hash: tokenHash, expires_at: expiresAt })
        .onConflict((oc) => oc.column('token_hash').doNothing())
        .returning('token_hash')
        .executeTakeFirst();
      usesSinceSweep += 1;
      if (usesSinceSweep >= SWEEP_EVERY) {
        usesSinceSweep = 0;
        // ID tokens are judged by the real clock (provider.ts), and so are their rows.
        db.deleteFrom('used_id_tokens').where('expires_at', '<', new Date()).execute().catch(() => undefined);
      }
      return inserted !== undefined;
    },
  };
}
