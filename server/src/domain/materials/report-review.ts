// The Reports queue: students' reports of materials (POST /materials/:id/report). Upholding one
// hides the material and tells its uploader why; dismissing it shows again a material that
// reports had hidden. Either settles every open report of that material at once.
import { sql, type Kysely, type SqlBool } from 'kysely';
import { REPORT_REVIEW_MESSAGES, materialPagePath, type MaterialReportReviewItem } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import type { Viewer } from '../users/index.ts';
import { selectMaterials, toMaterial } from './material-read.ts';
import { HIDDEN_BY_REPORTS } from './reports.ts';
import { textMatch } from './search-filters.ts';
import { reportColumns, reportFields, reportQueue } from '../review/index.ts';

function selectReports(db: Kysely<Database>) {
  return db
    .selectFrom('material_reports as r')
    .innerJoin('users as u', 'u.id', 'r.reporter_id')
    .select([...reportColumns('material_reports', 'material_id'), 'r.material_id', 'u.first_name', 'u.last_name']);
}

/** The reports with their materials as `asker` sees them; a report of a material they may not open is left out. */
async function toItems(db: Kysely<Database>, asker: Viewer, rows: Awaited<ReturnType<ReturnType<typeof selectReports>['execute']>>): Promise<MaterialReportReviewItem[]> {
  if (rows.length === 0) return [];
  const materials = await selectMaterials(db, asker)
    .where('m.id', 'in', rows.map((row) => row.material_id))
    .execute();
  const byId = new Map(materials.map((m) => [m.id, toMaterial(m, asker)]));
  return rows.flatMap((row) => {
    const material = byId.get(row.material_id);
    return material ? [{ ...reportFields(row), reporter: { firstName: row.first_name, lastName: row.last_name }, material }] : [];
  });
}

export const reportReview = reportQueue({
  kind: 'reports',
  recordKind: 'report',
  noun: 'report',
  reports: 'material_reports',
  item: 'material_id',
  // Only an upheld report tells anyone: the uploader, why their material is hidden.
  notice: (action, touched, comment) =>
    action === 'approved'
      ? { type: 'material-hidden', title: REPORT_REVIEW_MESSAGES.hiddenTitle, body: REPORT_REVIEW_MESSAGES.hiddenBody(touched.title, comment), link: touched.link }
      : null,
  inDepartment: (db, departmentId) => db.selectFrom('materials as m').innerJoin('department_courses as dc', 'dc.course_id', 'm.course_id').select('m.id').where('dc.department_id', '=', departmentId),
  hide: (trx, id, { at, comment }) => trx.updateTable('materials').set({ hidden_at: at, hidden_reason: comment ?? 'staff', updated_at: at }).where('id', '=', id).executeTakeFirst(),
  // Dismissed: shown again, unless staff had hidden it for another reason.
  show: (trx, id, { at }) => trx.updateTable('materials').set({ hidden_at: null, hidden_reason: null, updated_at: at }).where('id', '=', id).where('hidden_reason', '=', HIDDEN_BY_REPORTS).executeTakeFirst(),
  async reported(trx, id) {
    const material = await trx.selectFrom('materials').select(['label', 'uploader_id']).where('id', '=', id).executeTakeFirstOrThrow();
    return { title: material.label, authorId: material.uploader_id, link: materialPagePath(id) };
  },
  list: {
    // The search box looks in the reported material's words.
    search: (text) => sql<SqlBool>`exists (select 1 from materials m where m.id = r.material_id and ${textMatch(text) ?? sql<SqlBool>`false`})`,
    counted: (db) => db.selectFrom('material_reports as r'),
    rows: (db) => selectReports(db),
    order: ['r.created_at', 'r.id'],
    items: (db, rows, { asker }) => toItems(db, asker, rows),
  },
  find: async (db, id, asker) => (await toItems(db, asker, await selectReports(db).where('r.id', '=', id).execute()))[0] ?? null,
});
