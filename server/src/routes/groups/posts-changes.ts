// The discussion's changes (docs/api-contract.md): start a thread, reply, edit, delete, mark a reply
// Helpful, report a post. Members only (staff who are not members read, never post). Each change
// answers what changed, handed to afterGroupChange after its commit (live streams, linked chats).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { Type } from 'typebox';
import { GROUP_MESSAGES, POST_MESSAGES as M, POSTS_PER_MINUTE } from '@lectern/shared-api/contract';
import type { AppDeps } from '../../http/app-deps.ts';
import { COMMON_ERRORS, Success, errorResponses, ok } from '../../http/envelope.ts';
import { RateLimiter } from '../../http/rate-limit.ts';
import { viewerOf } from '../../http/viewer.ts';
import { ApiError } from '../../platform/api-error.ts';
import { afterGroupChange, createReply, createThread, deletePost, reportPost, setHelpful, updatePost } from '../../domain/groups/index.ts';
import {
  GroupParams,
  GroupReplySchema,
  GroupThreadSchema,
  HelpfulBody,
  PostDeletedSchema,
  PostParams,
  PostReportBody,
  PostReportReceiptSchema,
  PostUpdateBody,
  ReplyInputBody,
  ThreadInputBody,
  ThreadParams,
} from './posts-schemas.ts';

const MEMBERS =
  `Members only: 403 FORBIDDEN ("${GROUP_MESSAGES.notMember}") for anyone else who may see the group (staff who are not members, someone removed from it); ` +
  `404 NOT_FOUND ("${GROUP_MESSAGES.notFound}") for a group that does not exist or an invite-only group they are not in. ` +
  `404 NOT_FOUND ("${M.notFound}") for a post not in this group.`;

const POSTING =
  `A material (materialId) must be one the poster may open, else 400 VALIDATION ("${M.materialNotFound}"). ` +
  `At most ${POSTS_PER_MINUTE} threads and replies a minute a person, in every group together: then 429 RATE_LIMITED ("${M.rateLimited}") with Retry-After.`;

export const postChangeRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;
  const postLimiter = new RateLimiter(db, POSTS_PER_MINUTE, deps.clock);

  // Per person, counted in the database so several servers count together.
  const limitPosts: preHandlerAsyncHookHandler = async (request, reply) => {
    const wait = await postLimiter.hit([`group-posts|user|${viewerOf(request).id}`]);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw new ApiError(429, 'RATE_LIMITED', M.rateLimited);
    }
  };

  app.post(
    '/groups/:id/threads',
    {
      schema: {
        summary: 'Start a thread: a question or a note, a title and a plain-text body, optionally sharing a material',
        description: `${POSTING} ${MEMBERS}`,
        params: GroupParams,
        body: ThreadInputBody,
        response: { 201: Success(GroupThreadSchema), ...COMMON_ERRORS, ...errorResponses(401, 403, 404, 413, 429) },
      },
      preHandler: [deps.auth.requireUser, limitPosts],
    },
    async (request, reply) => {
      const { thread, change } = await createThread(db, viewerOf(request), request.params.id, request.body);
      await afterGroupChange(deps, change, request.log);
      reply.status(201);
      return ok(thread);
    },
  );

  app.post(
    '/groups/:id/threads/:threadId/replies',
    {
      schema: {
        summary: "Reply to a thread, optionally sharing a material; the thread's author is told (not of their own replies)",
        description: `Moves the thread to the top of the list. 409 CONFLICT ("${M.removed}") for a thread a moderator hid. ${POSTING} ${MEMBERS}`,
        params: ThreadParams,
        body: ReplyInputBody,
        response: { 201: Success(GroupReplySchema), ...COMMON_ERRORS, ...errorResponses(401, 403, 404, 409, 413, 429) },
      },
      preHandler: [deps.auth.requireUser, limitPosts],
    },
    async (request, reply) => {
      const { post, change } = await createReply(db, viewerOf(request), request.params.id, request.params.threadId, request.body);
      await afterGroupChange(deps, change, request.log);
      reply.status(201);
      return ok(post);
    },
  );

  app.patch(
    '/groups/:id/posts/:postId',
    {
      schema: {
        summary: "Edit one's own post: a thread's title and body, a reply's body (a title sent for a reply is ignored); sets editedAt",
        description: `Its author only: 403 FORBIDDEN ("${M.authorOnly}") for anyone else; 409 CONFLICT ("${M.removed}") for a post a moderator hid. ${MEMBERS}`,
        params: PostParams,
        body: PostUpdateBody,
        response: { 200: Success(Type.Union([GroupThreadSchema, GroupReplySchema])), ...COMMON_ERRORS, ...errorResponses(401, 403, 404, 409, 413) },
      },
      preHandler: deps.auth.requireUser,
    },
    async (request) => {
      const { post, change } = await updatePost(db, viewerOf(request), request.params.id, request.params.postId, request.body);
      await afterGroupChange(deps, change, request.log);
      return ok(post);
    },
  );

  app.delete(
    '/groups/:id/posts/:postId',
    {
      schema: {
        summary: 'Delete a post: its author or the group owner; a thread takes its replies with it',
        description: `403 FORBIDDEN ("${M.deleteNotAllowed}") for anyone else. ${MEMBERS}`,
        params: PostParams,
        response: { 200: Success(PostDeletedSchema), ...COMMON_ERRORS, ...errorResponses(401, 403, 404) },
      },
      preHandler: deps.auth.requireUser,
    },
    async (request) => {
      const { id, change } = await deletePost(db, viewerOf(request), request.params.id, request.params.postId);
      await afterGroupChange(deps, change, request.log);
      return ok({ id });
    },
  );

  app.put(
    '/groups/:id/posts/:postId/helpful',
    {
      schema: {
        summary: "Mark a reply Helpful, or take the mark back (the thread's author only; idempotent); answers the reply",
        description:
          'Several replies of one thread may be Helpful; the thread is answered while any (not removed) is. ' +
          "The reply's author is told when it becomes Helpful (never when the mark is taken back, never of one's own reply). " +
          `403 FORBIDDEN ("${M.helpfulAskerOnly}") for anyone but the thread's author; 400 VALIDATION ("${M.notReply}") for a thread's id. ${MEMBERS}`,
        params: PostParams,
        body: HelpfulBody,
        response: { 200: Success(GroupReplySchema), ...COMMON_ERRORS, ...errorResponses(401, 403, 404) },
      },
      preHandler: deps.auth.requireUser,
    },
    async (request) => {
      const { post, change } = await setHelpful(db, viewerOf(request), request.params.id, request.params.postId, request.body.helpful);
      await afterGroupChange(deps, change, request.log);
      return ok(post);
    },
  );

  app.post(
    '/groups/:id/posts/:postId/report',
    {
      schema: {
        summary: 'Report a thread or reply to staff (the Group reports queue)',
        description: `One open report per person and post: 409 CONFLICT ("${M.alreadyReported}"). ${MEMBERS}`,
        params: PostParams,
        body: PostReportBody,
        response: { 201: Success(PostReportReceiptSchema), ...COMMON_ERRORS, ...errorResponses(401, 403, 404, 409, 413) },
      },
      preHandler: deps.auth.requireUser,
    },
    async (request, reply) => {
      const { id } = await reportPost(db, viewerOf(request), request.params.id, request.params.postId, request.body);
      reply.status(201);
      return ok({ id, message: M.reported });
    },
  );
};
