// POST/DELETE /blogs/:id/like: idempotent; the likes counter moves only with a like row
// actually inserted or deleted (blogs-repository.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BLOG_MESSAGES } from '@lectern/shared-api/contract';
import type { AppDeps } from '../../http/app-deps.ts';
import { ApiError } from '../../platform/api-error.ts';
import { registerMarkActions } from '../../http/mark-action-routes.ts';
import { BlogParams, BlogSchema } from '../../http/schemas/blogs.ts';
import { findOpenableBlog, likeBlog, selectBlogs, toBlog, unlikeBlog } from '../../domain/blogs/index.ts';

export const blogLikeRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;
  registerMarkActions(app, deps, {
    noun: 'post',
    params: BlogParams,
    item: BlogSchema,
    actions: [
      { url: '/blogs/:id/like', method: 'POST', summary: 'Like a blog post (idempotent)', run: (id, viewer) => likeBlog(db, id, viewer.id, deps.clock()) },
      { url: '/blogs/:id/like', method: 'DELETE', summary: 'Take one’s like back (idempotent)', run: (id, viewer) => unlikeBlog(db, id, viewer.id) },
    ],
    async openable(viewer, id) {
      const found = await findOpenableBlog(db, viewer, id);
      if (!found) throw new ApiError(404, 'NOT_FOUND', BLOG_MESSAGES.notFound);
      return found.id;
    },
    read: async (viewer, id) => toBlog(await selectBlogs(db, viewer).where('b.id', '=', id).executeTakeFirstOrThrow(), viewer),
  });
};
