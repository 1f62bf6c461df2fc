import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { VALIDATION_MESSAGES as M } from '@lectern/shared-api/contract';
import { hashPassword, isAllowedEmailDomain } from '../../domain/auth/index.ts';
import { authRateLimit } from '../../http/rate-limit.ts';
import type { AppDeps } from '../../http/app-deps.ts';
import { ApiError } from '../../platform/api-error.ts';
import { COMMON_ERRORS, Success, errorResponses, ok } from '../../http/envelope.ts';
import { findUserByEmail, insertUserIfEmailFree } from '../../domain/users/index.ts';
import type { AccountMail } from '../../domain/auth/index.ts';
import { ANSWERS } from './messages.ts';
import { AcceptedSchema } from '../../http/schemas/auth.ts';
import { SignupBody } from './schemas.ts';

export const signupRoute: FastifyPluginAsyncTypebox<{ deps: AppDeps; accountMail: AccountMail }> = async (app, { deps, accountMail }) => {
  const { db } = deps.database;
  app.post(
    '/auth/student',
    {
      schema: {
        summary: 'Create a student account and mail the verification link; no session yet',
        description:
          'A taken email gets the same answer (and its owner a note that someone tried). Starts no session: the emailed link verifies and signs in.',
        body: SignupBody,
        response: { 201: Success(AcceptedSchema), ...COMMON_ERRORS, ...errorResponses(413, 429) },
      },
      preHandler: authRateLimit(deps.authRateLimiter, 'signup', (request) => (request.body as { email?: string }).email),
    },
    async (request, reply) => {
      const { firstName, lastName, email, password } = request.body;
      if (!isAllowedEmailDomain(email, deps.config.allowedEmailDomains)) {
        throw new ApiError(400, 'VALIDATION', M.universityEmailInvalid, [{ field: 'email', message: M.universityEmailInvalid }]);
      }
      // Hash first, whether or not the email is taken: both answers take the same time.
      const passwordHash = await hashPassword(password);
      const userId = await insertUserIfEmailFree(db, { email, firstName, lastName, passwordHash }, deps.clock());
      if (userId) {
        await accountMail.sendVerification({ id: userId, email, firstName });
      } else {
        const owner = await findUserByEmail(db, email);
        if (owner) accountMail.sendSignupAttempt(owner);
      }
      return reply.status(201).send(ok({ message: ANSWERS.signupAccepted }));
    },
  );
};
