import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { SUGGESTION_QUERY_MAX } from '@lectern/shared-api/contract';
import type { AppDeps } from '../../http/app-deps.ts';
import { COMMON_ERRORS, Success, errorResponses, ok } from '../../http/envelope.ts';
import { selectCourses } from '../../domain/courses/index.ts';
import { CourseSelectionItemSchema } from '../../http/schemas/course-selection.ts';

/** A picker shows a short list and narrows it as the person types. */
export const COURSE_SELECTION_LIMIT = 20;

export const courseSelectionRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/courses/selection',
    {
      schema: {
        summary: 'Approved courses for a course picker: by code (any spacing or case) or name words; at most 20',
        querystring: Type.Object({ query: Type.Optional(Type.String({ description: `Cut to ${SUGGESTION_QUERY_MAX} characters` })) }),
        response: { 200: Success(Type.Array(CourseSelectionItemSchema)), ...COMMON_ERRORS, ...errorResponses(401) },
      },
      preHandler: deps.auth.requireUser,
    },
    async (request) => {
      // Longer input is cut, not refused: a picker should never answer with an error.
      const text = (request.query.query ?? '').trim().slice(0, SUGGESTION_QUERY_MAX).trim();
      return ok(await selectCourses(deps.database.db, text, COURSE_SELECTION_LIMIT));
    },
  );
};
