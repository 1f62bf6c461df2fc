// One material by id as the caller may open it, or a 404 (docs/architecture.md): a material someone
// may not open answers exactly like one that does not exist.
import { isUuid } from '@lectern/shared-api/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { ApiError } from '../../platform/api-error.ts';
import { canOpen } from './material-access.ts';
import type { Viewer } from '../users/index.ts';
import { selectMaterials } from './material-read.ts';

export const MATERIAL_NOT_FOUND = 'This material does not exist or is not available to you.';

/** The material row (with its storage facts) if `viewer` may open it; else 404 NOT_FOUND. */
export async function findOpenable(db: Kysely<Database>, viewer: Viewer, id: string) {
  if (!isUuid(id)) throw new ApiError(404, 'NOT_FOUND', MATERIAL_NOT_FOUND);
  const row = await selectMaterials(db, viewer)
    .select(['m.file_key', 'm.mime_type', 'm.content_hash'])
    .where('m.id', '=', id)
    .where(canOpen(viewer))
    .executeTakeFirst();
  if (!row) throw new ApiError(404, 'NOT_FOUND', MATERIAL_NOT_FOUND);
  return row;
}

export type OpenableRow = Awaited<ReturnType<typeof findOpenable>>;
