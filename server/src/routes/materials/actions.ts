// POST/DELETE /materials/:id/save and /like: idempotent (domain/materials/mark-actions.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppDeps } from '../../http/app-deps.ts';
import { registerMarkActions } from '../../http/mark-action-routes.ts';
import { MaterialSchema } from '../../http/schemas/materials.ts';
import { findOpenable, like, materialFor, save, unlike, unsave } from '../../domain/materials/index.ts';
import { MaterialParams } from './material-params.ts';

export const materialActionRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;
  const mark = (run: typeof save) => (id: string, viewer: { id: string }) => run(db, id, viewer.id, deps.clock());
  registerMarkActions(app, deps, {
    noun: 'material',
    params: MaterialParams,
    item: MaterialSchema,
    actions: [
      { url: '/materials/:id/save', method: 'POST', summary: 'Save a material to one’s library (idempotent)', run: mark(save) },
      { url: '/materials/:id/save', method: 'DELETE', summary: 'Remove a material from one’s library (idempotent)', run: mark(unsave) },
      { url: '/materials/:id/like', method: 'POST', summary: 'Like a material (idempotent)', run: mark(like) },
      { url: '/materials/:id/like', method: 'DELETE', summary: 'Take one’s like back (idempotent)', run: mark(unlike) },
    ],
    openable: async (viewer, id) => (await findOpenable(db, viewer, id)).id,
    read: (viewer, id) => materialFor(db, viewer, id),
  });
};
