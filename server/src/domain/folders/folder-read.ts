// Who may see a folder, and a folder as lists show it to the person asking (FolderSummary). A
// folder's counts are of what that person may see: its materials by the materials' own rule
// (canOpen, the rule of the material page and of saved materials), its subfolders by this one.
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { FOLDER_MESSAGES, isUuid, type FolderSummary } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import { ApiError } from '../../platform/api-error.ts';
import { COURSE_LINK_COLUMNS, canOpen, courseLinkOf } from '../materials/index.ts';
import type { Viewer } from '../users/index.ts';

/** What a folder the asker may not see answers: the same as one that does not exist. */
export const folderNotFound = () => new ApiError(404, 'NOT_FOUND', FOLDER_MESSAGES.notFound);

/**
 * May see the folder (aliased `alias`): its owner always; anyone else only an unlisted or public
 * one. Staff are no exception: a private folder is its owner's alone.
 */
export function canSeeFolder(viewer: Viewer, alias = 'f'): Expression<SqlBool> {
  const f = sql.table(alias);
  return sql<SqlBool>`(${f}.owner_id = ${viewer.id} or ${f}.visibility <> 'private')`;
}

/** The materials of folder `folderId` (SQL) that `viewer` may open, as `materials m` rows. */
export function visibleMaterialsOf(viewer: Viewer, folderId: Expression<string>) {
  return sql`select m.id from folder_materials fm inner join materials m on m.id = fm.material_id
    where fm.folder_id = ${folderId} and ${canOpen(viewer)}`;
}

/** `select` folders (aliased `f`) as `viewer` sees them; callers add which, in what order. */
export function selectFolderSummaries(db: Kysely<Database>, viewer: Viewer) {
  return db
    .selectFrom('folders as f')
    .innerJoin('users as u', 'u.id', 'f.owner_id')
    .leftJoin('courses as c', 'c.id', 'f.course_id')
    .select([
      'f.id',
      'f.name',
      'f.description',
      'f.visibility',
      'f.parent_id',
      'f.depth',
      'f.views',
      'f.created_at',
      'f.updated_at',
      'f.owner_id',
      'u.first_name',
      'u.last_name',
      'u.username',
      ...COURSE_LINK_COLUMNS,
      sql<number>`(select count(*)::int from (${visibleMaterialsOf(viewer, sql.ref('f.id'))}) visible)`.as('material_count'),
      sql<number>`(select count(*)::int from folders s where s.parent_id = f.id and ${canSeeFolder(viewer, 's')})`.as('folder_count'),
    ]);
}

export type FolderSummaryRow = Awaited<ReturnType<ReturnType<typeof selectFolderSummaries>['executeTakeFirstOrThrow']>>;

export function toFolderSummary(row: FolderSummaryRow, viewer: Viewer): FolderSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    visibility: row.visibility,
    course: courseLinkOf(row),
    parentId: row.parent_id,
    depth: row.depth,
    owner: { id: row.owner_id, firstName: row.first_name, lastName: row.last_name, username: row.username },
    materialCount: row.material_count,
    folderCount: row.folder_count,
    views: row.views,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    isOwner: row.owner_id === viewer.id,
  };
}

/** The folder as `viewer` sees it, or 404 NOT_FOUND (a malformed id too: share links get mangled). */
export async function findVisibleFolder(db: Kysely<Database>, viewer: Viewer, id: string): Promise<FolderSummaryRow> {
  if (!isUuid(id)) throw folderNotFound();
  const row = await selectFolderSummaries(db, viewer).where('f.id', '=', id).where(canSeeFolder(viewer)).executeTakeFirst();
  if (!row) throw folderNotFound();
  return row;
}

/** One folder's summary for `viewer`, by an id already checked. */
export async function folderSummaryFor(db: Kysely<Database>, viewer: Viewer, id: string): Promise<FolderSummary> {
  return toFolderSummary(await selectFolderSummaries(db, viewer).where('f.id', '=', id).executeTakeFirstOrThrow(), viewer);
}
