import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pingDatabase, type AppDatabase } from '../platform/db/connect.ts';
import { failure } from '../platform/api-error.ts';
import { ErrorEnvelope, Success, ok } from '../http/envelope.ts';
import { HealthSchema } from '../http/schemas/health.ts';

/** The app is only built once migrations ran, so "the database answers" is the remaining check. */
export const healthRoutes: FastifyPluginAsyncTypebox<{ database: AppDatabase }> = async (app, { database }) => {
  app.get(
    '/health',
    {
      schema: {
        summary: 'Ready once migrations ran and the database answers',
        response: { 200: Success(HealthSchema), 503: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      try {
        await pingDatabase(database.db);
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database does not answer');
        return reply.status(503).send(failure(503, 'UNAVAILABLE', 'The database is not available'));
      }
      return ok({ ok: true as const, database: database.kind });
    },
  );
};
