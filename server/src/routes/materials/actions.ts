// POST/DELETE /materials/:id/save and /like: idempotent (domain/materials/mark-actions.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppDeps } from '../../http/app-deps.ts';
import { COMMON_ERRORS, Success, errorResponses, ok } from '../../http/envelope.ts';
import { MaterialSchema } from '../../http/schemas/materials.ts';
import { findOpenable, like, materialFor, save, unlike, unsave } from '../../domain/materials/index.ts';
import { MaterialParams } from './material-params.ts';
import { viewerOf } from '../../http/viewer.ts';

export const materialActionRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;
  const actions = [
    { path: 'save', method: 'POST', summary: 'Save a material to one’s library (idempotent)', run: save },
    { path: 'save', method: 'DELETE', summary: 'Remove a material from one’s library (idempotent)', run: unsave },
    { path: 'like', method: 'POST', summary: 'Like a material (idempotent)', run: like },
    { path: 'like', method: 'DELETE', summary: 'Take one’s like back (idempotent)', run: unlike },
  ] as const;

  for (const action of actions) {
    app.route({
      method: action.method,
      url: `/materials/:id/${action.path}`,
      schema: {
        summary: action.summary,
        description: 'Answers the material as it is now. 404 NOT_FOUND for a material the caller may not open.',
        params: MaterialParams,
        response: { 200: Success(MaterialSchema), ...COMMON_ERRORS, ...errorResponses(401, 403, 404) },
      },
      preHandler: deps.auth.requireUser,
      handler: async (request) => {
        const viewer = viewerOf(request);
        const found = await findOpenable(db, viewer, request.params.id);
        await action.run(db, found.id, viewer.id, deps.clock());
        return ok(await materialFor(db, viewer, found.id));
      },
    });
  }
};
