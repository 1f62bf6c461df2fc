// GET /groups (mine, finding, a course's) and GET /groups/:id (docs/api-contract.md, docs/groups.md).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GROUP_MESSAGES as M } from '@lectern/shared-api/contract';
import type { AppDeps } from '../../http/app-deps.ts';
import { COMMON_ERRORS, Success, errorResponses, ok } from '../../http/envelope.ts';
import { PagedSchema } from '../../http/schemas/paged.ts';
import { viewerOf } from '../../http/viewer.ts';
import { listGroups, readGroup } from '../../domain/groups/index.ts';
import { GroupDetailSchema, GroupParams, GroupReadQuery, GroupSearchQuerySchema, GroupSummarySchema } from './groups-schemas.ts';

export const groupReadRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;

  app.get(
    '/groups',
    {
      schema: {
        summary: 'My groups, or open groups by words or course code, or a course’s groups; newest activity first',
        description:
          'scope=mine: every group the asker is in (any policy). scope=find (the default): open groups whose name or description holds every word (by prefix) ' +
          "or whose course's code starts with the typed code ('CSC 204', 'csc204'). With courseId (the course page): that course's open groups and the asker's own groups of it. " +
          'An invite-only group never shows to someone outside it.',
        querystring: GroupSearchQuerySchema,
        response: { 200: Success(PagedSchema(GroupSummarySchema)), ...COMMON_ERRORS, ...errorResponses(401) },
      },
      preHandler: deps.auth.requireUser,
    },
    async (request) => ok(await listGroups(db, viewerOf(request), request.query)),
  );

  app.get(
    '/groups/:id',
    {
      schema: {
        summary: 'A group’s page: chatLink for members, inviteCode for the owner, readOnly for staff who are not members',
        description:
          `An open group: anyone signed in. An invite-only group: its members, staff, and anyone with its current invite code (?invite=). ` +
          `Anything else, a revoked code included, is 404 NOT_FOUND ("${M.notFound}"), as for a group that does not exist.`,
        params: GroupParams,
        querystring: GroupReadQuery,
        response: { 200: Success(GroupDetailSchema), ...COMMON_ERRORS, ...errorResponses(401, 404) },
      },
      preHandler: deps.auth.requireUser,
    },
    async (request) => ok(await readGroup(db, viewerOf(request), request.params.id, request.query.invite)),
  );
};
