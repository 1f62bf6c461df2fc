// The two folder lists: one's own folders, flat (the client builds the tree), and the search of
// public folders (search, course pages), which leaves out a folder with nothing the asker may see.
import { sql, type Kysely, type SqlBool } from 'kysely';
import { PAGE_SIZE_DEFAULT, type FolderSearchQuery, type FolderSummary, type OwnFolder, type Paged } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import { paginationOf } from '../../platform/db/pagination.ts';
import { prefixTsQuery } from '../materials/index.ts';
import type { Viewer } from '../users/index.ts';
import { selectFolderSummaries, toFolderSummary, visibleMaterialsOf } from './folder-read.ts';

/** Every folder of `viewer`'s, by name; each says whether it holds `materialId`. */
export async function ownFolders(db: Kysely<Database>, viewer: Viewer, materialId?: string): Promise<OwnFolder[]> {
  const holds = materialId
    ? sql<boolean>`exists (select 1 from folder_materials fm where fm.folder_id = f.id and fm.material_id = ${materialId})`
    : sql<boolean>`false`;
  const rows = await selectFolderSummaries(db, viewer).select(holds.as('has_material')).where('f.owner_id', '=', viewer.id).orderBy('f.name').orderBy('f.id').execute();
  return rows.map((row) => ({ ...toFolderSummary(row, viewer), hasMaterial: row.has_material }));
}

/** Public folders by name and description words (each by prefix) and course, most viewed first. */
export async function searchFolders(db: Kysely<Database>, viewer: Viewer, request: FolderSearchQuery): Promise<Paged<FolderSummary>> {
  const { page = 1, limit = PAGE_SIZE_DEFAULT, courseId } = request;
  const words = request.query ? prefixTsQuery(request.query) : null;
  const where = sql<SqlBool>`f.visibility = 'public'
    and ${courseId ? sql`f.course_id = ${courseId}` : sql`true`}
    and ${words ? sql`f.search_vector @@ to_tsquery('simple', ${words})` : sql`true`}
    and exists (${visibleMaterialsOf(viewer, sql.ref('f.id'))})`;
  const [{ total }, rows] = await Promise.all([
    db.selectFrom('folders as f').select(sql<number>`count(*)::int`.as('total')).where(where).executeTakeFirstOrThrow(),
    selectFolderSummaries(db, viewer)
      .where(where)
      .orderBy('f.views', 'desc')
      .orderBy('f.updated_at', 'desc')
      .orderBy('f.id')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
  ]);
  return { data: rows.map((row) => toFolderSummary(row, viewer)), pagination: paginationOf(page, limit, total) };
}
