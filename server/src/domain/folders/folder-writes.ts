// Creating, editing, moving and deleting one's folders (docs/api-contract.md). Limits and words
// are the contract's (FOLDER_*); the route has already checked each field's form.
import { sql, type Kysely, type Transaction } from 'kysely';
import {
  FOLDER_DEFAULT_VISIBILITY,
  FOLDER_DEPTH_MAX,
  FOLDER_MESSAGES,
  FOLDERS_PER_OWNER_MAX,
  COURSE_MESSAGES,
  type FieldError,
  type FolderInput,
  type FolderUpdate,
  type Visibility,
} from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import { ApiError } from '../../platform/api-error.ts';
import type { Viewer } from '../users/index.ts';
import { lockOwner, ownFolder } from './folder-owner.ts';

function invalid(errors: FieldError[]): ApiError {
  return new ApiError(400, 'VALIDATION', errors.map((error) => error.message).join('; '), errors);
}

/** A course a folder may name: an approved one, as an upload's. */
async function courseError(trx: Transaction<Database>, courseId: string | null | undefined): Promise<FieldError | null> {
  if (!courseId) return null;
  const course = await trx.selectFrom('courses').select('id').where('id', '=', courseId).where('review_status', '=', 'approved').executeTakeFirst();
  return course ? null : { field: 'courseId', message: COURSE_MESSAGES.courseNotFound };
}

/**
 * Where a folder goes under `parentId` (the asker's own folder): its depth, and the visibility it
 * takes when none is given (the parent's: a sub-folder made in a shared folder is shared with it),
 * or the field's error.
 */
async function placeUnder(
  trx: Transaction<Database>,
  viewer: Viewer,
  parentId: string | null | undefined,
): Promise<{ depth: number; visibility: Visibility } | FieldError> {
  if (!parentId) return { depth: 1, visibility: FOLDER_DEFAULT_VISIBILITY };
  const parent = await trx.selectFrom('folders').select(['depth', 'visibility']).where('id', '=', parentId).where('owner_id', '=', viewer.id).executeTakeFirst();
  if (!parent) return { field: 'parentId', message: FOLDER_MESSAGES.notFound };
  return { depth: parent.depth + 1, visibility: parent.visibility };
}

const blankToNull = (text: string | null | undefined) => (text ? text : null);

/** A new folder of `viewer`'s; its id. */
export async function createFolder(db: Kysely<Database>, viewer: Viewer, input: FolderInput, now: Date): Promise<string> {
  return db.transaction().execute(async (trx) => {
    await lockOwner(trx, viewer.id);
    const errors: FieldError[] = [];
    const place = await placeUnder(trx, viewer, input.parentId);
    if ('field' in place) errors.push(place);
    else if (place.depth > FOLDER_DEPTH_MAX) errors.push({ field: 'parentId', message: FOLDER_MESSAGES.tooDeep });
    const course = await courseError(trx, input.courseId);
    if (course) errors.push(course);
    if (errors.length > 0 || 'field' in place) throw invalid(errors);
    const { count } = await trx.selectFrom('folders').select(sql<number>`count(*)::int`.as('count')).where('owner_id', '=', viewer.id).executeTakeFirstOrThrow();
    if (count >= FOLDERS_PER_OWNER_MAX) throw new ApiError(409, 'CONFLICT', FOLDER_MESSAGES.tooManyFolders);
    const { id } = await trx
      .insertInto('folders')
      .values({
        owner_id: viewer.id,
        parent_id: input.parentId ?? null,
        name: input.name,
        description: blankToNull(input.description),
        course_id: input.courseId ?? null,
        visibility: input.visibility ?? place.visibility,
        depth: place.depth,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  });
}

/** The folder and every folder under it, with their depths. */
async function subtreeOf(trx: Transaction<Database>, id: string): Promise<Array<{ id: string; depth: number }>> {
  const { rows } = await sql<{ id: string; depth: number }>`with recursive subtree as (
      select id, depth from folders where id = ${id}
      union all
      select f.id, f.depth from folders f inner join subtree s on f.parent_id = s.id
    ) select id, depth from subtree`.execute(trx);
  return rows;
}

/** Moves the folder (and its subtree) under `parentId`, or to the top level for null. */
async function move(trx: Transaction<Database>, viewer: Viewer, folder: { id: string; depth: number }, parentId: string | null): Promise<void> {
  const subtree = await subtreeOf(trx, folder.id);
  if (parentId && subtree.some((row) => row.id === parentId)) throw invalid([{ field: 'parentId', message: FOLDER_MESSAGES.intoItself }]);
  const place = await placeUnder(trx, viewer, parentId);
  if ('field' in place) throw invalid([place]);
  const { depth } = place;
  // The deepest folder under it keeps its distance below it.
  const below = Math.max(...subtree.map((row) => row.depth)) - folder.depth;
  if (depth + below > FOLDER_DEPTH_MAX) throw invalid([{ field: 'parentId', message: FOLDER_MESSAGES.tooDeep }]);
  const shift = depth - folder.depth;
  if (shift !== 0) {
    await trx
      .updateTable('folders')
      .set((eb) => ({ depth: eb('depth', '+', shift) }))
      .where('id', 'in', subtree.map((row) => row.id))
      .execute();
  }
  await trx.updateTable('folders').set({ parent_id: parentId }).where('id', '=', folder.id).execute();
}

/** Edits and moves one of `viewer`'s folders: only the fields given; '' or null clear the description and course. */
export async function updateFolder(db: Kysely<Database>, viewer: Viewer, id: string, update: FolderUpdate, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Owner first, then the folder: the order every structural change takes its locks in.
    await lockOwner(trx, viewer.id);
    const folder = await ownFolder(trx, viewer, id, true);
    const course = await courseError(trx, update.courseId);
    if (course) throw invalid([course]);
    if (update.parentId !== undefined && (update.parentId ?? null) !== folder.parent_id) await move(trx, viewer, folder, update.parentId ?? null);
    await trx
      .updateTable('folders')
      .set({
        ...(update.name !== undefined ? { name: update.name } : {}),
        ...(update.description !== undefined ? { description: blankToNull(update.description) } : {}),
        ...(update.courseId !== undefined ? { course_id: update.courseId ?? null } : {}),
        ...(update.visibility !== undefined ? { visibility: update.visibility } : {}),
        updated_at: now,
      })
      .where('id', '=', folder.id)
      .execute();
  });
}

/** Deletes one of `viewer`'s folders and every folder under it (the foreign key cascades); the materials stay. */
export async function deleteFolder(db: Kysely<Database>, viewer: Viewer, id: string): Promise<void> {
  const folder = await ownFolder(db, viewer, id);
  await db.deleteFrom('folders').where('id', '=', folder.id).execute();
}
