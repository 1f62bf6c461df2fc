import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ReferenceCache } from '../http/reference-cache.ts';
import type { AppDatabase } from '../platform/db/connect.ts';
import { COMMON_ERRORS, Success, errorResponses, ok } from '../http/envelope.ts';
import { myStats, publicStats } from '../domain/stats/index.ts';
import { viewerOf } from '../http/viewer.ts';
import { MyStatsSchema, PublicStatsSchema } from '../http/schemas/stats.ts';

/**
 * The landing figures change with every sign-up, approval and hidden material, which do not
 * announce themselves: kept this long (a course changed through the API clears them at once).
 */
export const PUBLIC_STATS_TTL_MS = 60_000;

export const statsRoutes: FastifyPluginAsyncTypebox<{ database: AppDatabase; referenceCache: ReferenceCache }> = async (
  app,
  { database, referenceCache },
) => {
  const landingFigures = referenceCache.shelf({ ttlMs: PUBLIC_STATS_TTL_MS });

  app.get(
    '/stats/public',
    {
      schema: {
        summary: 'Real figures for the landing page: students, approved courses, departments, resources',
        description: `Answered from memory with an ETag (304 when If-None-Match names it); up to ${PUBLIC_STATS_TTL_MS / 1000} s old.`,
        querystring: Type.Object({}),
        response: { 200: Success(PublicStatsSchema), ...COMMON_ERRORS },
      },
    },
    (request, reply) => landingFigures.answer(request, reply, () => publicStats(database.db)),
  );

  app.get(
    '/stats/me',
    {
      schema: {
        summary: 'Your figures for the dashboard: uploads (pending too), downloads, views and likes of your approved materials, saves',
        querystring: Type.Object({}),
        response: { 200: Success(MyStatsSchema), ...COMMON_ERRORS, ...errorResponses(401) },
      },
      // app.auth is the app-wide decoration (app.ts), so this plugin needs only the database.
      preHandler: app.auth.requireUser,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await myStats(database.db, viewerOf(request)));
    },
  );
};
