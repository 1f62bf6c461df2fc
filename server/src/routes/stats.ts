import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppDatabase } from '../db/connect.ts';
import { COMMON_ERRORS, Success, ok } from '../http/envelope.ts';
import { publicStats } from '../repositories/stats.ts';
import { PublicStatsSchema } from '../schemas/stats.ts';

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
};
