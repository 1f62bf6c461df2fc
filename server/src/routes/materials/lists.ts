// The material lists of the student area (docs/api-contract.md): search, recent, recommendations, saved
// and one's own uploads. Static paths, so Fastify's router prefers them to /materials/:id.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import { RECOMMENDATIONS_PAGE_SIZE, type MaterialListPage } from '@lectern/shared-api/contract';
import type { AppDeps } from '../../http/app-deps.ts';
import { COMMON_ERRORS, Success, errorResponses, ok } from '../../http/envelope.ts';
import { MaterialListPageSchema } from '../../http/schemas/materials.ts';
import { limitField } from '../../http/schemas/paged.ts';
import { MaterialListQuery, materialListFields } from './list-query.ts';
import { listedMaterials, recommendMaterials, savedMaterials, uploadedMaterials } from '../../domain/materials/index.ts';
import { recordUnmetSearch } from '../../domain/material-requests/index.ts';
import { viewerOf } from '../../http/viewer.ts';
import { answerNeverCached } from '../../http/never-cached.ts';

const PagedMaterials = Success(MaterialListPageSchema);
const responses = { 200: PagedMaterials, ...COMMON_ERRORS, ...errorResponses(401) };

const RecommendationsQuery = Type.Object({
  ...materialListFields,
  limit: limitField(RECOMMENDATIONS_PAGE_SIZE),
  ignorePreference: Type.Optional(Type.Boolean({ default: false, description: 'true: rank everything listed, not only your department’s' })),
});

export const materialListRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  // Each answer carries the asker's saved and liked marks: never cached along the way.
  answerNeverCached(app);

  // Lists are reads a replica may answer (DATABASE_READ_URLS), except to someone who just wrote.
  const { reads } = deps;
  const listedPage = async (request: FastifyRequest, query: Static<typeof MaterialListQuery>) =>
    ok(await reads.read(request, (db) => listedMaterials(db, viewerOf(request), query, deps.listCache)));

  /**
   * A search that found nothing (page 1, after any closer spelling) is counted for the portal's
   * overview, never with who searched. Not awaited: the answer does not wait for a count, and a
   * count that fails is logged, never the searcher's problem.
   */
  const countIfUnmet = (request: FastifyRequest, query: Static<typeof MaterialListQuery>, page: MaterialListPage) => {
    const words = query.query?.trim();
    if (!words || (query.page ?? 1) !== 1 || page.pagination.total > 0) return;
    // The course is the filter's, else the one course the words name by its code or its title.
    const named = page.courses?.length === 1 ? page.courses[0]!.id : undefined;
    recordUnmetSearch(deps.database.db, { query: words, courseId: query.courseId ?? named }, deps.clock()).catch((error: unknown) =>
      request.log.error({ err: error }, 'could not count a search that found nothing'),
    );
  };

  app.get(
    '/materials',
    {
      schema: {
        summary: 'Search approved materials: title, description, tags, course code or course title; filters, sort and paging',
        description:
          'Lists only what the asker may see in lists: approved, unhidden, public materials, Restricted ones only to members ' +
          'of the course’s departments and staff. A course code in any spacing or case (CSC 204, csc204) finds its materials; ' +
          'so does a course’s whole title among the words (data structures; data structures past questions: its materials ' +
          'holding the other words), those first, and the answer’s courses lists the courses named, for the page to show first. ' +
          'A search that finds fewer than 3 is answered for closer spellings of its words when they find more (spelling says ' +
          'so); exact=true searches the words as typed. A search that finds nothing is counted for the portal’s overview ' +
          '(GET /review/material-gaps) by its words and course, never by who searched.',
        querystring: MaterialListQuery,
        response: responses,
      },
      preHandler: deps.auth.requireRecentUser,
    },
    async (request) => {
      const answer = await listedPage(request, request.query);
      countIfUnmet(request, request.query, answer.data);
      return answer;
    },
  );

  app.get(
    '/materials/recent',
    {
      schema: {
        summary: 'The newest listed materials (same query, filters and sort as the search)',
        querystring: MaterialListQuery,
        response: responses,
      },
      preHandler: deps.auth.requireRecentUser,
    },
    async (request) => listedPage(request, request.query),
  );

  app.get(
    '/materials/recommendations',
    {
      schema: {
        summary: 'Listed materials ranked for your department and level, then by popularity and recency',
        description:
          'Materials of courses your department takes at your level first, then the rest of your department’s. With ' +
          'ignorePreference=true, no department, or nothing in it, everything listed by downloads, likes and date. A sort replaces the ranking.',
        querystring: RecommendationsQuery,
        response: responses,
      },
      preHandler: deps.auth.requireRecentUser,
    },
    async (request) => {
      const viewer = viewerOf(request);
      const { page = 1, limit, ignorePreference = false, sort, ...filters } = request.query;
      const user = request.user;
      return ok(
        await reads.read(request, (db) =>
          recommendMaterials(db, viewer, { departmentId: user?.departmentId ?? null, level: user?.level ?? null }, {
            page,
            limit: limit ?? RECOMMENDATIONS_PAGE_SIZE,
            ignorePreference,
            filters,
            sort,
            cache: deps.listCache,
          }),
        ),
      );
    },
  );

  app.get(
    '/materials/saved',
    {
      schema: {
        summary: 'Your saved materials that you can still open, newest saved first',
        description: 'A material that was hidden, made private or otherwise closed to you since you saved it is left out.',
        querystring: MaterialListQuery,
        response: responses,
      },
      preHandler: deps.auth.requireUser,
    },
    async (request) => {
      return ok(await reads.read(request, (db) => savedMaterials(db, viewerOf(request), request.query)));
    },
  );

  app.get(
    '/materials/mine',
    {
      schema: {
        summary: 'Your own uploads in every review status, with the reviewer’s comment',
        querystring: MaterialListQuery,
        response: responses,
      },
      preHandler: deps.auth.requireUser,
    },
    async (request) => {
      return ok(await reads.read(request, (db) => uploadedMaterials(db, viewerOf(request), request.query)));
    },
  );
};
