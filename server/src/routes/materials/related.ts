// GET /materials/:id/related: a material page's "Related materials" (the same course, then the
// same department), for whoever may open the material; only listed materials are offered.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RELATED_MATERIALS_MAX } from '@lectern/shared-api/contract';
import type { AppDeps } from '../../http/app-deps.ts';
import { COMMON_ERRORS, Success, errorResponses, ok } from '../../http/envelope.ts';
import { MaterialSchema } from '../../http/schemas/materials.ts';
import { viewerOf } from '../../http/viewer.ts';
import { findOpenable, relatedMaterials } from '../../domain/materials/index.ts';
import { MaterialParams } from './material-params.ts';

export const relatedMaterialRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;

  app.get(
    '/materials/:id/related',
    {
      schema: {
        summary: 'Related materials: listed ones of the same course, then of the other courses of its departments, by popularity then recency',
        description:
          `At most ${RELATED_MATERIALS_MAX}, never the material itself; empty for a material with no course. ` +
          'A material the caller may not open, or an unknown or malformed id, is 404 NOT_FOUND.',
        params: MaterialParams,
        response: { 200: Success(Type.Array(MaterialSchema, { maxItems: RELATED_MATERIALS_MAX })), ...COMMON_ERRORS, ...errorResponses(401, 404) },
      },
      preHandler: deps.auth.requireUser,
    },
    async (request) => {
      const viewer = viewerOf(request);
      const material = await findOpenable(db, viewer, request.params.id);
      return ok(await relatedMaterials(db, viewer, material));
    },
  );
};
