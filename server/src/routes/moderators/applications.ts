// POST /moderator-applications and GET /moderator-applications/mine: a student asks to moderate a
// department at a level (admins decide in the Moderator Applications queue:
// domain/moderators/moderator-review.ts), and Settings shows how their latest application stands.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { MODERATOR_APPLICATION_MESSAGES as M, MODERATOR_REASON_MAX, MODERATOR_REASON_MIN, PROFILE_LEVELS } from '@lectern/shared-api/contract';
import type { AppDeps } from '../../http/app-deps.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { ApiError } from '../../platform/api-error.ts';
import { COMMON_ERRORS, Success, errorResponses, ok } from '../../http/envelope.ts';
import { departmentExists } from '../../domain/courses/index.ts';
import { viewerOf } from '../../http/viewer.ts';
import { ModeratorApplicationBody, ModeratorApplicationSchema } from '../../http/schemas/moderator-applications.ts';
import { findApplication, insertApplication, latestApplicationOf, ONE_PENDING_INDEX } from '../../domain/moderators/index.ts';

const alreadyPending = () => new ApiError(409, 'CONFLICT', M.alreadyPending);

async function requireVerified(request: FastifyRequest): Promise<void> {
  if (!request.user?.emailVerifiedAt) throw new ApiError(403, 'FORBIDDEN', M.unverified);
}

export const moderatorApplicationRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;

  app.post(
    '/moderator-applications',
    {
      schema: {
        summary: 'Apply to moderate a department at a level (students); pending until an admin decides',
        description:
          `400 VALIDATION names each bad field (a reason of ${MODERATOR_REASON_MIN} to ${MODERATOR_REASON_MAX} characters once trimmed; a known department; a level of ${PROFILE_LEVELS.join(', ')}); ` +
          `409 CONFLICT for a moderator or admin ("${M.alreadyStaff}") and for someone with an application waiting ("${M.alreadyPending}"); ` +
          '403 FORBIDDEN until the email address is verified.',
        body: ModeratorApplicationBody,
        response: { 201: Success(ModeratorApplicationSchema), ...COMMON_ERRORS, ...errorResponses(401, 403, 409, 413) },
      },
      preHandler: [deps.auth.requireUser, requireVerified],
    },
    async (request, reply) => {
      const user = viewerOf(request);
      if (user.role !== 'student') throw new ApiError(409, 'CONFLICT', M.alreadyStaff);
      const { departmentId, level, reason } = request.body;
      if (!(await departmentExists(db, departmentId))) {
        throw new ApiError(400, 'VALIDATION', M.departmentUnknown, [{ field: 'departmentId', message: M.departmentUnknown }]);
      }
      // The partial unique index is the rule "one waiting application a person", also for two sent at once.
      const id = await insertApplication(db, { userId: user.id, departmentId, level, reason }, deps.clock()).catch((error: unknown) => {
        throw isUniqueViolation(error, ONE_PENDING_INDEX) ? alreadyPending() : error;
      });
      const application = await findApplication(db, id);
      if (!application) throw new Error('the new application disappeared');
      reply.status(201);
      return ok(application);
    },
  );

  app.get(
    '/moderator-applications/mine',
    {
      schema: {
        summary: "The signed-in person's latest moderator application, or null when they never applied",
        response: { 200: Success(Type.Union([ModeratorApplicationSchema, Type.Null()])), ...COMMON_ERRORS, ...errorResponses(401) },
      },
      preHandler: deps.auth.requireUser,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await latestApplicationOf(db, viewerOf(request).id));
    },
  );
};
