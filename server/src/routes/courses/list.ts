// GET /courses and GET /courses/:id (docs/api-contract.md): approved courses with their departments;
// staff (the portal's course management) see every course and link, whatever its review status.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { COURSE_LIST_PAGE_SIZE, COURSE_MESSAGES } from '@lectern/shared-api/contract';
import type { AppDeps } from '../../http/app-deps.ts';
import { ApiError } from '../../platform/api-error.ts';
import { COMMON_ERRORS, Success, errorResponses, ok } from '../../http/envelope.ts';
import { CourseListItemSchema, CourseSchema } from '../../http/schemas/courses.ts';
import { PagedSchema } from '../../http/schemas/paged.ts';
import { isStaff } from '../../domain/users/index.ts';
import { viewerOf } from '../../http/viewer.ts';
import { approvedMaterialCounts, courseLists, findCourse } from '../../domain/courses/index.ts';
import { CourseIdParams, CourseListQuerySchema } from './course-fields.ts';
import { answerNeverCached } from '../../http/never-cached.ts';

export const courseListRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;
  const lists = courseLists(db, deps.clock, deps.invalidation);
  // What comes back depends on who asks (staff see pending courses): never cached along the way.
  answerNeverCached(app);

  app.get(
    '/courses',
    {
      schema: {
        summary: 'Courses in code order, paged: by code (any spacing or case) or name words, department and level',
        description:
          'Students see approved courses and approved department links; staff see every course and link, each with its reviewStatus. ' +
          'departmentId and level filter through the departments that take a course. allowDepartments=false leaves departments empty. ' +
          'withMaterialCounts=true adds approvedMaterials to each course: the approved materials its course page lists for the asker (one grouped count for the page).',
        querystring: CourseListQuerySchema,
        response: { 200: Success(PagedSchema(CourseListItemSchema)), ...COMMON_ERRORS, ...errorResponses(401) },
      },
      // A hot read-only list: a session checked in the last few seconds is not read again.
      preHandler: deps.auth.requireRecentUser,
    },
    async (request) => {
      const { page = 1, limit = COURSE_LIST_PAGE_SIZE, allowDepartments = true, withMaterialCounts = false, ...filters } = request.query;
      const viewer = viewerOf(request);
      const courses = await lists.list({ ...filters, staff: isStaff(viewer), page, limit, withDepartments: allowDepartments });
      if (!withMaterialCounts) return ok(courses);
      const counts = await approvedMaterialCounts(db, viewer, courses.data.map((course) => course.id));
      return ok({ ...courses, data: courses.data.map((course) => ({ ...course, approvedMaterials: counts.get(course.id) ?? 0 })) });
    },
  );

  app.get(
    '/courses/:id',
    {
      schema: {
        summary: 'One course with its departments (staff: whatever its review status)',
        description: `404 NOT_FOUND ("${COURSE_MESSAGES.courseNotFound}") for an unknown course, and for a student when it is not approved.`,
        params: CourseIdParams,
        response: { 200: Success(CourseSchema), ...COMMON_ERRORS, ...errorResponses(401, 404) },
      },
      preHandler: deps.auth.requireUser,
    },
    async (request) => {
      const course = await findCourse(db, request.params.id, isStaff(viewerOf(request)));
      if (!course) throw new ApiError(404, 'NOT_FOUND', COURSE_MESSAGES.courseNotFound);
      return ok(course);
    },
  );
};
