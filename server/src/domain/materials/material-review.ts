// The Materials Review queue: uploads wait here until staff decide (docs/spec-resolutions.md); the
// pending tab lists uploads that skip the queue (rewards) first, then the longest waiting (the
// client marks those past REVIEW_OVERDUE_MS). An approval may earn its uploader a reward, and
// answers the requests for material the uploader said it answers.
import { sql, type SqlBool } from 'kysely';
import { materialPagePath } from '@lectern/shared-api/contract';
import { cardToMaterial, selectMaterialCards, selectMaterials, toMaterial } from './material-read.ts';
import { marksOf } from './material-marks.ts';
import { textMatch } from './search-filters.ts';
import { grantUploadRewards } from '../rewards/index.ts';
import { answerRequestsOnApproval } from '../material-requests/index.ts';
import { statusQueue } from '../review/index.ts';

export const materialReview = statusQueue({
  kind: 'materials',
  recordKind: 'material',
  noun: 'material',
  table: 'materials',
  columns: ['id', 'label', 'uploader_id', 'file_key', 'preview_key', 'read_key'],
  describe: (row) => ({ title: row.label, authorId: row.uploader_id, page: materialPagePath(row.id) }),
  linkRejected: true,
  files: (row) => [row.file_key, row.preview_key, row.read_key],
  stamped: true,
  scope: { course: 'course_id' },
  list: {
    status: 'm.review_status',
    search: (text) => textMatch(text.trim()) ?? sql<SqlBool>`false`,
    counted: (db) => db.selectFrom('materials as m'),
    // Decided tabs are history, newest first: skipping the queue only matters while waiting.
    rows(db, { status }) {
      const cards = selectMaterialCards(db).select(sql<boolean>`true`.as('viewer_is_member'));
      return status === 'pending' ? cards.orderBy('m.skips_queue', 'desc') : cards;
    },
    order: ['m.created_at', 'm.id'],
    // The cards are the same for every reader (staff: membership never narrows what they may
    // open); the asker's own marks are read now, batched with other requests' (marksOf).
    keep: 'rows',
    async items(db, cards, { asker }) {
      const marks = await marksOf(db, asker.id, cards.map((card) => card.id));
      return cards.map((card) => cardToMaterial(card, marks, asker));
    },
  },
  async afterDecision(trx, id, touched, { action, at }) {
    if (action !== 'approved') return;
    if (touched.authorId) await grantUploadRewards(trx, touched.authorId, at);
    // The requests its uploader said it answers are answered now, and everyone who asked is told.
    await answerRequestsOnApproval(trx, id, at);
  },
  async find(db, id, asker) {
    const row = await selectMaterials(db, asker).where('m.id', '=', id).executeTakeFirst();
    return row ? toMaterial(row, asker) : null;
  },
});
