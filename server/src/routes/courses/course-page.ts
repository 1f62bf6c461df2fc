// GET /courses/by-code/:code: a course page (docs/api-contract.md). The approved course whatever the
// code's spacing or case, its departments and levels, and its listed materials grouped by
// classification in the contract's order, each group capped.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppDeps } from '../../http/app-deps.ts';
import { ApiError } from '../../platform/api-error.ts';
import { COMMON_ERRORS, Success, errorResponses, ok } from '../../http/envelope.ts';
import { COURSE_PAGE_GROUP_MAX, materialsByClassification } from '../../domain/materials/index.ts';
import { viewerOf } from '../../http/viewer.ts';
import { findCourseByCode } from '../../domain/courses/index.ts';
import { CoursePageSchema } from '../../http/schemas/courses.ts';

export const COURSE_NOT_FOUND = 'No approved course has this code.';

export const coursePageRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/courses/by-code/:code',
    {
      schema: {
        summary: 'A course page: the approved course, its departments and levels, its listed materials by classification',
        description: `Any spacing or case of the code (CSC 204, csc204). Each classification lists its newest ${COURSE_PAGE_GROUP_MAX} materials; empty ones are left out.`,
        params: Type.Object({ code: Type.String({ description: 'The course code, e.g. CSC 204' }) }),
        response: { 200: Success(CoursePageSchema), ...COMMON_ERRORS, ...errorResponses(401, 404) },
      },
      preHandler: deps.auth.requireUser,
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      // A page read a replica may answer (DATABASE_READ_URLS), except to someone who just wrote.
      const page = await deps.reads.read(request, async (db) => {
        const course = await findCourseByCode(db, request.params.code);
        return course ? { course, materials: await materialsByClassification(db, viewer, course.id) } : null;
      });
      if (!page) throw new ApiError(404, 'NOT_FOUND', COURSE_NOT_FOUND);
      reply.header('cache-control', 'no-store');
      return ok(page);
    },
  );
};
