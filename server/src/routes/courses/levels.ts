// GET /courses/levels?departmentId= (docs/api-contract.md): browse courses' level step, the levels
// a department takes courses at with how many. One grouped count over department_courses_pkey.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { sql, type Kysely } from 'kysely';
import type { CourseLevelCount } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import type { AppDeps } from '../../http/app-deps.ts';
import { COMMON_ERRORS, Success, errorResponses, ok } from '../../http/envelope.ts';
import { CourseLevelCountSchema } from '../../http/schemas/courses.ts';
import { isStaff } from '../../domain/users/index.ts';
import { viewerOf } from '../../http/viewer.ts';
import { CourseLevelsQuerySchema } from './course-fields.ts';

/** Levels with at least one course, lowest first; students count approved courses through approved links only. */
export async function courseLevels(db: Kysely<Database>, departmentId: string, staff: boolean): Promise<CourseLevelCount[]> {
  let query = db
    .selectFrom('department_courses as dc')
    .innerJoin('courses as c', 'c.id', 'dc.course_id')
    .select(['dc.level', sql<number>`count(*)::int`.as('courses')])
    .where('dc.department_id', '=', departmentId);
  if (!staff) query = query.where('dc.review_status', '=', 'approved').where('c.review_status', '=', 'approved');
  const rows = await query.groupBy('dc.level').orderBy('dc.level').execute();
  return rows.map((row) => ({ level: row.level, courses: Number(row.courses) }));
}

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
