import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { USER_ADMIN_MESSAGES, type SessionsEnded } from '@lectern/shared-api/contract';
import type { AppDeps } from '../../http/app-deps.ts';
import { ApiError } from '../../platform/api-error.ts';
import { COMMON_ERRORS, Success, errorResponses, ok } from '../../http/envelope.ts';
import { matchesContract } from '../../http/schemas/contract-match.ts';
import { findUserById } from '../../domain/users/index.ts';

const SessionsEndedSchema = matchesContract<SessionsEnded>()(Type.Object({ id: Type.String(), ended: Type.Integer({ minimum: 0 }) }));

/**
 * DELETE /user/:id/sessions (admins): signs a person out everywhere, as after a stolen phone.
 * Every session ends on every server at once, and with them their study groups' live streams;
 * the person's next request anywhere is 401.
 */
export const sessionsRevokeRoute: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  app.delete(
    '/user/:id/sessions',
    {
      schema: {
        summary: 'Sign a person out on every device (admins)',
        description: 'Ends every session of the person, the admin’s own included when it is theirs. 404 NOT_FOUND for an unknown person.',
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
        response: { 200: Success(SessionsEndedSchema), ...COMMON_ERRORS, ...errorResponses(401, 403, 404) },
      },
      preHandler: deps.auth.requireRole('admin'),
    },
    async (request) => {
      const { id } = request.params;
      if (!(await findUserById(deps.database.db, id))) throw new ApiError(404, 'NOT_FOUND', USER_ADMIN_MESSAGES.userNotFound);
      const ended = await deps.auth.endSessionsOf(id);
      request.log.info({ userId: id, ended }, 'sessions revoked by an admin');
      return ok({ id, ended });
    },
  );
};
