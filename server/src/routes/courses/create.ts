// POST /courses and POST /courses/department-level (docs/api-contract.md): anyone verified may add a
// course or a department's link to one; a student's is a proposal (pending, for the Courses and
// DLC Review queues), staff's is approved at once.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { COURSE_MESSAGES as M, DEFAULT_LEVEL } from '@lectern/shared-api/contract';
import type { AppDeps } from '../../http/app-deps.ts';
import { ApiError } from '../../platform/api-error.ts';
import { COMMON_ERRORS, Success, errorResponses, ok } from '../../http/envelope.ts';
import { CourseLinkSchema, CourseSchema } from '../../http/schemas/courses.ts';
import { viewerOf } from '../../http/viewer.ts';
import { findCourse, proposeCourse, proposeCourseLink } from '../../domain/courses/index.ts';
import { CourseLinkBody, CreateCourseBody } from './course-fields.ts';

async function requireVerified(request: FastifyRequest): Promise<void> {
  if (!request.user?.emailVerifiedAt) throw new ApiError(403, 'FORBIDDEN', M.unverified);
}

export const courseCreateRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;

  app.post(
    '/courses',
    {
      schema: {
        summary: 'Add a course, taken by one department at one level: pending from a student, approved from staff',
        description:
          `The code is stored without spaces. 400 VALIDATION names each bad field ("${M.courseCodeTooLong}" for 7 or more characters); ` +
          `409 CONFLICT when a course has the code, ignoring case and spaces; 403 FORBIDDEN until the email address is verified.`,
        body: CreateCourseBody,
        response: { 201: Success(CourseSchema), ...COMMON_ERRORS, ...errorResponses(401, 403, 409, 413) },
      },
      preHandler: [deps.auth.requireUser, requireVerified],
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const { level = DEFAULT_LEVEL, ...fields } = request.body;
      const { courseId, reviewStatus } = await proposeCourse(db, viewer, { ...fields, level });
      if (reviewStatus === 'approved') {
        deps.listCache.clear();
        // Suggestions and the landing's course count.
        deps.referenceCache.invalidate();
      }
      // The author sees their own proposal and its link, pending as they are.
      const course = await findCourse(db, courseId, true);
      if (!course) throw new Error('the new course disappeared');
      reply.status(201);
      return ok(course);
    },
  );

  app.post(
    '/courses/department-level',
    {
      schema: {
        summary: 'Link a course to a department at a level: pending from a student, approved from staff',
        description:
          `404 NOT_FOUND for an unknown course (students: one that is not approved); 400 VALIDATION for a bad level or an unknown department; ` +
          `409 CONFLICT ("${M.linkExists}") when the department already takes the course; 403 FORBIDDEN until the email address is verified.`,
        body: CourseLinkBody,
        response: { 201: Success(CourseLinkSchema), ...COMMON_ERRORS, ...errorResponses(401, 403, 404, 409, 413) },
      },
      preHandler: [deps.auth.requireUser, requireVerified],
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const { level = DEFAULT_LEVEL, ...fields } = request.body;
      const link = await proposeCourseLink(db, viewer, { ...fields, level });
      if (link.reviewStatus === 'approved') {
        deps.listCache.clear();
        // A suggestion names the course's department and level.
        deps.referenceCache.invalidate();
      }
      reply.status(201);
      return ok(link);
    },
  );
};
