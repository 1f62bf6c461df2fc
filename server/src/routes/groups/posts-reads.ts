// GET /groups/:id/threads and GET /groups/:id/threads/:threadId (docs/api-contract.md): the
// discussion as the asker may read it (members, and staff read-only).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GROUP_MESSAGES, POST_MESSAGES, REPLIES_PAGE_SIZE, THREADS_PAGE_SIZE } from '@lectern/shared-api/contract';
import type { AppDeps } from '../../http/app-deps.ts';
import { COMMON_ERRORS, Success, errorResponses, ok } from '../../http/envelope.ts';
import { PagedSchema } from '../../http/schemas/paged.ts';
import { viewerOf } from '../../http/viewer.ts';
import { listThreads, threadPage } from '../../domain/groups/index.ts';
import { DiscussionPageQuery, GroupParams, GroupThreadPageSchema, GroupThreadSchema, ThreadParams } from './posts-schemas.ts';

export const READERS =
  `Members and staff (staff who are not members read only). 403 FORBIDDEN ("${GROUP_MESSAGES.notMember}") for someone else who may see the group; ` +
  `404 NOT_FOUND ("${GROUP_MESSAGES.notFound}") for a group that does not exist or an invite-only group they are not in.`;

const SHARED =
  'A shared material is shown to each reader only when they may open it themselves (the material page’s rule); otherwise `shared` is ' +
  "{ material: null, unavailable: true }. A post hidden by a moderator keeps its place with body '' (a thread's title '' too), removed true and nothing shared.";

export const postReadRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;

  app.get(
    '/groups/:id/threads',
    {
      schema: {
        summary: `The group's threads, newest activity first (a new reply moves its thread up), ${THREADS_PAGE_SIZE} a page`,
        description: `answered: a reply is marked Helpful (and not removed). ${SHARED} ${READERS}`,
        params: GroupParams,
        querystring: DiscussionPageQuery,
        response: { 200: Success(PagedSchema(GroupThreadSchema)), ...COMMON_ERRORS, ...errorResponses(401, 403, 404) },
      },
      preHandler: deps.auth.requireUser,
    },
    async (request) => ok(await listThreads(db, viewerOf(request), request.params.id, request.query.page ?? 1)),
  );

  app.get(
    '/groups/:id/threads/:threadId',
    {
      schema: {
        summary: `A thread and a page of its replies, oldest first, ${REPLIES_PAGE_SIZE} a page`,
        description: `404 NOT_FOUND ("${POST_MESSAGES.notFound}") for a thread not in this group (or a reply's id). ${SHARED} ${READERS}`,
        params: ThreadParams,
        querystring: DiscussionPageQuery,
        response: { 200: Success(GroupThreadPageSchema), ...COMMON_ERRORS, ...errorResponses(401, 403, 404) },
      },
      preHandler: deps.auth.requireUser,
    },
    async (request) => ok(await threadPage(db, viewerOf(request), request.params.id, request.params.threadId, request.query.page ?? 1)),
  );
};
