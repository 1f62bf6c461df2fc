import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppDeps } from '../../http/app-deps.ts';
import { COMMON_ERRORS, Success, errorResponses, ok } from '../../http/envelope.ts';
import { ANSWERS } from './messages.ts';
import { AcceptedSchema } from '../../http/schemas/auth.ts';

export const logoutRoute: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/auth/logout',
    {
      schema: {
        summary: 'End this session and clear its cookie',
        response: { 200: Success(AcceptedSchema), ...COMMON_ERRORS, ...errorResponses(401, 403) },
      },
      preHandler: deps.auth.requireUser,
    },
    async (request, reply) => {
      await deps.auth.signOut(request, reply);
      return ok({ message: ANSWERS.signedOut });
    },
  );
};
