// The endpoints that mail a link to the account with a given email (a password reset, a new
// verification link): rate-limited per email, and the same answer whether or not such an account
// exists, so they never tell a stranger who has an account.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppDeps } from '../../http/app-deps.ts';
import { COMMON_ERRORS, Success, errorResponses, ok } from '../../http/envelope.ts';
import { authRateLimit } from '../../http/rate-limit.ts';
import { AcceptedSchema } from '../../http/schemas/auth.ts';
import { findUserByEmail, type UserRecord } from '../../domain/users/index.ts';
import { EmailBody } from './schemas.ts';

export interface MailLinkRoute {
  url: string;
  summary: string;
  /** The rate limiter's name for the route. */
  limitedAs: string;
  /** Mails the link to the account, when it should have one. */
  mail: (user: UserRecord) => Promise<void>;
  /** The answer, the same for any email. */
  answer: string;
}

export function registerMailLinkRoute(app: FastifyInstance, deps: AppDeps, route: MailLinkRoute): void {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    route.url,
    {
      schema: {
        summary: route.summary,
        description: 'The same answer whether or not such an account exists.',
        body: EmailBody,
        response: { 200: Success(AcceptedSchema), ...COMMON_ERRORS, ...errorResponses(413, 429) },
      },
      preHandler: authRateLimit(deps.authRateLimiter, route.limitedAs, (request) => (request.body as { email?: string }).email),
    },
    async (request) => {
      const user = await findUserByEmail(deps.database.db, request.body.email);
      if (user) await route.mail(user);
      return ok({ message: route.answer });
    },
  );
}
