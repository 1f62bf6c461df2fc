// A report on a material: one open report per person and material; open reports from
// REPORT_HIDE_THRESHOLD different students hide the material (hidden_at, reason 'reports')
// until staff decide in the reports queue.
import type { Kysely } from 'kysely';
import {
  materialPagePath,
  MATERIAL_MESSAGES,
  REPORT_HIDE_THRESHOLD,
  REPORT_REVIEW_MESSAGES,
  type MaterialReportInput,
} from '@lectern/shared-api/contract';
import { ApiError } from '../../platform/api-error.ts';
import type { Database } from '../../platform/db/schema.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { notify } from '../notifications/index.ts';
import type { Viewer } from '../users/index.ts';
import type { OpenableRow } from './material-lookup.ts';

export const REPORT_MESSAGES = {
  ownMaterial: 'You cannot report your own material.',
  hiddenBody: (label: string) =>
    `"${label}" was reported by several students and is hidden from search until staff review it.`,
} as const;

export const HIDDEN_BY_REPORTS = 'reports';

/** Files `viewer`'s report on `material` (one they may open); `hid` when this report hid it. */
export async function fileReport(
  db: Kysely<Database>,
  viewer: Viewer,
  material: OpenableRow,
  report: MaterialReportInput,
  now: Date,
): Promise<{ id: string; hid: boolean }> {
  const text = report.text?.trim() || null;
  if (report.reason === 'other' && !text) {
    throw new ApiError(400, 'VALIDATION', MATERIAL_MESSAGES.reportTextRequired, [{ field: 'text', message: MATERIAL_MESSAGES.reportTextRequired }]);
  }
  if (material.uploader_id === viewer.id) throw new ApiError(403, 'FORBIDDEN', REPORT_MESSAGES.ownMaterial);

  let hid = false;
  const id = await db.transaction().execute(async (trx) => {
    let inserted: { id: string };
    try {
      inserted = await trx
        .insertInto('material_reports')
        .values({ material_id: material.id, reporter_id: viewer.id, reason: report.reason, text, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
    } catch (error) {
      if (isUniqueViolation(error, 'material_reports_open_unique')) throw new ApiError(409, 'CONFLICT', MATERIAL_MESSAGES.reportAlreadyOpen);
      throw error;
    }
    const { reporters } = await trx
      .selectFrom('material_reports as r')
      .innerJoin('users as u', 'u.id', 'r.reporter_id')
      .select((eb) => eb.fn.count<string>('r.reporter_id').distinct().as('reporters'))
      .where('r.material_id', '=', material.id)
      .where('r.status', '=', 'open')
      .where('u.role', '=', 'student')
      .executeTakeFirstOrThrow();
    if (Number(reporters) >= REPORT_HIDE_THRESHOLD) {
      const hidden = await trx
        .updateTable('materials')
        .set({ hidden_at: now, hidden_reason: HIDDEN_BY_REPORTS, updated_at: now })
        .where('id', '=', material.id)
        .where('hidden_at', 'is', null)
        .executeTakeFirst();
      // Told once, when this report is the one that hid it.
      if (Number(hidden.numUpdatedRows) > 0) {
        hid = true;
        await notify(trx, {
          userId: material.uploader_id,
          type: 'material-hidden',
          title: REPORT_REVIEW_MESSAGES.hiddenTitle,
          body: REPORT_MESSAGES.hiddenBody(material.label),
          link: materialPagePath(material.id),
        });
      }
    }
    return inserted.id;
  });
  return { id, hid };
}
