// GET /materials/:id/text: the text read out of a material's pages, for the reader's text view
// (a phone's readable alternative to the drawn page). Allowed exactly when the in-page file is.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppDeps } from '../../http/app-deps.ts';
import { COMMON_ERRORS, Success, errorResponses, ok } from '../../http/envelope.ts';
import { MaterialTextSchema } from '../../http/schemas/material-text.ts';
import { findOpenable, pageTextAllowed, pageTexts } from '../../domain/materials/index.ts';
import { ApiError } from '../../platform/api-error.ts';
import { MaterialParams } from './material-params.ts';
import { viewerOf } from '../../http/viewer.ts';
import { FILE_MESSAGES } from './file.ts';

export const materialTextRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;

  app.get(
    '/materials/:id/text',
    {
      schema: {
        summary: 'The text of a material’s pages, in page order (the reader’s text view)',
        description:
          'Allowed exactly when the in-page view (GET /materials/:id/file?inline=1) is: View Only materials included. ' +
          'An empty list when no text was found (a scanned document, a link, a file still being read). ' +
          'A material the caller may not open, or an unknown or malformed id, is 404 NOT_FOUND.',
        params: MaterialParams,
        response: { 200: Success(MaterialTextSchema), ...COMMON_ERRORS, ...errorResponses(401, 403, 404) },
      },
      preHandler: deps.auth.requireUser,
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const row = await findOpenable(db, viewer, request.params.id);
      if (!pageTextAllowed(viewer, row)) throw new ApiError(403, 'FORBIDDEN', FILE_MESSAGES.viewOnly);
      const pages = row.type === 'link' ? [] : await pageTexts(db, row.id);
      // The text changes when the file is read again (a replaced file): never kept by a cache.
      reply.header('cache-control', 'private, no-cache');
      return ok({ pages });
    },
  );
};
