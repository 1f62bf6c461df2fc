// GET /blogs, /blogs/:id and /blogs/:id/image: approved posts for everyone signed in; a
// pending or rejected one only for its author and staff, and to anyone else exactly like one
// that does not exist (404).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BLOG_MESSAGES, PAGE_SIZE_DEFAULT } from '@lectern/shared-api/contract';
import type { AppDeps } from '../../http/app-deps.ts';
import { ApiError } from '../../platform/api-error.ts';
import { COMMON_ERRORS, Success, errorResponses, ok } from '../../http/envelope.ts';
import { ImageResponses } from '../../http/schemas/binary.ts';
import { PagedSchema } from '../../http/schemas/paged.ts';
import { viewerOf } from '../../http/viewer.ts';
import { IMAGE_MIME_TYPE, serveImage } from '../../domain/images/index.ts';
import { BlogListQuerySchema, BlogParams, BlogSchema } from '../../http/schemas/blogs.ts';
import { blogLists, countBlogView, findOpenableBlog, selectBlogs, toBlog } from '../../domain/blogs/index.ts';

export const blogReadRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;
  const lists = blogLists(db, deps.clock, deps.invalidation);

  app.get(
    '/blogs',
    {
      schema: {
        summary: 'Approved blog posts, newest first (or with mine=true your own in every status)',
        description: 'query matches words of the title, description or tags by prefix; type narrows to one blog type.',
        querystring: BlogListQuerySchema,
        response: { 200: Success(PagedSchema(BlogSchema)), ...COMMON_ERRORS, ...errorResponses(401) },
      },
      preHandler: deps.auth.requireRecentUser,
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const { page = 1, limit = PAGE_SIZE_DEFAULT, ...filters } = request.query;
      // Each answer carries the asker's likes: never cached along the way.
      reply.header('cache-control', 'no-store');
      return ok(await lists.page(viewer, filters, page, limit));
    },
  );

  app.get(
    '/blogs/:id',
    {
      schema: {
        summary: 'One blog post (an approved one counts a view, once per person per day)',
        description: 'Its author and staff may open it in any review status; others only an approved one. Anything else is 404 NOT_FOUND.',
        params: BlogParams,
        response: { 200: Success(BlogSchema), ...COMMON_ERRORS, ...errorResponses(401, 404) },
      },
      preHandler: deps.auth.requireUser,
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const found = await findOpenableBlog(db, viewer, request.params.id);
      if (!found) throw new ApiError(404, 'NOT_FOUND', BLOG_MESSAGES.notFound);
      reply.header('cache-control', 'no-store');
      // Only readers of a published post count: not its reviewers, nor its author before it is out.
      if (found.review_status !== 'approved') return ok(toBlog(found, viewer));
      await countBlogView(db, found.id, viewer.id, deps.clock());
      const row = await selectBlogs(db, viewer).where('b.id', '=', found.id).executeTakeFirstOrThrow();
      return ok(toBlog(row, viewer));
    },
  );

  app.get(
    '/blogs/:id/image',
    {
      schema: {
        summary: 'The heading image of a blog post (WebP)',
        description: 'At most 640 px wide; the same access as the post. 404 when there is none.',
        params: BlogParams,
        produces: [IMAGE_MIME_TYPE],
        response: { ...ImageResponses, ...COMMON_ERRORS, ...errorResponses(401, 404) },
      },
      preHandler: deps.auth.requireUser,
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const found = await findOpenableBlog(db, viewer, request.params.id);
      if (!found) throw new ApiError(404, 'NOT_FOUND', BLOG_MESSAGES.notFound);
      if (!found.heading_image_key) throw new ApiError(404, 'NOT_FOUND', BLOG_MESSAGES.noImage);
      const image = await serveImage(deps.storage, found.heading_image_key, request.headers['if-none-match']);
      if (!image) {
        request.log.error({ blogId: found.id }, 'stored heading image missing');
        throw new ApiError(404, 'NOT_FOUND', BLOG_MESSAGES.noImage);
      }
      return reply.status(image.status).headers(image.headers).send(image.body);
    },
  );
};
