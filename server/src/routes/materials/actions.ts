// POST/DELETE /materials/:id/save and /like: idempotent; the likes counter moves only with a
// row actually inserted or deleted, in the same statement, so concurrent likes count right.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../../http/app-deps.ts';
import type { Database } from '../../platform/db/schema.ts';
import { COMMON_ERRORS, Success, errorResponses, ok } from '../../http/envelope.ts';
import { MaterialSchema } from '../../http/schemas/materials.ts';
import { findOpenable, selectMaterials, toMaterial } from '../../domain/materials/index.ts';
import { MaterialParams } from './material-params.ts';
import { viewerOf } from '../../http/viewer.ts';

type Db = Kysely<Database>;

async function like(db: Db, materialId: string, userId: string, now: Date): Promise<void> {
  await db
    .with('liked', (qb) =>
      qb
        .insertInto('material_likes')
        .values({ material_id: materialId, user_id: userId, created_at: now })
        .onConflict((oc) => oc.doNothing())
        .returning('material_id'),
    )
    .updateTable('materials')
    .set((eb) => ({ likes: eb('likes', '+', 1) }))
    .where('id', 'in', (eb) => eb.selectFrom('liked').select('liked.material_id'))
    .execute();
}

async function unlike(db: Db, materialId: string, userId: string): Promise<void> {
  await db
    .with('unliked', (qb) =>
      qb.deleteFrom('material_likes').where('material_id', '=', materialId).where('user_id', '=', userId).returning('material_id'),
    )
    .updateTable('materials')
    .set((eb) => ({ likes: eb('likes', '-', 1) }))
    .where('id', 'in', (eb) => eb.selectFrom('unliked').select('unliked.material_id'))
    .where('likes', '>', 0)
    .execute();
}

async function save(db: Db, materialId: string, userId: string, now: Date): Promise<void> {
  await db
    .insertInto('saved_materials')
    .values({ material_id: materialId, user_id: userId, created_at: now })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

async function unsave(db: Db, materialId: string, userId: string): Promise<void> {
  await db.deleteFrom('saved_materials').where('material_id', '=', materialId).where('user_id', '=', userId).execute();
}

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
        const row = await selectMaterials(db, viewer).where('m.id', '=', found.id).executeTakeFirstOrThrow();
        return ok(toMaterial(row, viewer));
      },
    });
  }
};
