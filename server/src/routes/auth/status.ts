import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppDeps } from '../../http/app-deps.ts';
import { COMMON_ERRORS, Success, ok } from '../../http/envelope.ts';
import { AuthCheckSchema, AuthProvidersSchema } from '../../http/schemas/auth.ts';

export const authStatusRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/auth/check',
    {
      schema: {
        summary: 'Whether the request carries a live session (never a 401)',
        querystring: Type.Object({}),
        response: { 200: Success(AuthCheckSchema), ...COMMON_ERRORS },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ loggedIn: (await deps.auth.currentSession(request)) !== null });
    },
  );

  app.get(
    '/auth/providers',
    {
      schema: {
        summary: 'Which federated sign-ins are configured',
        querystring: Type.Object({}),
        response: { 200: Success(AuthProvidersSchema), ...COMMON_ERRORS },
      },
    },
    async () => ok({ google: deps.google ? { clientId: deps.google.clientId } : null }),
  );
};
