// Saving and liking a material: idempotent; the likes counter moves only with a row actually
// inserted or deleted, in the same statement, so concurrent likes count right.
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';

type Db = Kysely<Database>;

export async function like(db: Db, materialId: string, userId: string, now: Date): Promise<void> {
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

export async function unlike(db: Db, materialId: string, userId: string): Promise<void> {
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

export async function save(db: Db, materialId: string, userId: string, now: Date): Promise<void> {
  await db
    .insertInto('saved_materials')
    .values({ material_id: materialId, user_id: userId, created_at: now })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function unsave(db: Db, materialId: string, userId: string): Promise<void> {
  await db.deleteFrom('saved_materials').where('material_id', '=', materialId).where('user_id', '=', userId).execute();
}
