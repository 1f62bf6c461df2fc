// POST /blogs: a student's post (multipart: the text fields and an optional heading image),
// created by domain/blogs (createBlog): pending until staff review it, and nothing left behind
// when it fails.
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BLOG_MESSAGES } from '@lectern/shared-api/contract';
import type { AppDeps } from '../../http/app-deps.ts';
import { ApiError } from '../../platform/api-error.ts';
import { COMMON_ERRORS, Success, errorResponses, ok } from '../../http/envelope.ts';
import { viewerOf } from '../../http/viewer.ts';
import { BLOG_MULTIPART_LIMITS, receiveBlog } from './blog-multipart.ts';
import { BlogForm, BlogSchema } from '../../http/schemas/blogs.ts';
import { createBlog } from '../../domain/blogs/index.ts';

export const createBlogRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  // Multipart is parsed only in this plugin's scope, with this route's limits.
  await app.register(fastifyMultipart, { limits: BLOG_MULTIPART_LIMITS });

  app.post(
    '/blogs',
    {
      schema: {
        summary: 'Write a blog post; it is pending until reviewed',
        description:
          'multipart/form-data; send the text fields before the image. 400 VALIDATION names each bad field ' +
          '(title 3-150 characters, a known type, description 1-300, body 1-20000, at most 10 tags of at most 30 ' +
          'characters, an image that is a PNG, JPEG, WebP or GIF of at most 5 MB by its content); ' +
          '415 UNSUPPORTED_MEDIA_TYPE when the body is not multipart; 403 FORBIDDEN until the email address is verified.',
        consumes: ['multipart/form-data'],
        body: BlogForm,
        response: { 201: Success(BlogSchema), ...COMMON_ERRORS, ...errorResponses(401, 403, 415) },
      },
      // The schema above documents the form; the stream is validated while it is read.
      validatorCompiler: () => () => true,
      preHandler: [
        deps.auth.requireUser,
        async (request) => {
          if (!request.user?.emailVerifiedAt) throw new ApiError(403, 'FORBIDDEN', BLOG_MESSAGES.unverified);
        },
      ],
    },
    async (request, reply) => {
      const author = viewerOf(request);
      const received = await receiveBlog(request, deps.storage);
      const blog = await createBlog(deps.database.db, deps.storage, author, received, deps.clock());
      reply.status(201);
      return ok(blog);
    },
  );
};
