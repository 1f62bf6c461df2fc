// Joining, leaving and the members of a group (docs/api-contract.md, docs/groups.md).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { GROUP_MEMBERS_MAX, GROUP_MESSAGES as M } from '@lectern/shared-api/contract';
import type { AppDeps } from '../../http/app-deps.ts';
import { COMMON_ERRORS, Success, errorResponses, ok } from '../../http/envelope.ts';
import { viewerOf } from '../../http/viewer.ts';
import { afterGroupChange, groupDetailFor, handOwnership, joinGroup, leaveGroup, listMembers, readGroup, removeMember } from '../../domain/groups/index.ts';
import { GroupDetailSchema, GroupJoinBody, GroupMemberParams, GroupMemberSchema, GroupOwnerBody, GroupParams, IdSchema } from './groups-schemas.ts';

const HIDDEN = `404 NOT_FOUND ("${M.notFound}") for an invite-only group the asker may not see.`;
const OWNER_ONLY = `Owner only: 403 FORBIDDEN ("${M.ownerOnly}") for anyone else who may see the group; ${HIDDEN}`;

export const memberRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;

  app.post(
    '/groups/:id/join',
    {
      schema: {
        summary: 'Join a group: an open one, or an invite-only one with its current invite code; answers the group as a member sees it',
        description:
          `A wrong or revoked code on an invite-only group is the 404 NOT_FOUND ("${M.notFound}") a stranger gets (staff, who see every group, get 403 "${M.inviteRequired}" or "${M.inviteInvalid}"). ` +
          `403 FORBIDDEN ("${M.removedFromGroup}") for someone the owner removed; 409 CONFLICT: "${M.alreadyMember}", "${M.tooManyGroups}", or the group is full (${GROUP_MEMBERS_MAX} members).`,
        params: GroupParams,
        body: GroupJoinBody,
        response: { 200: Success(GroupDetailSchema), ...COMMON_ERRORS, ...errorResponses(401, 403, 404, 409) },
      },
      // An open group needs nothing: a join without a body is a join without a code.
      preValidation: async (request) => {
        request.body ??= {};
      },
      preHandler: deps.auth.requireUser,
    },
    async (request) => {
      const viewer = viewerOf(request);
      const { access, change } = await joinGroup(db, viewer, request.params.id, request.body.invite);
      await afterGroupChange(deps, change, request.log);
      return ok(await groupDetailFor(db, viewer, access));
    },
  );

  app.post(
    '/groups/:id/leave',
    {
      schema: {
        summary: 'Leave a group (answers its id)',
        description: `409 CONFLICT ("${M.ownerCannotLeave}") for the owner; 403 FORBIDDEN ("${M.notMember}") for a non-member who may see the group; ${HIDDEN}`,
        params: GroupParams,
        response: { 200: Success(IdSchema), ...COMMON_ERRORS, ...errorResponses(401, 403, 404, 409) },
      },
      preHandler: deps.auth.requireUser,
    },
    async (request) => {
      await afterGroupChange(deps, await leaveGroup(db, viewerOf(request), request.params.id), request.log);
      return ok({ id: request.params.id });
    },
  );

  app.get(
    '/groups/:id/members',
    {
      schema: {
        summary: 'The members: the owner first, then by name',
        description: `Members and staff. 403 FORBIDDEN ("${M.notMember}") for anyone else who may see the group; ${HIDDEN}`,
        params: GroupParams,
        response: { 200: Success(Type.Array(GroupMemberSchema)), ...COMMON_ERRORS, ...errorResponses(401, 403, 404) },
      },
      preHandler: deps.auth.requireUser,
    },
    async (request) => ok(await listMembers(db, viewerOf(request), request.params.id)),
  );

  app.delete(
    '/groups/:id/members/:userId',
    {
      schema: {
        summary: 'Remove a member, who may not join again (answers their id)',
        description: `404 NOT_FOUND ("${M.memberNotFound}") for someone who is not a member; 409 CONFLICT ("${M.ownerCannotLeave}") for the owner themselves. ${OWNER_ONLY}`,
        params: GroupMemberParams,
        response: { 200: Success(IdSchema), ...COMMON_ERRORS, ...errorResponses(401, 403, 404, 409) },
      },
      preHandler: deps.auth.requireUser,
    },
    async (request) => {
      await afterGroupChange(deps, await removeMember(db, viewerOf(request), request.params.id, request.params.userId), request.log);
      return ok({ id: request.params.userId });
    },
  );

  app.post(
    '/groups/:id/owner',
    {
      schema: {
        summary: 'Hand ownership to another member; the old owner stays as a member (answers the group as they now see it)',
        description: `409 CONFLICT ("${M.newOwnerNotMember}") when userId is not a member. ${OWNER_ONLY}`,
        params: GroupParams,
        body: GroupOwnerBody,
        response: { 200: Success(GroupDetailSchema), ...COMMON_ERRORS, ...errorResponses(401, 403, 404, 409) },
      },
      preHandler: deps.auth.requireUser,
    },
    async (request) => {
      const viewer = viewerOf(request);
      await afterGroupChange(deps, await handOwnership(db, viewer, request.params.id, request.body.userId), request.log);
      return ok(await readGroup(db, viewer, request.params.id));
    },
  );
};
