import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AUTH_MESSAGES as AUTH, VALIDATION_MESSAGES as M } from '@lectern/shared-api/contract';
import { verifyPassword } from '../../domain/auth/index.ts';
import { authRateLimit } from '../../http/rate-limit.ts';
import type { AppDeps } from '../../http/app-deps.ts';
import { ApiError } from '../../platform/api-error.ts';
import { COMMON_ERRORS, Success, errorResponses, ok } from '../../http/envelope.ts';
import { findUserByEmail, findUserByMatricNo, toSessionUser } from '../../domain/users/index.ts';
import { SessionUserSchema } from '../../http/schemas/session-user.ts';
import type { AccountMail } from '../../domain/auth/index.ts';
import { LoginBody } from './schemas.ts';

type LoginFields = { email?: string; emailOrMatricNo?: string };
const identifierOf = (body: LoginFields) => body.email ?? body.emailOrMatricNo;

export const loginRoute: FastifyPluginAsyncTypebox<{ deps: AppDeps; accountMail: AccountMail }> = async (app, { deps, accountMail }) => {
  const { db } = deps.database;
  app.post(
    '/auth/login',
    {
      schema: {
        summary: 'Sign in: a session cookie, the token in the Authorization response header, and the profile',
        description:
          '401 INVALID_CREDENTIALS for an unknown account or a wrong password (alike, also in time); 403 EMAIL_NOT_VERIFIED mails a fresh link. Any session token the request carried is ended.',
        body: LoginBody,
        response: { 200: Success(SessionUserSchema), ...COMMON_ERRORS, ...errorResponses(401, 403, 413, 429) },
      },
      preHandler: authRateLimit(deps.authRateLimiter, 'login', (request) => identifierOf(request.body as LoginFields)),
    },
    async (request, reply) => {
      const identifier = identifierOf(request.body);
      if (!identifier) {
        throw new ApiError(400, 'VALIDATION', M.emailRequired, [{ field: 'email', message: M.emailRequired }]);
      }
      const user = identifier.includes('@') ? await findUserByEmail(db, identifier) : await findUserByMatricNo(db, identifier);
      // Always one password check, against a dummy hash for an unknown account.
      const passwordMatches = await verifyPassword(user?.passwordHash, request.body.password);
      if (!user || !passwordMatches) throw new ApiError(401, 'INVALID_CREDENTIALS', AUTH.invalidCredentials);
      if (!user.emailVerifiedAt) {
        await accountMail.sendVerification(user);
        throw new ApiError(403, 'EMAIL_NOT_VERIFIED', AUTH.emailNotVerified);
      }
      await deps.auth.signIn(request, reply, user.id);
      return ok(toSessionUser(user));
    },
  );
};
