// Course management by staff (docs/api-contract.md): edit a course and unlink a department (staff),
// delete a course (admins). Deletes are recorded in review_actions beside the review decisions.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { COURSE_MESSAGES as M, storedCourseCode } from '@lectern/shared-api/contract';
import type { AppDeps } from '../../http/app-deps.ts';
import { ApiError } from '../../platform/api-error.ts';
import { COMMON_ERRORS, Success, errorResponses, ok } from '../../http/envelope.ts';
import { CourseDeletedSchema, CourseSchema, CourseUnlinkedSchema } from '../../http/schemas/courses.ts';
import { viewerOf } from '../../http/viewer.ts';
import { conflictOf, courseNotFound, courseReview, dlcReview, findCourse, updateCourse } from '../../domain/courses/index.ts';
import { CourseIdParams, CourseLinkParams, CourseUpdateBody } from './course-fields.ts';
import { deleteItem } from '../../domain/review/index.ts';

export const courseManageRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;

  app.patch(
    '/courses/:id',
    {
      schema: {
        summary: 'Edit a course’s name, code and description (staff)',
        description:
          'The code follows the same rules as when adding a course; 409 CONFLICT when another course has it. An omitted description stays; ' +
          "'' or null clear it.",
        params: CourseIdParams,
        body: CourseUpdateBody,
        response: { 200: Success(CourseSchema), ...COMMON_ERRORS, ...errorResponses(401, 403, 404, 409, 413) },
      },
      preHandler: deps.auth.requireRole('admin', 'moderator'),
    },
    async (request) => {
      const { courseName, courseCode, description } = request.body;
      const changed = await updateCourse(db, request.params.id, {
        courseName,
        courseCode: storedCourseCode(courseCode),
        description: description === undefined ? undefined : description || null,
      }).catch((error: unknown) => {
        throw conflictOf(error);
      });
      if (!changed) throw courseNotFound();
      // Material search matches course codes; suggestions show them.
      deps.listCache.clear();
      deps.referenceCache.invalidate();
      const course = await findCourse(db, request.params.id, true);
      if (!course) throw courseNotFound();
      return ok(course);
    },
  );

  app.delete(
    '/courses/:id',
    {
      schema: {
        summary: 'Delete a course for good (admins): its department links go with it; its materials stay, without a course',
        params: CourseIdParams,
        response: { 200: Success(CourseDeletedSchema), ...COMMON_ERRORS, ...errorResponses(401, 403, 404) },
      },
      preHandler: deps.auth.requireRole('admin'),
    },
    async (request) => {
      if (!(await deleteItem(db, courseReview, request.params.id, viewerOf(request).id, deps.clock(), deps.storage))) throw courseNotFound();
      deps.listCache.clear();
      deps.referenceCache.invalidate();
      return ok({ id: request.params.id });
    },
  );

  app.delete(
    '/courses/department-level/:departmentId/:courseId',
    {
      schema: {
        summary: 'Unlink a course from a department (staff)',
        description: `404 NOT_FOUND ("${M.linkNotFound}") when the department does not take the course.`,
        params: CourseLinkParams,
        response: { 200: Success(CourseUnlinkedSchema), ...COMMON_ERRORS, ...errorResponses(401, 403, 404) },
      },
      preHandler: deps.auth.requireRole('admin', 'moderator'),
    },
    async (request) => {
      const { departmentId, courseId } = request.params;
      if (!(await deleteItem(db, dlcReview, { departmentId, courseId }, viewerOf(request).id, deps.clock(), deps.storage))) throw new ApiError(404, 'NOT_FOUND', M.linkNotFound);
      deps.listCache.clear();
      deps.referenceCache.invalidate();
      return ok({ courseId, departmentId });
    },
  );
};
