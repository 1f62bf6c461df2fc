import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PASSWORD_CHANGE_MESSAGES as MESSAGES, type PasswordChangeRequest } from '@lectern/shared-api/contract';
import { currentPasswordField, newPasswordField } from '../../http/schemas/account-fields.ts';
import { deleteOtherSessions, hashPassword, verifyPassword } from '../../domain/auth/index.ts';
import { authRateLimit } from '../../http/rate-limit.ts';
import type { AppDeps } from '../../http/app-deps.ts';
import { ApiError } from '../../platform/api-error.ts';
import { COMMON_ERRORS, Success, errorResponses, ok } from '../../http/envelope.ts';
import { setPasswordHash } from '../../domain/users/index.ts';
import { AcceptedSchema } from '../../http/schemas/auth.ts';
import { matchesContract } from '../../http/schemas/contract-match.ts';

const PasswordChangeBody = matchesContract<PasswordChangeRequest>()(
  Type.Object({ currentPassword: currentPasswordField(), newPassword: newPasswordField() }),
);

export const passwordChangeRoute: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;
  app.post(
    '/user/password',
    {
      schema: {
        summary: 'Change one’s own password (settings): every other session of the account ends',
        description:
          '400 INVALID_CREDENTIALS with a currentPassword field error for a wrong current password (401 would read as "signed out"); rate-limited like sign-in.',
        body: PasswordChangeBody,
        response: { 200: Success(AcceptedSchema), ...COMMON_ERRORS, ...errorResponses(401, 403, 413, 429) },
      },
      preHandler: [deps.auth.requireUser, authRateLimit(deps.authRateLimiter, 'password-change', (request) => request.user?.id)],
    },
    async (request) => {
      const user = request.user;
      const session = await deps.auth.currentSession(request);
      if (!user || !session) throw new Error('requireUser did not run');
      if (!user.passwordHash) {
        throw new ApiError(400, 'INVALID_CREDENTIALS', MESSAGES.noPasswordYet, [{ field: 'currentPassword', message: MESSAGES.noPasswordYet }]);
      }
      if (!(await verifyPassword(user.passwordHash, request.body.currentPassword))) {
        throw new ApiError(400, 'INVALID_CREDENTIALS', MESSAGES.currentPasswordWrong, [
          { field: 'currentPassword', message: MESSAGES.currentPasswordWrong },
        ]);
      }
      await setPasswordHash(db, user.id, await hashPassword(request.body.newPassword), deps.clock());
      await deleteOtherSessions(db, user.id, session.id);
      // The other sessions ended: none may linger in a server's recent checks.
      deps.auth.forgetUser(user.id);
      return ok({ message: MESSAGES.passwordChanged });
    },
  );
};
