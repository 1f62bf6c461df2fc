// POST /announcements: staff submit an announcement (multipart: the text fields and an optional
// image), created by domain/announcements (createAnnouncement): pending until an admin approves
// it in the Adverts Review queue, and nothing left behind when it fails.
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ANNOUNCEMENT_BODY_MAX, ANNOUNCEMENT_LINK_MAX, ANNOUNCEMENT_MESSAGES as M } from '@lectern/shared-api/contract';
import type { AppDeps } from '../../http/app-deps.ts';
import { COMMON_ERRORS, Success, errorResponses, ok } from '../../http/envelope.ts';
import { imageFormLimits, receiveImageForm } from '../../http/image-form-multipart.ts';
import { viewerOf } from '../../http/viewer.ts';
import { createAnnouncement } from '../../domain/announcements/index.ts';
import { AnnouncementForm, AnnouncementSchema } from '../../http/schemas/announcements.ts';

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
