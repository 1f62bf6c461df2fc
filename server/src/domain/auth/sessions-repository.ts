import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';

type Db = Kysely<Database>;

export interface SessionRow {
  id: string;
  userId: string;
  lastSeenAt: Date;
  expiresAt: Date;
}

export async function insertSession(
  db: Db,
  session: { userId: string; tokenHash: string; now: Date; expiresAt: Date; userAgent: string | null },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      user_id: session.userId,
      token_hash: session.tokenHash,
      created_at: session.now,
      last_seen_at: session.now,
      expires_at: session.expiresAt,
      user_agent: session.userAgent,
    })
    .execute();
  await markActive(db, session.userId, session.now);
}

/** User Management's "Active": when the person last signed in or used a session. */
async function markActive(db: Db, userId: string, now: Date): Promise<void> {
  await db.updateTable('users').set({ last_active_at: now }).where('id', '=', userId).execute();
}

export async function findSessionByTokenHash(db: Db, tokenHash: string): Promise<SessionRow | undefined> {
  const row = await db
    .selectFrom('sessions')
    .select(['id', 'user_id', 'last_seen_at', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row && { id: row.id, userId: row.user_id, lastSeenAt: new Date(row.last_seen_at), expiresAt: new Date(row.expires_at) };
}

export async function touchSession(db: Db, session: { id: string; userId: string }, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', session.id).execute();
  await markActive(db, session.userId, now);
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

export async function deleteSessionByTokenHash(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

/** Ends every session of the user; answers how many there were. */
export async function deleteUserSessions(db: Db, userId: string): Promise<number> {
  const result = await db.deleteFrom('sessions').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Sessions of one user that ended (too old, or idle since `idleBefore`): tidied at each sign-in. */
export async function deleteEndedSessions(db: Db, userId: string, now: Date, idleBefore: Date): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', idleBefore)]))
    .execute();
}

/** Ends every session of the user but one (a password change keeps the session that made it). */
export async function deleteOtherSessions(db: Db, userId: string, keepSessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).where('id', '<>', keepSessionId).execute();
}

const IDS_PER_READ = 1_000;

/** Of these session ids, those whose session still exists (read in batches: a server may hold many). */
export async function existingSessionIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  const there = new Set<string>();
  for (let at = 0; at < ids.length; at += IDS_PER_READ) {
    const rows = await db.selectFrom('sessions').select('id').where('id', 'in', ids.slice(at, at + IDS_PER_READ)).execute();
    for (const row of rows) there.add(row.id);
  }
  return there;
}
