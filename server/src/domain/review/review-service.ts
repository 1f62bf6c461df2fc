// The decisions every queue shares: review (only a pending item; recorded; author told) and
// delete (recorded). Each runs in one transaction, so the change, its record and its
// notification land together or not at all.
import type { Kysely } from 'kysely';
import type { ReviewAction } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import { notify } from '../notifications/index.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import type { Viewer } from '../users/index.ts';
import type { Decision, ReviewKindSpec } from './review-kind.ts';

export async function reviewItem<Key, Item>(
  db: Kysely<Database>,
  spec: ReviewKindSpec<Key, Item>,
  key: Key,
  decision: { action: ReviewAction; comment: string | null; reviewer: Viewer; at: Date },
  /** Says a person's role changed (their cached sessions and group streams), after the commit. */
  roleChanged: (userId: string) => void,
): Promise<Item | 'not-found' | 'not-pending'> {
  const reviewerId = decision.reviewer.id;
  const made: Decision = { action: decision.action, comment: decision.comment, reviewerId, at: decision.at };
  const decided = await db.transaction().execute(async (trx) => {
    const touched = await spec.decide(trx, key, made);
    if (!touched) return null;
    await trx
      .insertInto('review_actions')
      .values({
        kind: spec.recordKind,
        item_id: spec.recordId(key),
        item_title: touched.title,
        action: decision.action,
        comment: decision.comment,
        reviewer_id: reviewerId,
        author_id: touched.authorId,
        created_at: decision.at,
      })
      .execute();
    const notice = touched.authorId ? spec.notice(decision.action, touched, decision.comment) : null;
    if (notice && touched.authorId) await notify(trx, { ...notice, userId: touched.authorId });
    const effects = await spec.afterDecision?.(trx, key, touched, made);
    return { touched, rolesChanged: effects ? effects.rolesChanged : [] };
  });
  if (!decided) return (await spec.exists(db, key)) ? 'not-pending' : 'not-found';
  for (const userId of decided.rolesChanged) roleChanged(userId);
  return (await spec.find(db, key, decision.reviewer)) ?? 'not-found';
}

export async function deleteItem<Key, Item>(
  db: Kysely<Database>,
  spec: ReviewKindSpec<Key, Item>,
  key: Key,
  adminId: string,
  at: Date,
  storage: FileStorage,
): Promise<boolean> {
  const removed = await db.transaction().execute(async (trx) => {
    const removed = await spec.remove(trx, key);
    if (!removed) return null;
    await trx
      .insertInto('review_actions')
      .values({ kind: spec.recordKind, item_id: spec.recordId(key), item_title: removed.title, action: 'deleted', comment: null, reviewer_id: adminId, author_id: removed.authorId, created_at: at })
      .execute();
    return removed;
  });
  if (!removed) return false;
  // After the commit: a failed delete leaves an orphan file (swept at the next start), never a row without its file.
  for (const file of removed.files ?? []) await storage.delete(file);
  return true;
}
