import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SUGGESTION_LIMIT, SUGGESTION_QUERY_MAX } from '@lectern/shared-api/contract';
import type { AppDatabase } from '../db/connect.ts';
import { COMMON_ERRORS, Success, ok } from '../http/envelope.ts';
import { suggestCourses } from '../repositories/course-suggestions.ts';
import { SearchSuggestionSchema } from '../schemas/search.ts';

export const searchRoutes: FastifyPluginAsyncTypebox<{ database: AppDatabase }> = async (app, { database }) => {
  app.get(
    '/search/suggestions',
    {
      schema: {
        summary: 'Suggestions while typing: courses by code (any spacing or case) or by name',
        querystring: Type.Object({
          q: Type.String({ description: `Cut to ${SUGGESTION_QUERY_MAX} characters after trimming` }),
        }),
        response: { 200: Success(Type.Array(SearchSuggestionSchema)), ...COMMON_ERRORS },
      },
    },
    async (request) => {
      // Longer input is cut, not refused: a search box should never answer with an error.
      const text = request.query.q.trim().slice(0, SUGGESTION_QUERY_MAX).trim();
      if (!text) return ok([]);
      return ok(await suggestCourses(database.db, text, SUGGESTION_LIMIT));
    },
  );
};
