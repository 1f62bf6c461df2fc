// The Reports queue: students' reports of materials (POST /materials/:id/report). Upholding one
// hides the material and tells its uploader why; dismissing it shows again a material that
// reports had hidden. Either settles every open report of that material at once.
import { sql, type Kysely, type SqlBool } from 'kysely';
import { REPORT_REVIEW_MESSAGES, materialPagePath, type MaterialReportReviewItem, type ReviewStatus } from '@lectern/shared-api/contract';
import type { Database, ReportStatus } from '../../platform/db/schema.ts';
import { paginationOf } from '../../platform/db/pagination.ts';
import type { Viewer } from '../users/index.ts';
import { selectMaterials, toMaterial } from './material-read.ts';
import { HIDDEN_BY_REPORTS } from './reports.ts';
import { textMatch } from './search-filters.ts';
import { countsOf, queueOrder, type ReviewKindSpec } from '../review/index.ts';

const STATUS_OF_REVIEW: Record<ReviewStatus, ReportStatus> = { pending: 'open', approved: 'hidden', rejected: 'dismissed' };
const REVIEW_OF_STATUS: Record<ReportStatus, ReviewStatus> = { open: 'pending', hidden: 'approved', dismissed: 'rejected' };

function selectReports(db: Kysely<Database>) {
  return db
    .selectFrom('material_reports as r')
    .innerJoin('users as u', 'u.id', 'r.reporter_id')
    .select([
      'r.id',
      'r.material_id',
      'r.reason',
      'r.text',
      'r.status',
      'r.created_at',
      'u.first_name',
      'u.last_name',
      sql<number>`(select count(*)::int from material_reports o where o.material_id = r.material_id and o.status = 'open')`.as('open_reports'),
    ]);
}

async function toItems(db: Kysely<Database>, asker: Viewer, rows: Awaited<ReturnType<ReturnType<typeof selectReports>['execute']>>): Promise<MaterialReportReviewItem[]> {
  if (rows.length === 0) return [];
  const materials = await selectMaterials(db, asker)
    .where('m.id', 'in', rows.map((row) => row.material_id))
    .execute();
  const byId = new Map(materials.map((m) => [m.id, toMaterial(m, asker)]));
  return rows.flatMap((row) => {
    const material = byId.get(row.material_id);
    if (!material) return [];
    return [
      {
        id: row.id,
        reason: row.reason,
        text: row.text,
        reviewStatus: REVIEW_OF_STATUS[row.status],
        createdAt: new Date(row.created_at).toISOString(),
        reporter: { firstName: row.first_name, lastName: row.last_name },
        openReports: row.open_reports,
        material,
      },
    ];
  });
}

export const reportReview: ReviewKindSpec<string, MaterialReportReviewItem> = {
  kind: 'reports',
  recordKind: 'report',
  noun: 'report',
  recordId: (id) => id,
  // Only an upheld report tells anyone: the uploader, why their material is hidden.
  notice: (action, touched, comment) =>
    action === 'approved'
      ? { type: 'material-hidden', title: REPORT_REVIEW_MESSAGES.hiddenTitle, body: REPORT_REVIEW_MESSAGES.hiddenBody(touched.title, comment), link: touched.link }
      : null,

  async list(db, { status, query, page, limit, asker }) {
    const text = query ? (textMatch(query) ?? sql<SqlBool>`false`) : sql<SqlBool>`true`;
    const where = sql<SqlBool>`r.status = ${STATUS_OF_REVIEW[status]} and exists (select 1 from materials m where m.id = r.material_id and ${text})`;
    const { n } = await db.selectFrom('material_reports as r').select(sql<number>`count(*)::int`.as('n')).where(where).executeTakeFirstOrThrow();
    const rows = await selectReports(db)
      .where(where)
      .orderBy('r.created_at', queueOrder(status))
      .orderBy('r.id')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute();
    return { data: await toItems(db, asker, rows), pagination: paginationOf(page, limit, n) };
  },

  async counts(db, departmentId) {
    let query = db.selectFrom('material_reports as r').select(['r.status', sql<number>`count(*)::int`.as('n')]).groupBy('r.status');
    if (departmentId) {
      query = query.where('r.material_id', 'in', db.selectFrom('materials as m').innerJoin('department_courses as dc', 'dc.course_id', 'm.course_id').select('m.id').where('dc.department_id', '=', departmentId));
    }
    return countsOf((await query.execute()).map((row) => ({ review_status: REVIEW_OF_STATUS[row.status], n: row.n })));
  },

  async decide(trx, id, { action, comment, reviewerId, at }) {
    // This report first, only while open: of two reviewers one wins.
    const report = await trx
      .updateTable('material_reports')
      .set({ status: STATUS_OF_REVIEW[action], resolved_by: reviewerId, resolved_at: at })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .returning('material_id')
      .executeTakeFirst();
    if (!report) return null;
    await trx
      .updateTable('material_reports')
      .set({ status: STATUS_OF_REVIEW[action], resolved_by: reviewerId, resolved_at: at })
      .where('material_id', '=', report.material_id)
      .where('status', '=', 'open')
      .execute();
    const hiding =
      action === 'approved'
        ? trx.updateTable('materials').set({ hidden_at: at, hidden_reason: comment ?? 'staff', updated_at: at }).where('id', '=', report.material_id)
        : // Dismissed: shown again, unless staff had hidden it for another reason.
          trx.updateTable('materials').set({ hidden_at: null, hidden_reason: null, updated_at: at }).where('id', '=', report.material_id).where('hidden_reason', '=', HIDDEN_BY_REPORTS);
    await hiding.execute();
    const material = await trx.selectFrom('materials').select(['label', 'uploader_id']).where('id', '=', report.material_id).executeTakeFirstOrThrow();
    return { title: material.label, authorId: material.uploader_id, link: materialPagePath(report.material_id) };
  },

  async exists(db, id) {
    return (await db.selectFrom('material_reports').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
  },

  async remove(trx, id) {
    const row = await trx
      .deleteFrom('material_reports')
      .where('id', '=', id)
      .returning((eb) => eb.selectFrom('materials as m').select('m.label').whereRef('m.id', '=', 'material_reports.material_id').as('label'))
      .executeTakeFirst();
    return row ? { title: row.label ?? 'a report', authorId: null, link: null } : null;
  },

  async find(db, id, asker) {
    return (await toItems(db, asker, await selectReports(db).where('r.id', '=', id).execute()))[0] ?? null;
  },
};
