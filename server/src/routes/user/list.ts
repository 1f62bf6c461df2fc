// GET /user (docs/api-contract.md): User Management's table, admins only. A page of accounts, newest
// first, filtered by role and text in the database, with the stat cards that do not depend on
// the filters.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ACTIVE_USER_WINDOW_MS, USER_LIST_DEFAULT_LIMIT } from '@lectern/shared-api/contract';
import type { AppDeps } from '../../http/app-deps.ts';
import { COMMON_ERRORS, Success, errorResponses, ok } from '../../http/envelope.ts';
import { UserListQuerySchema, UserListSchema } from './user-list-schemas.ts';
import { listManagedUsers } from '../../domain/users/index.ts';

export const userListRoute: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/user',
    {
      schema: {
        summary: 'Every account, newest first, paged (admins): by role and by name, username or email',
        description:
          '`pagination.total` counts the filtered list; `stats` counts every account, and those active in the last 30 days, whatever the filters.',
        querystring: UserListQuerySchema,
        response: { 200: Success(UserListSchema), ...COMMON_ERRORS, ...errorResponses(401, 403) },
      },
      preHandler: deps.auth.requireRole('admin'),
    },
    async (request, reply) => {
      // People's emails and roles: never kept along the way.
      reply.header('cache-control', 'no-store');
      const { page = 1, limit = USER_LIST_DEFAULT_LIMIT, query, role } = request.query;
      const activeSince = new Date(deps.clock().getTime() - ACTIVE_USER_WINDOW_MS);
      return ok(await listManagedUsers(deps.database.db, { page, limit, query: query || undefined, role, activeSince }));
    },
  );
};
