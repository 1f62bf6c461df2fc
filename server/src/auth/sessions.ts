import type { Kysely } from 'kysely';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/schema.ts';
import {
  deleteEndedSessions,
  deleteSession,
  deleteSessionByTokenHash,
  deleteUserSessions,
  findSessionByTokenHash,
  insertSession,
  touchSession,
} from '../repositories/sessions.ts';
import { findUserById, type UserRecord } from '../repositories/users.ts';
import { hashToken, newToken } from './tokens.ts';

/** A session ends 30 days after sign-in at the latest (the cookie's Max-Age too)... */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** ...and sooner after 7 days without a request: each use slides this window. */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, not on every request. */
export const SESSION_TOUCH_INTERVAL_MS = 5 * 60 * 1000;

const USER_AGENT_MAX = 256;

export interface ActiveSession {
  id: string;
  user: UserRecord;
}

export interface Sessions {
  /** A new session for this user; the token is returned once and stored only as its hash. */
  start(userId: string, userAgent: string | undefined): Promise<string>;
  /** The live session a token stands for, or null (unknown, ended, idle too long). */
  resolve(token: string): Promise<ActiveSession | null>;
  end(sessionId: string): Promise<void>;
  endByToken(token: string): Promise<void>;
  endAllFor(userId: string): Promise<void>;
}

export function createSessions(db: Kysely<Database>, clock: Clock): Sessions {
  return {
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
      const session = await findSessionByTokenHash(db, hashToken(token));
      if (!session) return null;
      const now = clock().getTime();
      const ended = now >= session.expiresAt.getTime() || now - session.lastSeenAt.getTime() >= SESSION_IDLE_MS;
      if (ended) {
        await deleteSession(db, session.id);
        return null;
      }
      const user = await findUserById(db, session.userId);
      if (!user) return null;
      if (now - session.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) await touchSession(db, session.id, new Date(now));
      return { id: session.id, user };
    },

    end: (sessionId) => deleteSession(db, sessionId),
    endByToken: (token) => deleteSessionByTokenHash(db, hashToken(token)),
    endAllFor: (userId) => deleteUserSessions(db, userId),
  };
}
