// POST /blogs: a student's post (multipart: the text fields and an optional heading image).
// Fields and image are checked first, then the image is downscaled to WebP and stored, then
// the row inserted. New posts are pending until staff review them. On any failure nothing
// stays: no row, no stored file, no temp file.
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { BLOG_MESSAGES, type Blog, type FieldError } from '@lectern/shared-api/contract';
import type { AppDeps } from '../../http/app-deps.ts';
import type { Database } from '../../platform/db/schema.ts';
import { ApiError } from '../../platform/api-error.ts';
import { COMMON_ERRORS, Success, errorResponses, ok } from '../../http/envelope.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import { downscaleImage, isAcceptedImage } from '../../domain/materials/index.ts';
import { viewerOf } from '../../http/viewer.ts';
import { parseBlogFields } from './blog-fields.ts';
import { BLOG_MULTIPART_LIMITS, receiveBlog, type ReceivedBlog } from './blog-multipart.ts';
import { BlogForm, BlogSchema } from '../../http/schemas/blogs.ts';
import { type BlogViewer, insertBlog, selectBlogs, toBlog } from '../../domain/blogs/index.ts';

const imageInvalid = (): FieldError => ({ field: 'image', message: BLOG_MESSAGES.imageTypeInvalid });

/** Creates a pending post from a received form, or throws an ApiError leaving nothing behind. */
export async function createBlog(db: Kysely<Database>, storage: FileStorage, author: BlogViewer, received: ReceivedBlog, now: Date): Promise<Blog> {
  let imageKey: string | null = null;
  try {
    const parsed = parseBlogFields(received.fields);
    const errors: FieldError[] = 'errors' in parsed ? [...parsed.errors] : [];
    if (received.image && !(await isAcceptedImage(received.image.path))) errors.push(imageInvalid());
    if (errors.length > 0 || !('fields' in parsed)) {
      throw new ApiError(400, 'VALIDATION', errors.map((e) => e.message).join('; '), errors);
    }

    if (received.image) {
      let heading: Buffer;
      try {
        heading = await downscaleImage(received.image.path);
      } catch {
        // Right magic bytes, unreadable image.
        throw new ApiError(400, 'VALIDATION', BLOG_MESSAGES.imageTypeInvalid, [imageInvalid()]);
      }
      imageKey = await storage.putBytes(heading);
    }

    const id = await insertBlog(db, { authorId: author.id, ...parsed.fields, headingImageKey: imageKey }, now);
    const row = await selectBlogs(db, author).where('b.id', '=', id).executeTakeFirstOrThrow();
    return toBlog(row, author);
  } catch (error) {
    if (imageKey) await storage.delete(imageKey).catch(() => undefined);
    throw error;
  } finally {
    if (received.image) await storage.discard(received.image);
  }
}

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
