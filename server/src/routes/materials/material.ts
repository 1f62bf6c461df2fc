// GET /materials/:id: one material as the caller may see it; opening it counts a view once
// per person per day.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppDeps } from '../../http/app-deps.ts';
import { COMMON_ERRORS, Success, errorResponses, ok } from '../../http/envelope.ts';
import { MaterialSchema } from '../../http/schemas/materials.ts';
import { countOncePerDay, findOpenable, materialFor } from '../../domain/materials/index.ts';
import { MaterialParams } from './material-params.ts';
import { viewerOf } from '../../http/viewer.ts';

export const materialRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;

  app.get(
    '/materials/:id',
    {
      schema: {
        summary: 'One material (counts a view, once per person per day)',
        description:
          'Its uploader and staff may always open it; others only an approved, unhidden, public or unlisted one, ' +
          'and a Restricted one only as a member of the course’s departments. Anything else is 404 NOT_FOUND.',
        params: MaterialParams,
        response: { 200: Success(MaterialSchema), ...COMMON_ERRORS, ...errorResponses(401, 404) },
      },
      preHandler: deps.auth.requireUser,
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const found = await findOpenable(db, viewer, request.params.id);
      await countOncePerDay(db, 'view', found.id, viewer.id, deps.clock());
      const material = await materialFor(db, viewer, found.id);
      reply.header('cache-control', 'no-store');
      return ok(material);
    },
  );
};
