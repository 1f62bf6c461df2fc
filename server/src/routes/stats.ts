import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppDatabase } from '../db/connect.ts';
import { COMMON_ERRORS, Success, errorResponses, ok } from '../http/envelope.ts';
import { myStats, publicStats } from '../repositories/stats.ts';
import { viewerOf } from './materials/material-lookup.ts';
import { MyStatsSchema, PublicStatsSchema } from '../schemas/stats.ts';

export const statsRoutes: FastifyPluginAsyncTypebox<{ database: AppDatabase }> = async (app, { database }) => {
  app.get(
    '/stats/public',
    {
      schema: {
        summary: 'Real figures for the landing page: students, approved courses, departments, resources',
        querystring: Type.Object({}),
        response: { 200: Success(PublicStatsSchema), ...COMMON_ERRORS },
      },
    },
    async () => ok(await publicStats(database.db)),
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
