// GET /user (docs/api-contract.md): User Management's table, admins only. A page of accounts, newest
// first, filtered by role and text in the database, with the stat cards that do not depend on
// the filters.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ACTIVE_USER_WINDOW_MS, USER_LIST_DEFAULT_LIMIT } from '@lectern/shared-api/contract';
import type { AppDeps } from '../../http/app-deps.ts';
import { COMMON_ERRORS, Success, errorResponses, ok } from '../../http/envelope.ts';
import { UserListQuerySchema, UserListSchema } from './user-list-schemas.ts';
import { listManagedUsers } from '../../domain/users/index.ts';
import { SESSIONS_CHANNEL } from '../../domain/auth/index.ts';
import { LIST_CACHE_TTL_MS } from '../../domain/materials/index.ts';
import { BusClearedCache } from '../../platform/cache/bus-cleared-cache.ts';

/** Kept: the stats, filtered totals (1 each) and pages (weighed by their rows): at most this much. */
const MAX_KEPT = 5000;

export const userListRoute: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  // The page (the same for every admin), the stat cards and "Page X of Y", kept LIST_CACHE_TTL_MS on
  // each server: a role change (the database announces every one on the sessions channel, to
  // every server) clears them at once; a new account, a sign-in or a renamed profile shows within
  // the TTL.
  const kept = new BusClearedCache<unknown>({
    clock: deps.clock,
    ttlMs: LIST_CACHE_TTL_MS,
    maxWeight: MAX_KEPT,
    bus: deps.invalidation,
    channels: [SESSIONS_CHANNEL],
    weigh: (value) => (Array.isArray(value) ? value.length : 1),
  });
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
      // A hot read-only list: a session (and its role) checked in the last few seconds is not read again.
      preHandler: deps.auth.requireRecentRole('admin'),
    },
    async (request, reply) => {
      // People's emails and roles: never kept along the way.
      reply.header('cache-control', 'no-store');
      const { page = 1, limit = USER_LIST_DEFAULT_LIMIT, query, role } = request.query;
      const activeSince = new Date(deps.clock().getTime() - ACTIVE_USER_WINDOW_MS);
      const options = { page, limit, query: query || undefined, role, activeSince };
      return ok(await listManagedUsers(deps.database.db, options, (key, load) => kept.get(key, load) as ReturnType<typeof load>));
    },
  );
};
