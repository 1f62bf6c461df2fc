import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SUGGESTION_LIMIT, SUGGESTION_QUERY_MAX } from '@lectern/shared-api/contract';
import type { ReferenceCache } from '../http/reference-cache.ts';
import type { ReadRouting } from '../http/read-routing.ts';
import { COMMON_ERRORS, Success, ok } from '../http/envelope.ts';
import { MATERIAL_PLACES, suggestSearches } from '../domain/courses/index.ts';
import { audienceOf } from '../domain/materials/index.ts';
import { SearchSuggestionSchema } from '../http/schemas/search.ts';
import type { Viewer } from '../domain/users/index.ts';

/**
 * Everyone typing in a search box sends the same few prefixes ('c', 'cs', 'csc 2'...): answers
 * are kept this long per text and per kind of asker (with an ETag), so a material approved now
 * is suggested at most this much later; a course changed through the API clears them at once.
 */
export const SUGGESTION_TTL_MS = 30_000;
const SUGGESTION_CACHE_ENTRIES = 10_000;

export const searchRoutes: FastifyPluginAsyncTypebox<{ reads: ReadRouting; referenceCache: ReferenceCache }> = async (app, { reads, referenceCache }) => {
  // Per kind of asker: a browser may keep its answer, a shared proxy may not.
  const suggestionAnswers = referenceCache.shelf({ ttlMs: SUGGESTION_TTL_MS, maxEntries: SUGGESTION_CACHE_ENTRIES, perAsker: true });

  app.get(
    '/search/suggestions',
    {
      schema: {
        summary: 'Suggestions while typing: courses by code (any spacing or case) or by name, then materials by title, description or tags; when nothing matches, those of closer spellings',
        description:
          `At most ${SUGGESTION_LIMIT}: courses first, then materials (up to ${MATERIAL_PLACES} places kept for them). ` +
          `Answers may be up to ${SUGGESTION_TTL_MS / 1000} s old. ` +
          'Anyone may ask; without a session only public, approved, unrestricted materials are suggested.',
        querystring: Type.Object({
          q: Type.String({ description: `Cut to ${SUGGESTION_QUERY_MAX} characters after trimming` }),
        }),
        response: { 200: Success(Type.Array(SearchSuggestionSchema)), ...COMMON_ERRORS },
      },
    },
    async (request, reply) => {
      // Longer input is cut, not refused: a search box should never answer with an error.
      const text = request.query.q.trim().slice(0, SUGGESTION_QUERY_MAX).trim();
      if (!text) return ok([]);
      // app.auth is the app-wide decoration; a guest (or a stale token) is simply not a viewer.
      const session = await app.auth.currentSession(request, { recent: true });
      const viewer: Viewer | null = session ? { id: session.user.id, role: session.user.role, departmentId: session.user.departmentId } : null;
      return suggestionAnswers.answer(request, reply, () => reads.read(request, (db) => suggestSearches(db, viewer, text)), `${audienceOf(viewer)}\n${text}`);
    },
  );
};
