// GET /review/material-gaps: the portal overview's two panels, what students ask
// for most and what their searches did not find in the last days, per course.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MOST_ASKED_SHOWN, UNMET_SEARCH_DAYS } from '@lectern/shared-api/contract';
import type { AppDeps } from '../../http/app-deps.ts';
import { COMMON_ERRORS, Success, errorResponses, ok } from '../../http/envelope.ts';
import { materialGaps } from '../../domain/material-requests/index.ts';
import { MaterialGapsSchema } from './request-schemas.ts';

export const materialGapRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/review/material-gaps',
    {
      schema: {
        summary: 'What students want and cannot find (staff): the most asked-for open requests, and searches that found nothing per course',
        description:
          `The ${MOST_ASKED_SHOWN} open requests with the most askers; and over the last ${UNMET_SEARCH_DAYS} days (UTC, today included) ` +
          'the courses with the most searches that found nothing, each with its most repeated searches (course null: searches that named ' +
          'no course). Searches are counted by their words, never by who searched.',
        response: { 200: Success(MaterialGapsSchema), ...COMMON_ERRORS, ...errorResponses(401, 403) },
      },
      preHandler: deps.auth.requireRole('admin', 'moderator'),
    },
    async () => ok(await materialGaps(deps.database.db, deps.clock())),
  );
};
