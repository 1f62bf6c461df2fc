// Putting materials in one's folder and taking them out again: idempotent, owner only. A folder
// holds a reference: the material's own rules still decide who sees it (folder-read.ts).
import { sql, type Kysely } from 'kysely';
import { FOLDER_MATERIALS_MAX, FOLDER_MESSAGES, isUuid } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import { ApiError } from '../../platform/api-error.ts';
import { findOpenable } from '../materials/index.ts';
import type { Viewer } from '../users/index.ts';
import { ownFolder } from './folder-owner.ts';

/** Adds a material `viewer` may open (else the material's 404) to their folder; at most FOLDER_MATERIALS_MAX. */
export async function addToFolder(db: Kysely<Database>, viewer: Viewer, folderId: string, materialId: string, now: Date): Promise<void> {
  await ownFolder(db, viewer, folderId);
  const material = await findOpenable(db, viewer, materialId);
  await db.transaction().execute(async (trx) => {
    // Locked, so two additions to a nearly full folder are counted one after the other.
    await ownFolder(trx, viewer, folderId, true);
    const there = await trx.selectFrom('folder_materials').select('material_id').where('folder_id', '=', folderId).where('material_id', '=', material.id).executeTakeFirst();
    if (there) return;
    const { count } = await trx.selectFrom('folder_materials').select(sql<number>`count(*)::int`.as('count')).where('folder_id', '=', folderId).executeTakeFirstOrThrow();
    if (count >= FOLDER_MATERIALS_MAX) throw new ApiError(409, 'CONFLICT', FOLDER_MESSAGES.folderFull);
    await trx.insertInto('folder_materials').values({ folder_id: folderId, material_id: material.id, added_at: now }).execute();
    await trx.updateTable('folders').set({ updated_at: now }).where('id', '=', folderId).execute();
  });
}

/** Takes a material out of `viewer`'s folder; nothing to do when it is not there (or no longer exists). */
export async function removeFromFolder(db: Kysely<Database>, viewer: Viewer, folderId: string, materialId: string, now: Date): Promise<void> {
  await ownFolder(db, viewer, folderId);
  if (!isUuid(materialId)) return;
  const removed = await db.deleteFrom('folder_materials').where('folder_id', '=', folderId).where('material_id', '=', materialId).executeTakeFirst();
  if (removed.numDeletedRows > 0n) await db.updateTable('folders').set({ updated_at: now }).where('id', '=', folderId).execute();
}
