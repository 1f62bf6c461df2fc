// GET /courses/by-code/:code: a course page (docs/api-contract.md). The approved course whatever the
// code's spacing or case, its departments and levels, and its listed materials grouped by
// classification in the contract's order, each group capped.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql, type Kysely, type SqlBool } from 'kysely';
import { Type } from 'typebox';
import { CLASSIFICATIONS, normaliseCourseCode, type Course, type CoursePage, type Material } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import type { AppDeps } from '../../http/app-deps.ts';
import { ApiError } from '../../platform/api-error.ts';
import { COMMON_ERRORS, Success, errorResponses, ok } from '../../http/envelope.ts';
import { isListedFor, selectMaterials, toMaterial } from '../../domain/materials/index.ts';
import type { Viewer } from '../../domain/users/index.ts';
import { viewerOf } from '../../http/viewer.ts';
import { findCourse } from '../../domain/courses/index.ts';
import { CoursePageSchema } from '../../http/schemas/courses.ts';

/** The newest this many of each classification; the full list is GET /materials?courseId=&classification=. */
export const COURSE_PAGE_GROUP_MAX = 50;
export const COURSE_NOT_FOUND = 'No approved course has this code.';

/** The approved course whatever the code's spacing or case, with its approved department links. */
async function findCourseByCode(db: Kysely<Database>, code: string): Promise<Course | null> {
  const row = await db
    .selectFrom('courses')
    .select('id')
    .where('code_key', '=', normaliseCourseCode(code))
    .where('review_status', '=', 'approved')
    .executeTakeFirst();
  return row ? findCourse(db, row.id, false) : null;
}

async function groupedMaterials(db: Kysely<Database>, viewer: Viewer, courseId: string): Promise<CoursePage['materials']> {
  // One query: each classification's newest COURSE_PAGE_GROUP_MAX, numbered by a window.
  const ranked = db
    .selectFrom('materials as m')
    .select(['m.id', sql<number>`row_number() over (partition by m.classification order by m.created_at desc, m.id desc)`.as('n')])
    .where('m.course_id', '=', courseId)
    .where(sql<SqlBool>`${isListedFor(viewer)}`)
    .as('ranked');
  const ids = await db.selectFrom(ranked).select('ranked.id').where('ranked.n', '<=', COURSE_PAGE_GROUP_MAX).execute();
  if (ids.length === 0) return [];
  const rows = await selectMaterials(db, viewer)
    .where(
      'm.id',
      'in',
      ids.map((r) => r.id),
    )
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .execute();
  const groups = new Map<string, Material[]>();
  for (const row of rows) {
    const list = groups.get(row.classification) ?? [];
    list.push(toMaterial(row, viewer));
    groups.set(row.classification, list);
  }
  return CLASSIFICATIONS.flatMap((classification) => {
    const materials = groups.get(classification);
    return materials ? [{ classification, materials }] : [];
  });
}

export const coursePageRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;
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
      const course = await findCourseByCode(db, request.params.code);
      if (!course) throw new ApiError(404, 'NOT_FOUND', COURSE_NOT_FOUND);
      reply.header('cache-control', 'no-store');
      return ok({ course, materials: await groupedMaterials(db, viewer, course.id) });
    },
  );
};
