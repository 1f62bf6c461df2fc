// POST/DELETE /blogs/:id/like: idempotent; the likes counter moves only with a like row
// actually inserted or deleted (blogs-repository.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BLOG_MESSAGES } from '@lectern/shared-api/contract';
import type { AppDeps } from '../../http/app-deps.ts';
import { ApiError } from '../../platform/api-error.ts';
import { COMMON_ERRORS, Success, errorResponses, ok } from '../../http/envelope.ts';
import { viewerOf } from '../../http/viewer.ts';
import { BlogParams, BlogSchema } from '../../http/schemas/blogs.ts';
import { findOpenableBlog, likeBlog, selectBlogs, toBlog, unlikeBlog } from '../../domain/blogs/index.ts';

export const blogLikeRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;
  const actions = [
    { method: 'POST', summary: 'Like a blog post (idempotent)', run: (id: string, userId: string) => likeBlog(db, id, userId, deps.clock()) },
    { method: 'DELETE', summary: 'Take one’s like back (idempotent)', run: (id: string, userId: string) => unlikeBlog(db, id, userId) },
  ] as const;

  for (const action of actions) {
    app.route({
      method: action.method,
      url: '/blogs/:id/like',
      schema: {
        summary: action.summary,
        description: 'Answers the post as it is now. 404 NOT_FOUND for a post the caller may not open.',
        params: BlogParams,
        response: { 200: Success(BlogSchema), ...COMMON_ERRORS, ...errorResponses(401, 403, 404) },
      },
      preHandler: deps.auth.requireUser,
      handler: async (request) => {
        const viewer = viewerOf(request);
        const found = await findOpenableBlog(db, viewer, request.params.id);
        if (!found) throw new ApiError(404, 'NOT_FOUND', BLOG_MESSAGES.notFound);
        await action.run(found.id, viewer.id);
        const row = await selectBlogs(db, viewer).where('b.id', '=', found.id).executeTakeFirstOrThrow();
        return ok(toBlog(row, viewer));
      },
    });
  }
};
