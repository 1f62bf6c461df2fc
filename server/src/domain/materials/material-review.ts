// The Materials Review queue: uploads wait here until staff decide (docs/spec-resolutions.md); the
// pending tab lists uploads that skip the queue (rewards) first, then the longest waiting (the
// client marks those past REVIEW_OVERDUE_MS). An approval may earn its uploader a reward, and
// answers the requests for material the uploader said it answers.
import { sql, type SqlBool } from 'kysely';
import { materialPagePath, type Material } from '@lectern/shared-api/contract';
import { paginationOf } from '../../platform/db/pagination.ts';
import { cardToMaterial, selectMaterialCards, selectMaterials, toMaterial } from './material-read.ts';
import { marksOf } from './material-marks.ts';
import { textMatch } from './search-filters.ts';
import { grantUploadRewards } from '../rewards/index.ts';
import { answerRequestsOnApproval } from '../material-requests/index.ts';
import { countsOf, decisionNotice, queueOrder, type ReviewKindSpec, sharedPageOf, totalOf } from '../review/index.ts';

export const materialReview: ReviewKindSpec<string, Material> = {
  kind: 'materials',
  recordKind: 'material',
  noun: 'material',
  notice: decisionNotice('material', { approved: 'material-approved', rejected: 'material-rejected' }),
  recordId: (id) => id,

  async list(db, { status, query, page, limit, asker, total, sharedPage }) {
    const text = query?.trim() ? (textMatch(query.trim()) ?? sql<SqlBool>`false`) : sql<SqlBool>`true`;
    const where = sql<SqlBool>`m.review_status = ${status} and ${text}`;
    const count = async () => (await db.selectFrom('materials as m').select(sql<number>`count(*)::int`.as('n')).where(where).executeTakeFirstOrThrow()).n;
    // The cards are the same for every reader (staff: membership never narrows what they may
    // open); the asker's own marks are read now, batched with other requests' (marksOf).
    const listed = selectMaterialCards(db).select(sql<boolean>`true`.as('viewer_is_member')).where(where);
    // Decided tabs are history, newest first: skipping the queue only matters while waiting.
    const queued = status === 'pending' ? listed.orderBy('m.skips_queue', 'desc') : listed;
    const [n, cards] = await Promise.all([
      totalOf({ total }, count),
      sharedPageOf({ sharedPage }, () =>
        queued
          .orderBy('m.created_at', queueOrder(status))
          .orderBy('m.id')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
      ),
    ]);
    const marks = await marksOf(db, asker.id, cards.map((card) => card.id));
    return { data: cards.map((card) => cardToMaterial(card, marks, asker)), pagination: paginationOf(page, limit, n) };
  },

  async counts(db, departmentId) {
    let query = db.selectFrom('materials as m').select(['m.review_status', sql<number>`count(*)::int`.as('n')]).groupBy('m.review_status');
    if (departmentId) query = query.where('m.course_id', 'in', db.selectFrom('department_courses').select('course_id').where('department_id', '=', departmentId));
    return countsOf(await query.execute());
  },

  async decide(trx, id, { action, comment, reviewerId, at }) {
    const row = await trx
      .updateTable('materials')
      .set({ review_status: action, review_comment: comment, reviewed_by: reviewerId, reviewed_at: at, updated_at: at })
      .where('id', '=', id)
      .where('review_status', '=', 'pending')
      .returning(['label', 'uploader_id'])
      .executeTakeFirst();
    return row ? { title: row.label, authorId: row.uploader_id, link: materialPagePath(id) } : null;
  },

  async afterDecision(trx, id, touched, { action, at }) {
    if (action !== 'approved') return;
    if (touched.authorId) await grantUploadRewards(trx, touched.authorId, at);
    // The requests its uploader said it answers are answered now, and everyone who asked is told.
    await answerRequestsOnApproval(trx, id, at);
  },

  async exists(db, id) {
    return (await db.selectFrom('materials').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
  },

  async remove(trx, id) {
    const row = await trx.deleteFrom('materials').where('id', '=', id).returning(['label', 'uploader_id', 'file_key', 'preview_key', 'read_key']).executeTakeFirst();
    if (!row) return null;
    return { title: row.label, authorId: row.uploader_id, link: null, files: [row.file_key, row.preview_key, row.read_key].filter((key) => key !== null) };
  },

  async find(db, id, asker) {
    const row = await selectMaterials(db, asker).where('m.id', '=', id).executeTakeFirst();
    return row ? toMaterial(row, asker) : null;
  },
};
