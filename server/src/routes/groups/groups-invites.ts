// POST and DELETE /groups/:id/invite (docs/api-contract.md, docs/groups.md): the owner's invite link.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppDeps } from '../../http/app-deps.ts';
import { COMMON_ERRORS, Success, errorResponses, ok } from '../../http/envelope.ts';
import { viewerOf } from '../../http/viewer.ts';
import { renewInvite, revokeInvite } from '../../domain/groups/index.ts';
import { GroupInviteSchema, GroupParams } from './groups-schemas.ts';
import { GROUP_OWNER_ONLY } from './owner-only.ts';

export const groupInviteRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;

  app.post(
    '/groups/:id/invite',
    {
      schema: {
        summary: 'A new invite code; the old link stops working at once',
        description: `The code is url-safe and 22 characters; the link is groupInvitePath(id, code). ${GROUP_OWNER_ONLY}`,
        params: GroupParams,
        response: { 200: Success(GroupInviteSchema), ...COMMON_ERRORS, ...errorResponses(401, 403, 404) },
      },
      preHandler: deps.auth.requireUser,
    },
    async (request) => ok(await renewInvite(db, viewerOf(request), request.params.id)),
  );

  app.delete(
    '/groups/:id/invite',
    {
      schema: {
        summary: 'Turn the invite link off (answers null); a new one is made with POST',
        description: GROUP_OWNER_ONLY,
        params: GroupParams,
        response: { 200: Success(Type.Null()), ...COMMON_ERRORS, ...errorResponses(401, 403, 404) },
      },
      preHandler: deps.auth.requireUser,
    },
    async (request) => {
      await revokeInvite(db, viewerOf(request), request.params.id);
      return ok(null);
    },
  );
};
