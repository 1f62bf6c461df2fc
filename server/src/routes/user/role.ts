import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ROLES, USER_ADMIN_MESSAGES, type RoleChangeRequest, type RoleChanged } from '@lectern/shared-api/contract';
import type { AppDeps } from '../../http/app-deps.ts';
import { ApiError } from '../../platform/api-error.ts';
import { COMMON_ERRORS, Success, errorResponses, ok } from '../../http/envelope.ts';
import { matchesContract } from '../../http/schemas/contract-match.ts';
import { changeRole } from '../../domain/users/index.ts';

const RoleBody = matchesContract<RoleChangeRequest>()(Type.Object({ role: Type.Enum(ROLES) }));
const RoleChangedSchema = matchesContract<RoleChanged>()(Type.Object({ id: Type.String(), role: Type.Enum(ROLES) }));

/**
 * PATCH /user/:id/role (admins): make a student a moderator, a moderator a student, or anyone an
 * admin, but never demote the last admin (domain/users/role-change.ts). The change holds from
 * that person's next request.
 */
export const roleRoute: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  app.patch(
    '/user/:id/role',
    {
      schema: {
        summary: "Change a person's role (admins)",
        description: `409 CONFLICT when it would demote the last admin ("${USER_ADMIN_MESSAGES.lastAdmin}").`,
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
        body: RoleBody,
        response: { 200: Success(RoleChangedSchema), ...COMMON_ERRORS, ...errorResponses(401, 403, 404, 409) },
      },
      preHandler: deps.auth.requireRole('admin'),
    },
    async (request) => {
      const { id } = request.params;
      const { role } = request.body;
      const outcome = await changeRole(deps.database.db, id, role, deps.clock());
      if (outcome === 'not-found') throw new ApiError(404, 'NOT_FOUND', USER_ADMIN_MESSAGES.userNotFound);
      if (outcome === 'last-admin') throw new ApiError(409, 'CONFLICT', USER_ADMIN_MESSAGES.lastAdmin);
      deps.auth.roleChanged(id);
      return ok({ id, role });
    },
  );
};
