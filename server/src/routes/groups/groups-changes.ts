// POST /groups, PATCH and DELETE /groups/:id (docs/api-contract.md, docs/groups.md).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GROUP_MESSAGES as M, GROUPS_PER_PERSON_MAX } from '@lectern/shared-api/contract';
import type { AppDeps } from '../../http/app-deps.ts';
import { COMMON_ERRORS, Success, errorResponses, ok } from '../../http/envelope.ts';
import { viewerOf } from '../../http/viewer.ts';
import { afterGroupChange, createGroup, deleteGroup, readGroup, updateGroup } from '../../domain/groups/index.ts';
import { GroupDetailSchema, GroupInputBody, GroupParams, GroupUpdateBody, IdSchema } from './groups-schemas.ts';
import { GROUP_OWNER_ONLY } from './owner-only.ts';

export const groupChangeRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;

  app.post(
    '/groups',
    {
      schema: {
        summary: 'Create a group: the asker is its owner and only member',
        description:
          `400 VALIDATION names each bad field: the name (${M.nameLength}), the description, courseId (an approved course), chatLink ("${M.chatLinkInvalid}"). ` +
          `409 CONFLICT ("${M.tooManyGroups}") for someone already in ${GROUPS_PER_PERSON_MAX} groups. The group gets an invite code at once (inviteCode).`,
        body: GroupInputBody,
        response: { 201: Success(GroupDetailSchema), ...COMMON_ERRORS, ...errorResponses(401, 409, 413) },
      },
      preHandler: deps.auth.requireUser,
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const id = await createGroup(db, viewer, request.body);
      reply.status(201);
      return ok(await readGroup(db, viewer, id));
    },
  );

  app.patch(
    '/groups/:id',
    {
      schema: {
        summary: 'Edit a group: only the fields given',
        description: `'' or null clear the description, course and chat link. Made invite-only without an invite link, it gets one. ${GROUP_OWNER_ONLY}`,
        params: GroupParams,
        body: GroupUpdateBody,
        response: { 200: Success(GroupDetailSchema), ...COMMON_ERRORS, ...errorResponses(401, 403, 404, 413) },
      },
      preHandler: deps.auth.requireUser,
    },
    async (request) => {
      const viewer = viewerOf(request);
      await afterGroupChange(deps, await updateGroup(db, viewer, request.params.id, request.body), request.log);
      return ok(await readGroup(db, viewer, request.params.id));
    },
  );

  app.delete(
    '/groups/:id',
    {
      schema: {
        summary: 'Delete a group with its discussion, sessions and members',
        description: GROUP_OWNER_ONLY,
        params: GroupParams,
        response: { 200: Success(IdSchema), ...COMMON_ERRORS, ...errorResponses(401, 403, 404) },
      },
      preHandler: deps.auth.requireUser,
    },
    async (request) => {
      await afterGroupChange(deps, await deleteGroup(db, viewerOf(request), request.params.id), request.log);
      return ok({ id: request.params.id });
    },
  );
};
