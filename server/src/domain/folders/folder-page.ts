// GET /folders/:id: a folder as the person asking may see it. Opening someone else's folder
// counts a view, once per person per day; its materials are only those the asker may open.
import { sql, type Kysely } from 'kysely';
import type { FolderPage } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import { canOpen, dayOf, selectMaterials, toMaterial } from '../materials/index.ts';
import type { Viewer } from '../users/index.ts';
import { canSeeFolder, findVisibleFolder, selectFolderSummaries, toFolderSummary } from './folder-read.ts';

async function countView(db: Kysely<Database>, folderId: string, userId: string, now: Date): Promise<void> {
  await db
    .with('counted', (qb) =>
      qb.insertInto('folder_daily_views').values({ folder_id: folderId, user_id: userId, day: dayOf(now) }).onConflict((oc) => oc.doNothing()).returning('folder_id'),
    )
    .updateTable('folders')
    .set((eb) => ({ views: eb('views', '+', 1) }))
    .where('id', 'in', (eb) => eb.selectFrom('counted').select('counted.folder_id'))
    .execute();
}

/** Its ancestors `viewer` may see, top level first. */
async function pathOf(db: Kysely<Database>, viewer: Viewer, parentId: string | null): Promise<FolderPage['path']> {
  if (!parentId) return [];
  const { rows } = await sql<{ id: string; name: string }>`with recursive up as (
      select id, name, parent_id, owner_id, visibility, depth from folders where id = ${parentId}
      union all
      select f.id, f.name, f.parent_id, f.owner_id, f.visibility, f.depth from folders f inner join up on f.id = up.parent_id
    ) select id, name from up where ${canSeeFolder(viewer, 'up')} order by depth`.execute(db);
  return rows.map((row) => ({ id: row.id, name: row.name }));
}

export async function folderPage(db: Kysely<Database>, viewer: Viewer, id: string, now: Date): Promise<FolderPage> {
  let row = await findVisibleFolder(db, viewer, id);
  if (row.owner_id !== viewer.id) {
    await countView(db, row.id, viewer.id, now);
    row = await findVisibleFolder(db, viewer, id);
  }
  const [path, folders, materials] = await Promise.all([
    pathOf(db, viewer, row.parent_id),
    selectFolderSummaries(db, viewer).where('f.parent_id', '=', row.id).where(canSeeFolder(viewer)).orderBy('f.name').orderBy('f.id').execute(),
    selectMaterials(db, viewer)
      .innerJoin('folder_materials as fm', 'fm.material_id', 'm.id')
      .where('fm.folder_id', '=', row.id)
      .where(canOpen(viewer))
      .orderBy('fm.added_at', 'desc')
      .orderBy('m.id')
      .execute(),
  ]);
  return {
    folder: toFolderSummary(row, viewer),
    path,
    folders: folders.map((folder) => toFolderSummary(folder, viewer)),
    materials: materials.map((material) => toMaterial(material, viewer)),
  };
}
