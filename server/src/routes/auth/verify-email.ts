import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AUTH_MESSAGES as AUTH } from '@lectern/shared-api/contract';
import { verifyEmailWithToken } from '../../domain/auth/index.ts';
import type { AppDeps } from '../../http/app-deps.ts';
import { ApiError } from '../../platform/api-error.ts';
import { COMMON_ERRORS, Success, ok } from '../../http/envelope.ts';
import { findUserById, toSessionUser } from '../../domain/users/index.ts';
import { SessionUserSchema } from '../../http/schemas/session-user.ts';
import { TokenQuery } from './schemas.ts';

export const verifyEmailRoute: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;
  app.get(
    '/auth/verify-email/token',
    {
      schema: {
        summary: "Verify the email with the emailed link's token, start a session and return the profile",
        description: '400 INVALID_TOKEN for an unknown, spent or expired (24 h) token.',
        querystring: TokenQuery,
        response: { 200: Success(SessionUserSchema), ...COMMON_ERRORS },
      },
    },
    async (request, reply) => {
      const now = deps.clock();
      const userId = await verifyEmailWithToken(db, request.query.token, now);
      if (!userId) throw new ApiError(400, 'INVALID_TOKEN', AUTH.invalidToken);
      const user = await findUserById(db, userId);
      if (!user) throw new ApiError(400, 'INVALID_TOKEN', AUTH.invalidToken);
      await deps.auth.signIn(request, reply, user.id);
      return ok(toSessionUser(user));
    },
  );
};
