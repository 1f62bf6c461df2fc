// A material shared into a post: the poster must be able to open it (the material page's rule,
// canOpen), else the form's field error. Readers are checked again on every read (posts-read.ts).
import { POST_MESSAGES, isUuid } from '@lectern/shared-api/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { ApiError } from '../../platform/api-error.ts';
import { canOpen } from '../materials/index.ts';
import type { Viewer } from '../users/index.ts';

/** The material's id when `viewer` may open it; null for none; else 400 VALIDATION on materialId. */
export async function shareableMaterial(db: Kysely<Database>, viewer: Viewer, materialId: string | null | undefined): Promise<string | null> {
  if (materialId === null || materialId === undefined) return null;
  const found = isUuid(materialId)
    ? await db.selectFrom('materials as m').select('m.id').where('m.id', '=', materialId).where(canOpen(viewer)).executeTakeFirst()
    : undefined;
  if (!found) throw new ApiError(400, 'VALIDATION', POST_MESSAGES.materialNotFound, [{ field: 'materialId', message: POST_MESSAGES.materialNotFound }]);
  return found.id;
}
