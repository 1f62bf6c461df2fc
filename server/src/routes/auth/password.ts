import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AUTH_MESSAGES as AUTH } from '@lectern/shared-api/contract';
import { clearSessionToken, hashPassword, resetPasswordWithToken, type AccountMail } from '../../domain/auth/index.ts';
import type { AppDeps } from '../../http/app-deps.ts';
import { ApiError } from '../../platform/api-error.ts';
import { COMMON_ERRORS, Success, errorResponses, ok } from '../../http/envelope.ts';
import { ANSWERS } from './messages.ts';
import { AcceptedSchema } from '../../http/schemas/auth.ts';
import { registerMailLinkRoute } from './mail-link-route.ts';
import { ResetPasswordBody } from './schemas.ts';

export const passwordRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps; accountMail: AccountMail }> = async (app, { deps, accountMail }) => {
  const { db } = deps.database;
  const secure = new URL(deps.config.publicUrl).protocol === 'https:';

  registerMailLinkRoute(app, deps, {
    url: '/auth/forgot-password',
    summary: 'Mail a password-reset link (valid 1 hour) to an existing account',
    limitedAs: 'forgot-password',
    mail: (user) => accountMail.sendPasswordReset(user),
    answer: ANSWERS.resetLinkSent,
  });

  app.post(
    '/auth/reset-password',
    {
      schema: {
        summary: "Set a new password with the emailed link's token; ends every session of the account",
        description: '400 INVALID_TOKEN for an unknown, spent or expired (1 h) token. The link proves the inbox, so the email counts as verified.',
        body: ResetPasswordBody,
        response: { 200: Success(AcceptedSchema), ...COMMON_ERRORS, ...errorResponses(413) },
      },
    },
    async (request, reply) => {
      const passwordHash = await hashPassword(request.body.newPassword);
      const now = deps.clock();
      const userId = await resetPasswordWithToken(db, request.body.token, passwordHash, now);
      if (!userId) throw new ApiError(400, 'INVALID_TOKEN', AUTH.invalidToken);
      // The reset ended every session of the person: none may linger in a server's recent checks.
      deps.auth.forgetUser(userId);
      clearSessionToken(reply, secure);
      return ok({ message: ANSWERS.passwordReset });
    },
  );
};
