import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Role } from '@lectern/shared-api/contract';
import { ApiError } from '../platform/api-error.ts';
import type { UserRecord } from '../domain/users/index.ts';
import { hasTrustedOrigin, isUnsafeMethod } from './origin.ts';
import { type ActiveSession, clearSessionToken, readSessionToken, sendSessionToken, type Sessions, type TokenSource } from '../domain/auth/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in person, set by `auth.requireUser` / `auth.requireRole`; null before and for guests. */
    user: UserRecord | null;
  }
}

export const AUTH_ERRORS = {
  unauthorized: 'Please sign in to continue.',
  forbidden: 'You do not have access to this.',
  crossSite: 'This request did not come from this site.',
} as const;

export interface RequestSession extends ActiveSession {
  via: TokenSource;
}

/** Everything routes need about who is calling; later resources use requireUser and requireRole too. */
export interface Auth {
  /** preHandler: 401 UNAUTHORIZED without a live session; 403 FORBIDDEN for a cookie call of an unsafe method from another origin. */
  requireUser: preHandlerAsyncHookHandler;
  /** preHandler: requireUser, then 403 FORBIDDEN unless the user has one of these roles. */
  requireRole(...roles: Role[]): preHandlerAsyncHookHandler;
  /**
   * preHandler for the hot read-only lists: requireUser, but a session checked in the last
   * SESSION_RECHECK_MS (sessions.ts) is not read again. Never for an unsafe method or a change.
   */
  requireRecentUser: preHandlerAsyncHookHandler;
  /** requireRole on a recently checked session (as requireRecentUser): for the staff's hot read-only lists only. */
  requireRecentRole(...roles: Role[]): preHandlerAsyncHookHandler;
  /** The request's live session, or null; looked up once per request. No origin check: for safe methods. */
  currentSession(request: FastifyRequest, options?: { recent?: boolean }): Promise<RequestSession | null>;
  /** Start a session for this user and hand its token over (cookie and Authorization header). Ends the session the request carried. */
  signIn(request: FastifyRequest, reply: FastifyReply, userId: string): Promise<void>;
  /** End the request's session and clear the cookie. */
  signOut(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Some of this person's sessions were ended behind Sessions' back: every server reads them again on their next request. */
  forgetUser(userId: string): void;
  /** This person's role changed: their sessions are read again, and their group streams end (docs/groups.md "Live updates"). */
  roleChanged(userId: string): void;
  /** Signs the person out everywhere (an admin's revocation): every session, on every server; answers how many. */
  endSessionsOf(userId: string): Promise<number>;
}

export function registerAuth(app: FastifyInstance, sessions: Sessions, publicUrl: string): Auth {
  const secure = new URL(publicUrl).protocol === 'https:';
  const resolved = new WeakMap<FastifyRequest, Promise<RequestSession | null>>();
  app.decorateRequest('user', null);

  const currentSession = (request: FastifyRequest, { recent = false } = {}): Promise<RequestSession | null> => {
    let found = resolved.get(request);
    if (!found) {
      const carried = readSessionToken(request);
      const resolve = recent && !isUnsafeMethod(request.method) ? sessions.resolveRecent : sessions.resolve;
      found = carried ? resolve(carried.token).then((session) => (session ? { ...session, via: carried.via } : null)) : Promise.resolve(null);
      resolved.set(request, found);
    }
    return found;
  };

  const userOf = async (request: FastifyRequest, recent: boolean) => {
    const session = await currentSession(request, { recent });
    if (!session) throw new ApiError(401, 'UNAUTHORIZED', AUTH_ERRORS.unauthorized);
    if (session.via === 'cookie' && isUnsafeMethod(request.method) && !hasTrustedOrigin(request, publicUrl)) {
      throw new ApiError(403, 'FORBIDDEN', AUTH_ERRORS.crossSite);
    }
    request.user = session.user;
  };
  const requireUser: preHandlerAsyncHookHandler = (request) => userOf(request, false);
  const roleCheck = (recent: boolean, roles: Role[]): preHandlerAsyncHookHandler =>
    async function requireRole(request) {
      await userOf(request, recent);
      if (!request.user || !roles.includes(request.user.role)) throw new ApiError(403, 'FORBIDDEN', AUTH_ERRORS.forbidden);
    };

  return {
    requireUser,
    requireRecentUser: (request) => userOf(request, true),
    requireRole: (...roles) => roleCheck(false, roles),
    requireRecentRole: (...roles) => roleCheck(true, roles),
    currentSession,
    async signIn(request, reply, userId) {
      // Rotation: whatever token came with the request stops working, whoever it belonged to.
      const carried = readSessionToken(request);
      if (carried) await sessions.endByToken(carried.token);
      resolved.delete(request);
      sendSessionToken(reply, await sessions.start(userId, request.headers['user-agent']), secure);
    },
    async signOut(request, reply) {
      const session = await currentSession(request);
      if (session) await sessions.end(session.id);
      resolved.set(request, Promise.resolve(null));
      clearSessionToken(reply, secure);
    },
    forgetUser: (userId) => sessions.forgetUser(userId),
    roleChanged: (userId) => sessions.roleChanged(userId),
    endSessionsOf: (userId) => sessions.endAllFor(userId),
  };
}
