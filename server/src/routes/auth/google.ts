import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import { AUTH_MESSAGES as AUTH, GOOGLE_ERROR_MESSAGES, PAGE_PATHS, safeNextPath, type GoogleErrorCode } from '@lectern/shared-api/contract';
import { consumeOAuthFlow, hashToken, insertOAuthFlow, readCookie, signInWithIdentity } from '../../domain/auth/index.ts';
import { GOOGLE, type GoogleProvider } from '../../platform/oidc/provider.ts';
import { authRateLimit } from '../../http/rate-limit.ts';
import type { OAuthIntent } from '../../platform/db/schema.ts';
import type { AppDeps } from '../../http/app-deps.ts';
import { ApiError } from '../../platform/api-error.ts';
import { COMMON_ERRORS, Success, errorResponses, ok } from '../../http/envelope.ts';
import { findUserById, toSessionUser } from '../../domain/users/index.ts';
import { SessionUserSchema } from '../../http/schemas/session-user.ts';

/** A flow must come back from the provider within this time. */
export const OAUTH_FLOW_TTL_MS = 10 * 60 * 1000;

/**
 * Binds a flow to the browser that started it: without it, someone could start a sign-in
 * with their own Google account and have another person's browser finish it (login CSRF).
 * SameSite=Lax still travels with the provider's top-level redirect back to the callback.
 */
export const FLOW_COOKIE = 'lectern_oauth_state';
const FLOW_COOKIE_PATH = '/api/auth/google';

const PROFILE_SETUP = PAGE_PATHS.profileSetup;
const DASHBOARD = PAGE_PATHS.dashboard;
const SIGN_UP = PAGE_PATHS.signUp;

const redirectRoute = (summary: string, description: string) => ({
  summary,
  description,
  response: { 302: Type.Null({ description: 'Location: where the browser goes next' }) },
});

/** /auth/google, its callback and One Tap: docs/api-contract.md, server/README.md "Google sign-in". */
export const googleRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;
  const google = deps.google;
  const secure = new URL(deps.config.publicUrl).protocol === 'https:';

  const toSignIn = (reply: FastifyReply, code: GoogleErrorCode, next: string | null = null) =>
    reply.header('cache-control', 'no-store').redirect(pageWithError(PAGE_PATHS.signIn, code, next), 302);

  // The sign-in and sign-up pages link here from their first HTML, before they know whether
  // Google is configured: a press on a site without it goes back to the page it came from,
  // which says so (sign-in keeps its `next`).
  const notConfigured = (reply: FastifyReply, intent: OAuthIntent, next: string | null) =>
    intent === 'signin'
      ? toSignIn(reply, 'google_not_configured', next)
      : reply.header('cache-control', 'no-store').redirect(pageWithError(SIGN_UP, 'google_not_configured', null), 302);

  // Names, codes and messages only (openid-client's and jose's are fixed texts such as
  // 'unexpected JWT "aud" (audience) claim value'): the errors' other fields can hold the
  // provider's response or the token's claims, which stay out of the log.
  const logFailure = (request: FastifyRequest, step: string, error: unknown) => {
    request.log.warn({ step, error: errorSummary(error) }, 'google sign-in failed');
  };

  app.get(
    '/auth/google',
    {
      schema: {
        ...redirectRoute(
          'Start a Google sign-in: 302 to the provider',
          '`state=origin` means sign-in (the intent; the OAuth state is made here), anything else sign-up; `next` (a same-site path) is where a known person lands. ' +
            'Not configured: 302 back to the page of the intent, /auth/signin?error=google_not_configured[&next=] or /auth/signup?error=google_not_configured; ' +
            'provider unreachable: /auth/signin?error=google_failed[&next=].',
        ),
        querystring: Type.Object({ state: Type.Optional(Type.String()), next: Type.Optional(Type.String()) }),
      },
      // Only a start that reaches the provider is counted: without Google it is a plain redirect.
      ...(google ? { preHandler: authRateLimit(deps.authRateLimiter, 'google', () => undefined) } : {}),
    },
    async (request, reply) => {
      const intent: OAuthIntent = request.query.state === 'origin' ? 'signin' : 'signup';
      const next = safeNextPath(request.query.next);
      if (!google) return notConfigured(reply, intent, next);
      const flow = { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() };
      let location: URL;
      try {
        location = await google.authorizationUrl(flow);
        const now = deps.clock();
        await insertOAuthFlow(db, {
          provider: GOOGLE,
          stateHash: hashToken(flow.state),
          nonce: flow.nonce,
          codeVerifier: flow.codeVerifier,
          intent,
          next,
          now,
          expiresAt: new Date(now.getTime() + OAUTH_FLOW_TTL_MS),
        });
      } catch (error) {
        // The provider's discovery document could not be read (or the flow not stored).
        logFailure(request, 'start', error);
        return toSignIn(reply, 'google_failed', intent === 'signin' ? next : null);
      }
      reply.header('set-cookie', flowCookie(flow.state, OAUTH_FLOW_TTL_MS / 1000, secure));
      return reply.header('cache-control', 'no-store').redirect(location.href, 302);
    },
  );

  app.get(
    '/auth/google/callback',
    {
      schema: {
        ...redirectRoute(
          'Where the provider sends the browser back: start a session and 302 on',
          'A new person goes to /auth/signup/profile, a known one to the flow\'s `next` or /dashboard. Any failure: 302 to /auth/signin?error=<code> ' +
            '(google_state, google_cancelled, google_failed, google_email_unverified, google_email_domain, google_not_configured), with no session.',
        ),
        querystring: Type.Object({
          code: Type.Optional(Type.String()),
          state: Type.Optional(Type.String()),
          error: Type.Optional(Type.String()),
        }),
      },
    },
    async (request, reply) => {
      if (!google) return toSignIn(reply, 'google_not_configured');
      const { state, error } = request.query;
      const boundState = readCookie(request.headers.cookie, FLOW_COOKIE);
      reply.header('set-cookie', flowCookie('', 0, secure));

      // Every failure, the database's included, sends the browser back to sign in.
      try {
        const flow = state ? await consumeOAuthFlow(db, GOOGLE, hashToken(state), deps.clock()) : undefined;
        if (error) return toSignIn(reply, error === 'access_denied' ? 'google_cancelled' : 'google_failed');
        if (!state || !flow || boundState !== state) return toSignIn(reply, 'google_state');
        if (!request.query.code) return toSignIn(reply, 'google_failed');

        const identity = await google.exchangeCode(callbackUrl(google, request), { state, nonce: flow.nonce, codeVerifier: flow.codeVerifier });
        const result = await signInWithIdentity(db, GOOGLE, identity, deps.config.allowedEmailDomains, deps.clock());
        if (!result.ok) return toSignIn(reply, result.code);
        await deps.auth.signIn(request, reply, result.userId);
        return reply.redirect(result.isNewUser ? PROFILE_SETUP : (flow.next ?? DASHBOARD), 302);
      } catch (failure) {
        logFailure(request, 'callback', failure);
        return toSignIn(reply, 'google_failed');
      }
    },
  );

  app.get(
    '/auth/google/onetap',
    {
      schema: {
        summary: 'Sign in with an ID token from Google One Tap: a session (cookie and Authorization header), the profile and whether the account is new',
        description:
          '401 GOOGLE_FAILED for a token that fails any check (signature, issuer, audience, expiry) or an email that may not sign in; 404 NOT_FOUND when Google is not configured. ' +
          'Refused from another site (Sec-Fetch-Site).',
        querystring: Type.Object({ token: Type.String({ minLength: 1, maxLength: 8192 }) }),
        response: {
          200: Success(Type.Object({ user: SessionUserSchema, isNewUser: Type.Boolean() })),
          ...COMMON_ERRORS,
          ...errorResponses(401, 404, 429),
        },
      },
      preHandler: authRateLimit(deps.authRateLimiter, 'google-onetap', () => undefined),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!google) throw new ApiError(404, 'NOT_FOUND', AUTH.googleNotConfigured);
      // A page on another site must not sign this browser in to someone else's account.
      const site = request.headers['sec-fetch-site'];
      if (site === 'cross-site' || site === 'same-site') throw new ApiError(401, 'GOOGLE_FAILED', AUTH.oneTapFailed);

      let result;
      try {
        const identity = await google.verifyIdToken(request.query.token);
        result = await signInWithIdentity(db, GOOGLE, identity, deps.config.allowedEmailDomains, deps.clock());
      } catch (failure) {
        logFailure(request, 'onetap', failure);
        throw new ApiError(401, 'GOOGLE_FAILED', AUTH.oneTapFailed);
      }
      if (!result.ok) {
        const message = result.code === 'google_failed' ? AUTH.oneTapFailed : GOOGLE_ERROR_MESSAGES[result.code];
        throw new ApiError(401, 'GOOGLE_FAILED', message);
      }
      const user = await findUserById(db, result.userId);
      if (!user) throw new ApiError(401, 'GOOGLE_FAILED', AUTH.oneTapFailed);
      await deps.auth.signIn(request, reply, user.id);
      return ok({ user: toSessionUser(user), isNewUser: result.isNewUser });
    },
  );
};

/** A page with `?error=<code>`, and `next` (already checked by safeNextPath) when there is one. */
function pageWithError(page: string, code: GoogleErrorCode, next: string | null): string {
  const query = new URLSearchParams({ error: code });
  if (next) query.set('next', next);
  return `${page}?${query.toString()}`;
}

function errorSummary(error: unknown): { name: string; code?: string; message: string; reason?: string } {
  const e = (error ?? {}) as { name?: unknown; code?: unknown; message?: unknown; cause?: unknown };
  const cause = e.cause instanceof Error ? e.cause.message : undefined;
  return {
    name: typeof e.name === 'string' ? e.name : 'Error',
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
    message: typeof e.message === 'string' ? e.message : String(error),
    ...(cause ? { reason: cause } : {}),
  };
}

/** The callback as the provider called it: the registered redirect URI plus this request's query. */
function callbackUrl(google: GoogleProvider, request: FastifyRequest): URL {
  const url = new URL(google.redirectUri);
  const query = request.url.indexOf('?');
  url.search = query === -1 ? '' : request.url.slice(query);
  return url;
}

function flowCookie(value: string, maxAgeSeconds: number, secure: boolean): string {
  const expired = maxAgeSeconds === 0 ? '; Expires=Thu, 01 Jan 1970 00:00:00 GMT' : '';
  return `${FLOW_COOKIE}=${value}; Max-Age=${maxAgeSeconds}; Path=${FLOW_COOKIE_PATH}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}${expired}`;
}
