// GET /announcements/current and /announcements/:id/image: the approved announcement showing
// today fills the dashboard's announcement slot and the phone's side panel; its image is
// served to everyone signed in, and any announcement's image to staff (the review queue).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ANNOUNCEMENT_MESSAGES as M, isUuid } from '@lectern/shared-api/contract';
import type { AppDeps } from '../../http/app-deps.ts';
import { ApiError } from '../../platform/api-error.ts';
import { COMMON_ERRORS, Success, errorResponses, ok } from '../../http/envelope.ts';
import { ImageResponses } from '../../http/schemas/binary.ts';
import { isStaff } from '../../domain/users/index.ts';
import { viewerOf } from '../../http/viewer.ts';
import { IMAGE_MIME_TYPE, serveImage } from '../../domain/images/index.ts';
import { announcementImageOf, currentAnnouncement, utcDayOf } from '../../domain/announcements/index.ts';
import { AnnouncementParams, AnnouncementSchema } from '../../http/schemas/announcements.ts';

export const announcementReadRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;
  const notFound = () => new ApiError(404, 'NOT_FOUND', M.notFound);

  app.get(
    '/announcements/current',
    {
      schema: {
        summary: 'The approved announcement showing today (UTC), or null',
        description: 'Today lies between its start and end days, both included; of several, the one that started last (then the newest).',
        response: { 200: Success(Type.Union([AnnouncementSchema, Type.Null()])), ...COMMON_ERRORS, ...errorResponses(401) },
      },
      preHandler: deps.auth.requireRecentUser,
    },
    async (_request, reply) => {
      // An approval or the turn of a day changes the answer: never kept along the way.
      reply.header('cache-control', 'no-store');
      return ok(await currentAnnouncement(db, utcDayOf(deps.clock())));
    },
  );

  app.get(
    '/announcements/:id/image',
    {
      schema: {
        summary: 'The image of an announcement (WebP)',
        description: 'At most 640 px wide. An approved announcement’s for everyone signed in; any announcement’s for staff. Anything else is 404 NOT_FOUND.',
        params: AnnouncementParams,
        produces: [IMAGE_MIME_TYPE],
        response: { ...ImageResponses, ...COMMON_ERRORS, ...errorResponses(401, 404) },
      },
      preHandler: deps.auth.requireUser,
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!isUuid(id)) throw notFound();
      const found = await announcementImageOf(db, id);
      if (!found?.image_key || (found.review_status !== 'approved' && !isStaff(viewerOf(request)))) throw notFound();
      const image = await serveImage(deps.storage, found.image_key, request.headers['if-none-match']);
      if (!image) {
        request.log.error({ announcementId: id }, 'stored announcement image missing');
        throw notFound();
      }
      return reply.status(image.status).headers(image.headers).send(image.body);
    },
  );
};
