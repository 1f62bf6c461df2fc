import type { Kysely } from 'kysely';
import { materialPagePath, type Material, type ReviewAction } from '@lectern/shared-api/contract';
import type { Database } from '../../db/schema.ts';
import { notify } from '../../notifications/notify.ts';
import type { UserRecord } from '../../repositories/users.ts';
import { selectMaterials, toMaterial } from '../materials/material-read.ts';

/**
 * One transaction: the conditional update (only a pending material changes, so of two
 * reviewers acting at once exactly one wins), the review record and the uploader's notification.
 */
export async function reviewMaterial(
  db: Kysely<Database>,
  reviewer: UserRecord,
  id: string,
  action: ReviewAction,
  comment: string | null,
): Promise<Material | 'not-found' | 'not-pending'> {
  const viewer = { id: reviewer.id, role: reviewer.role, departmentId: reviewer.departmentId };
  const decided = await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('materials')
      .set({ review_status: action, review_comment: comment, reviewed_by: reviewer.id, reviewed_at: new Date(), updated_at: new Date() })
      .where('id', '=', id)
      .where('review_status', '=', 'pending')
      .returning(['id', 'label', 'uploader_id'])
      .executeTakeFirst();
    if (!row) return null;
    await trx
      .insertInto('review_actions')
      .values({ kind: 'material', item_id: row.id, item_title: row.label, action, comment, reviewer_id: reviewer.id })
      .execute();
    await notify(trx, {
      userId: row.uploader_id,
      type: action === 'approved' ? 'material-approved' : 'material-rejected',
      title: action === 'approved' ? 'Your material was approved' : 'Your material was not approved',
      body:
        action === 'approved'
          ? `"${row.label}" is now live: students can find it in search.`
          : `"${row.label}" was not approved.${comment ? ` Reason: ${comment}` : ''}`,
      link: materialPagePath(row.id),
    });
    return row;
  });
  if (!decided) {
    const exists = await db.selectFrom('materials').select('id').where('id', '=', id).executeTakeFirst();
    return exists ? 'not-pending' : 'not-found';
  }
  return toMaterial(await selectMaterials(db, viewer).where('m.id', '=', id).executeTakeFirstOrThrow(), viewer);
}
