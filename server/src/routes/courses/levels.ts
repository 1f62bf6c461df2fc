// GET /courses/levels?departmentId= (docs/api-contract.md): browse courses' level step, the levels
// a department takes courses at with how many. One grouped count over department_courses_pkey.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppDeps } from '../../http/app-deps.ts';
import { COMMON_ERRORS, Success, errorResponses, ok } from '../../http/envelope.ts';
import { CourseLevelCountSchema } from '../../http/schemas/courses.ts';
import { courseLevels } from '../../domain/courses/index.ts';
import { isStaff } from '../../domain/users/index.ts';
import { viewerOf } from '../../http/viewer.ts';
import { CourseLevelsQuerySchema } from './course-fields.ts';

export const courseLevelRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;
  app.get(
    '/courses/levels',
    {
      schema: {
        summary: 'The levels a department takes courses at, each with how many (browse courses)',
        description:
          'Levels without a course are left out; an unknown department has none. Students count approved courses through approved links; staff count every course and link (as GET /courses lists them).',
        querystring: CourseLevelsQuerySchema,
        response: { 200: Success(Type.Array(CourseLevelCountSchema)), ...COMMON_ERRORS, ...errorResponses(401) },
      },
      preHandler: deps.auth.requireUser,
    },
    async (request, reply) => {
      // What comes back depends on who asks (staff count pending courses): never cached along the way.
      reply.header('cache-control', 'no-store');
      return ok(await courseLevels(db, request.query.departmentId, isStaff(viewerOf(request))));
    },
  );
};
