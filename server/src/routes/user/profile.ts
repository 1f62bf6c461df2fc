import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppDeps } from '../../http/app-deps.ts';
import { COMMON_ERRORS, Success, errorResponses, ok } from '../../http/envelope.ts';
import { toSessionUser, updateOwnProfile, type UserRecord } from '../../domain/users/index.ts';
import { SessionUserSchema } from '../../http/schemas/session-user.ts';
import { ProfileUpdateBody } from './schemas.ts';

export const profileRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  // requireUser sets request.user; the routes below only run with it.
  const signedIn = (user: UserRecord | null): UserRecord => {
    if (!user) throw new Error('requireUser did not run');
    return user;
  };

  app.get(
    '/user/profile',
    {
      schema: {
        summary: "The signed-in person's profile",
        querystring: Type.Object({}),
        response: { 200: Success(SessionUserSchema), ...COMMON_ERRORS, ...errorResponses(401) },
      },
      preHandler: deps.auth.requireUser,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(toSessionUser(signedIn(request.user)));
    },
  );

  app.patch(
    '/user',
    {
      schema: {
        summary: 'Set username, department (faculty checked, not stored) and level of one’s own profile',
        description:
          '409 USERNAME_TAKEN when another account has the username, ignoring case; 400 when the department is not in the given faculty.',
        body: ProfileUpdateBody,
        response: { 200: Success(SessionUserSchema), ...COMMON_ERRORS, ...errorResponses(401, 403, 409, 413) },
      },
      preHandler: deps.auth.requireUser,
    },
    async (request) => {
      const updated = await updateOwnProfile(deps.database.db, signedIn(request.user), request.body, deps.clock());
      return ok(toSessionUser(updated));
    },
  );
};
