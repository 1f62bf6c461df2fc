import type { Kysely } from 'kysely';
import { RESYNC, type InvalidationBus } from '../../platform/cache/invalidation.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/schema.ts';
import {
  deleteEndedSessions,
  deleteSession,
  deleteSessionByTokenHash,
  deleteUserSessions,
  findSessionByTokenHash,
  insertSession,
  touchSession,
} from './sessions-repository.ts';
import { findUserById, type UserRecord } from '../users/index.ts';
import { namesSession, SESSIONS_CHANNEL } from './session-messages.ts';
import { hashToken, newToken } from './tokens.ts';

/** A session ends 30 days after sign-in at the latest (the cookie's Max-Age too)... */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** ...and sooner after 7 days without a request: each use slides this window. */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, not on every request. */
export const SESSION_TOUCH_INTERVAL_MS = 5 * 60 * 1000;

const USER_AGENT_MAX = 256;

/**
 * How long a session, once checked, is taken as still live by `resolveRecent` (the hot read-only
 * lists: search, suggestions, recommendations, the paged lists of courses, blogs, review queues
 * and people). Its end reaches every server's copy at once (docs/architecture.md §9):
 *   - this server forgets it before the request that ended it answers;
 *   - on PostgreSQL the database itself tells every server, in the commit that deletes the row or
 *     changes the role (the triggers of migration 20261231000000_cheap_lists: a NOTIFY is sent
 *     exactly when, and only if, the change commits), whichever code path made the change
 *     (sign-out, a password reset or change, an admin's demotion, the sweep, a deleted account);
 *     the app also publishes on the bus after ending one itself;
 *   - a lookup that began before the news arrived is not kept (the epoch below);
 *   - a server whose LISTEN connection is down cannot hear it, so it keeps nothing and reads the
 *     database on every request until it is back (then it forgets everything: RESYNC).
 * This delay is only the backstop for a change the bus never carried (a row deleted by hand on
 * the embedded database, where there is one process and no trigger listener).
 */
export const SESSION_RECHECK_MS = 5_000;
const RECENT_MAX = 10_000;

export interface ActiveSession {
  id: string;
  user: UserRecord;
  /**
   * When it ends by itself as of this check (its lifetime, or its idle limit unless used again):
   * an open group stream ends then (domain/groups/live), as a request would be refused.
   */
  endsAt: Date;
}

/** When a session ends by itself: 30 days after sign-in, or 7 days after its last use, whichever is first. */
export function sessionEndsAt(session: { expiresAt: Date; lastSeenAt: Date }): Date {
  return new Date(Math.min(session.expiresAt.getTime(), session.lastSeenAt.getTime() + SESSION_IDLE_MS));
}

export interface Sessions {
  /** A new session for this user; the token is returned once and stored only as its hash. */
  start(userId: string, userAgent: string | undefined): Promise<string>;
  /** The live session a token stands for, or null (unknown, ended, idle too long). */
  resolve(token: string): Promise<ActiveSession | null>;
  /** As resolve, but a session checked less than SESSION_RECHECK_MS ago is not read again. For safe, hot reads only. */
  resolveRecent(token: string): Promise<ActiveSession | null>;
  end(sessionId: string): Promise<void>;
  endByToken(token: string): Promise<void>;
  /** Ends every session of the person (an admin's revocation); answers how many there were. */
  endAllFor(userId: string): Promise<number>;
  /** Drops what resolveRecent remembers of this person's sessions (some were ended behind its back): the next request reads them. */
  forgetUser(userId: string): void;
  /** The person's role changed: as forgetUser, and their group streams end, to be let in again under the new role. */
  roleChanged(userId: string): void;
}

interface Recent {
  session: ActiveSession;
  checkedAt: number;
  expiresAt: number;
}

export function createSessions(db: Kysely<Database>, clock: Clock, bus?: InvalidationBus): Sessions {
  // token hash -> the session as last checked; a Map iterates oldest first.
  const recent = new Map<string, Recent>();
  // Moves at every forget: a lookup that began before one may have read what was just ended.
  let epoch = 0;
  const forgetHere = (what: string) => {
    epoch += 1;
    if (what === RESYNC) return recent.clear();
    for (const [tokenHash, { session }] of recent) if (namesSession(what, { id: session.id, tokenHash, userId: session.user.id })) recent.delete(tokenHash);
  };
  // Here at once, and on every other server sharing the database.
  const forget = (what: string) => (bus ? void bus.publish(SESSIONS_CHANNEL, what) : forgetHere(what));
  bus?.subscribe(SESSIONS_CHANNEL, forgetHere);

  /** The live session and when it ends at the latest. */
  const lookup = async (token: string): Promise<{ session: ActiveSession; expiresAt: number } | null> => {
    const session = await findSessionByTokenHash(db, hashToken(token));
    if (!session) return null;
    const now = clock().getTime();
    if (now >= sessionEndsAt(session).getTime()) {
      await deleteSession(db, session.id);
      return null;
    }
    const user = await findUserById(db, session.userId);
    if (!user) return null;
    let lastSeenAt = session.lastSeenAt;
    if (now - lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
      lastSeenAt = new Date(now);
      await touchSession(db, session, lastSeenAt);
    }
    return { session: { id: session.id, user, endsAt: sessionEndsAt({ expiresAt: session.expiresAt, lastSeenAt }) }, expiresAt: session.expiresAt.getTime() };
  };

  const sessions: Sessions = {
    async start(userId, userAgent) {
      const now = clock();
      await deleteEndedSessions(db, userId, now, new Date(now.getTime() - SESSION_IDLE_MS));
      const token = newToken();
      await insertSession(db, {
        userId,
        tokenHash: hashToken(token),
        now,
        expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
        userAgent: userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null,
      });
      return token;
    },

    async resolve(token) {
      return (await lookup(token))?.session ?? null;
    },

    async resolveRecent(token) {
      // Deaf to the other servers: nothing kept can be trusted, nor kept.
      if (bus && !bus.reachesThisProcess()) {
        recent.clear();
        return sessions.resolve(token);
      }
      const tokenHash = hashToken(token);
      const now = clock().getTime();
      const hit = recent.get(tokenHash);
      if (hit && now - hit.checkedAt < SESSION_RECHECK_MS && now < hit.expiresAt) return hit.session;
      recent.delete(tokenHash);
      const started = epoch;
      const found = await lookup(token);
      if (found && epoch === started) {
        if (recent.size >= RECENT_MAX) recent.delete(recent.keys().next().value!);
        recent.set(tokenHash, { session: found.session, checkedAt: now, expiresAt: found.expiresAt });
      }
      return found?.session ?? null;
    },

    async end(sessionId) {
      await deleteSession(db, sessionId);
      // After the delete: a server told earlier could read the session again and keep it.
      forget(`session:${sessionId}`);
    },
    async endByToken(token) {
      await deleteSessionByTokenHash(db, hashToken(token));
      forget(`token:${hashToken(token)}`);
    },
    async endAllFor(userId) {
      const ended = await deleteUserSessions(db, userId);
      forget(`user:${userId}`);
      return ended;
    },
    forgetUser(userId) {
      forget(`user:${userId}`);
    },
    roleChanged(userId) {
      forget(`role:${userId}`);
    },
  };
  return sessions;
}
