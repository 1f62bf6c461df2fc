// POST /announcements: staff submit an announcement (multipart: the text fields and an optional
// image), pending until an admin approves it in the Adverts Review queue. Fields and image are
// checked first, then the image is downscaled to WebP and stored (as a blog's heading image),
// then the row inserted. On any failure nothing stays: no row, no stored file, no temp file.
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { ANNOUNCEMENT_BODY_MAX, ANNOUNCEMENT_LINK_MAX, ANNOUNCEMENT_MESSAGES as M, type Announcement, type FieldError } from '@lectern/shared-api/contract';
import type { AppDeps } from '../../http/app-deps.ts';
import type { Database } from '../../platform/db/schema.ts';
import { ApiError } from '../../platform/api-error.ts';
import { COMMON_ERRORS, Success, errorResponses, ok } from '../../http/envelope.ts';
import { imageFormLimits, receiveImageForm, type ReceivedImageForm } from '../../http/image-form-multipart.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import { downscaleImage, isAcceptedImage } from '../../domain/materials/index.ts';
import { viewerOf } from '../../http/viewer.ts';
import { findAnnouncement, insertAnnouncement, parseAnnouncementFields } from '../../domain/announcements/index.ts';
import { AnnouncementForm, AnnouncementSchema } from '../../http/schemas/announcements.ts';

const imageInvalid = (): FieldError => ({ field: 'image', message: M.imageTypeInvalid });

/** Creates a pending announcement from a received form, or throws an ApiError leaving nothing behind. */
export async function createAnnouncement(db: Kysely<Database>, storage: FileStorage, authorId: string, received: ReceivedImageForm, now: Date): Promise<Announcement> {
  let imageKey: string | null = null;
  try {
    const parsed = parseAnnouncementFields(received.fields);
    const errors: FieldError[] = 'errors' in parsed ? [...parsed.errors] : [];
    if (received.image && !(await isAcceptedImage(received.image.path))) errors.push(imageInvalid());
    if (errors.length > 0 || !('fields' in parsed)) {
      throw new ApiError(400, 'VALIDATION', errors.map((e) => e.message).join('; '), errors);
    }

    if (received.image) {
      let image: Buffer;
      try {
        image = await downscaleImage(received.image.path);
      } catch {
        // Right magic bytes, unreadable image.
        throw new ApiError(400, 'VALIDATION', M.imageTypeInvalid, [imageInvalid()]);
      }
      imageKey = await storage.putBytes(image);
    }

    const id = await insertAnnouncement(db, { ...parsed.fields, authorId, imageKey }, now);
    const created = await findAnnouncement(db, id);
    if (!created) throw new Error('the new announcement disappeared');
    return created;
  } catch (error) {
    if (imageKey) await storage.delete(imageKey).catch(() => undefined);
    throw error;
  } finally {
    if (received.image) await storage.discard(received.image);
  }
}

export const createAnnouncementRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  // Multipart is parsed only in this plugin's scope, with this route's limits.
  await app.register(fastifyMultipart, { limits: imageFormLimits(Math.max(ANNOUNCEMENT_BODY_MAX, ANNOUNCEMENT_LINK_MAX)) });

  app.post(
    '/announcements',
    {
      schema: {
        summary: 'Submit an announcement (staff); it is pending until an admin approves it',
        description:
          'multipart/form-data; send the text fields before the image. 400 VALIDATION names each bad field ' +
          `(title and text required, an http(s) link or none, start and end days as YYYY-MM-DD with the end not before the start: "${M.endsBeforeStarts}", ` +
          'an image that is a PNG, JPEG, WebP or GIF of at most 5 MB by its content); 415 UNSUPPORTED_MEDIA_TYPE when the body is not multipart.',
        consumes: ['multipart/form-data'],
        body: AnnouncementForm,
        response: { 201: Success(AnnouncementSchema), ...COMMON_ERRORS, ...errorResponses(401, 403, 415) },
      },
      // The schema above documents the form; the stream is validated while it is read.
      validatorCompiler: () => () => true,
      preHandler: deps.auth.requireRole('admin', 'moderator'),
    },
    async (request, reply) => {
      const authorId = viewerOf(request).id;
      const received = await receiveImageForm(request, deps.storage, {
        imageTooLarge: M.imageTooLarge,
        notMultipart: 'Send the announcement as multipart/form-data.',
      });
      const announcement = await createAnnouncement(deps.database.db, deps.storage, authorId, received, deps.clock());
      reply.status(201);
      return ok(announcement);
    },
  );
};
