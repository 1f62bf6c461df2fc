// A stream lives no longer than the session that opened it (docs/groups.md "Live updates"). Its
// end is heard where every server's copy of recently checked sessions hears it: the bus channel
// SESSIONS_CHANNEL (domain/auth/sessions.ts), published by the app after it ends sessions and, on
// PostgreSQL, by the database itself in the commit that deletes them. A message only says whose
// sessions to read again (a role change names a person too), so the hub asks the database which
// of the named streams' sessions are still there.
import type { Kysely } from 'kysely';
import { RESYNC } from '../../../platform/cache/invalidation.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { Database } from '../../../platform/db/schema.ts';

/** The session a stream was opened with (routes/groups/events.ts). */
export interface StreamSession {
  id: string;
  /** Its token's hash: a sign-out by token (a sign-in that rotates it) names only that. */
  tokenHash: string;
  /** When it ends by itself as of the request that opened the stream (ActiveSession.endsAt). */
  endsAt: Date;
  /** The app's clock, which the session's times are read by (a test's stands still). */
  clock: Clock;
}

/**
 * Whether a SESSIONS_CHANNEL message (`session:<id>[,<id>...]`, `user:<id>[,...]`,
 * `token:<hash>`, or RESYNC for all) names this stream's session.
 */
export function namesSession(payload: string, session: StreamSession, userId: string): boolean {
  if (payload === RESYNC) return true;
  const colon = payload.indexOf(':');
  const kind = payload.slice(0, colon);
  const rest = payload.slice(colon + 1);
  if (kind === 'token') return rest === session.tokenHash;
  const ids = rest.split(',');
  if (kind === 'session') return ids.includes(session.id);
  if (kind === 'user') return ids.includes(userId);
  // Unknown: read it again rather than miss an end.
  return true;
}

/**
 * Whether the session has run out by its times as known at the open (no read). A session used
 * since on another tab or device runs longer: its stream then ends early, and the client's
 * reconnect is let in and resumes from its last event; never late.
 */
export function sessionExpired(session: StreamSession): boolean {
  return session.clock().getTime() >= session.endsAt.getTime();
}

const IDS_PER_READ = 1_000;

/** Of these session ids, those whose session still exists. */
export async function sessionsStillThere(db: Kysely<Database>, ids: string[]): Promise<Set<string>> {
  const there = new Set<string>();
  for (let at = 0; at < ids.length; at += IDS_PER_READ) {
    const rows = await db.selectFrom('sessions').select('id').where('id', 'in', ids.slice(at, at + IDS_PER_READ)).execute();
    for (const row of rows) there.add(row.id);
  }
  return there;
}
