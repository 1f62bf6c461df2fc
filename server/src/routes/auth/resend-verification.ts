import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authRateLimit } from '../../http/rate-limit.ts';
import type { AppDeps } from '../../http/app-deps.ts';
import { COMMON_ERRORS, Success, errorResponses, ok } from '../../http/envelope.ts';
import { findUserByEmail } from '../../domain/users/index.ts';
import type { AccountMail } from '../../domain/auth/index.ts';
import { ANSWERS } from './messages.ts';
import { AcceptedSchema } from '../../http/schemas/auth.ts';
import { EmailBody } from './schemas.ts';

export const resendVerificationRoute: FastifyPluginAsyncTypebox<{ deps: AppDeps; accountMail: AccountMail }> = async (
  app,
  { deps, accountMail },
) => {
  app.post(
    '/auth/resend-verification',
    {
      schema: {
        summary: 'Mail a new verification link to an unverified account',
        description: 'The same answer whether or not such an account exists.',
        body: EmailBody,
        response: { 200: Success(AcceptedSchema), ...COMMON_ERRORS, ...errorResponses(413, 429) },
      },
      preHandler: authRateLimit(deps.authRateLimiter, 'resend', (request) => (request.body as { email?: string }).email),
    },
    async (request) => {
      const user = await findUserByEmail(deps.database.db, request.body.email);
      if (user && !user.emailVerifiedAt) await accountMail.sendVerification(user);
      return ok({ message: ANSWERS.verificationSent });
    },
  );
};
