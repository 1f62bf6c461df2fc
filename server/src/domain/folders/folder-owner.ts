// The owner-only calls (edit, move, delete, add and remove materials): someone who may see the
// folder but does not own it is refused (403); someone who may not see it gets the 404 of a
// folder that does not exist, so a private folder is never revealed.
import { isUuid } from '@lectern/shared-api/contract';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { ApiError } from '../../platform/api-error.ts';
import type { Viewer } from '../users/index.ts';
import { canSeeFolder, folderNotFound } from './folder-read.ts';

export const NOT_THE_OWNER = 'Only the folder’s owner can change it.';

export interface OwnFolderRow {
  id: string;
  parent_id: string | null;
  depth: number;
}

/**
 * The folder if `viewer` owns it. In a transaction, its row is locked until the end, so two
 * changes to one folder (adding to a full one, moving it) run one after the other.
 */
export async function ownFolder(db: Kysely<Database> | Transaction<Database>, viewer: Viewer, id: string, lock = false): Promise<OwnFolderRow> {
  if (!isUuid(id)) throw folderNotFound();
  const query = db.selectFrom('folders as f').select(['f.id', 'f.parent_id', 'f.depth', 'f.owner_id']).where('f.id', '=', id).where(canSeeFolder(viewer));
  const row = await (lock ? query.forNoKeyUpdate() : query).executeTakeFirst();
  if (!row) throw folderNotFound();
  if (row.owner_id !== viewer.id) throw new ApiError(403, 'FORBIDDEN', NOT_THE_OWNER);
  return { id: row.id, parent_id: row.parent_id, depth: row.depth };
}

/**
 * Holds the owner's row until the transaction ends: creating and moving folders count and
 * measure the owner's tree, which two requests at once must not both pass on the same numbers.
 * (`no key update`: rows that merely reference the person, an upload say, do not wait for it.)
 */
export async function lockOwner(trx: Transaction<Database>, ownerId: string): Promise<void> {
  await sql`select 1 from users where id = ${ownerId} for no key update`.execute(trx);
}
