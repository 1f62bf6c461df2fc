// POST /materials/:id/report: one open report per person and material; open reports from
// REPORT_HIDE_THRESHOLD different students hide the material (hidden_at, reason 'reports')
// until staff decide in the reports queue.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  materialPagePath,
  MATERIAL_MESSAGES,
  REPORT_HIDE_THRESHOLD,
  REPORT_REASONS,
  REPORT_REVIEW_MESSAGES,
  REPORT_TEXT_MAX,
  type MaterialReportInput,
} from '@lectern/shared-api/contract';
import type { AppDeps } from '../../http/app-deps.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { ApiError } from '../../platform/api-error.ts';
import { COMMON_ERRORS, Success, errorResponses, ok } from '../../http/envelope.ts';
import { messages, trimmed } from '../../http/field-messages.ts';
import { matchesContract } from '../../http/schemas/contract-match.ts';
import { MaterialReportReceiptSchema } from '../../http/schemas/materials.ts';
import { notify } from '../../domain/notifications/notify.ts';
import { MaterialParams, findOpenable, viewerOf } from '../../domain/materials/material-lookup.ts';

export const REPORT_MESSAGES = {
  ownMaterial: 'You cannot report your own material.',
  hiddenBody: (label: string) =>
    `"${label}" was reported by several students and is hidden from search until staff review it.`,
} as const;

export const HIDDEN_BY_REPORTS = 'reports';

const ReportBody = matchesContract<MaterialReportInput>()(
  Type.Object({
    reason: Type.Enum(REPORT_REASONS, messages({ required: MATERIAL_MESSAGES.reportReasonRequired, default: MATERIAL_MESSAGES.reportReasonRequired })),
    text: Type.Optional(
      Type.String({ maxLength: REPORT_TEXT_MAX, ...trimmed, ...messages({ maxLength: MATERIAL_MESSAGES.reportTextTooLong }) }),
    ),
  }),
);

export const materialReportRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;

  app.post(
    '/materials/:id/report',
    {
      schema: {
        summary: 'Report a material to staff',
        description:
          `One open report per person and material (409 CONFLICT). \`text\` is required when the reason is 'other'. ` +
          `Nobody reports their own material (403 FORBIDDEN). Open reports from ${REPORT_HIDE_THRESHOLD} different students ` +
          'hide the material from everyone but its uploader and staff until staff decide.',
        params: MaterialParams,
        body: ReportBody,
        response: { 201: Success(MaterialReportReceiptSchema), ...COMMON_ERRORS, ...errorResponses(401, 403, 404, 409, 413) },
      },
      preHandler: deps.auth.requireUser,
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const material = await findOpenable(db, viewer, request.params.id);
      const text = request.body.text?.trim() || null;
      if (request.body.reason === 'other' && !text) {
        throw new ApiError(400, 'VALIDATION', MATERIAL_MESSAGES.reportTextRequired, [{ field: 'text', message: MATERIAL_MESSAGES.reportTextRequired }]);
      }
      if (material.uploader_id === viewer.id) throw new ApiError(403, 'FORBIDDEN', REPORT_MESSAGES.ownMaterial);

      const now = deps.clock();
      let hid = false;
      const id = await db.transaction().execute(async (trx) => {
        let inserted: { id: string };
        try {
          inserted = await trx
            .insertInto('material_reports')
            .values({ material_id: material.id, reporter_id: viewer.id, reason: request.body.reason, text, created_at: now })
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
      // Hidden from search at once: the kept list pages are asked again (after the commit).
      if (hid) deps.listCache.clear();
      reply.status(201);
      return ok({ id, message: MATERIAL_MESSAGES.reportSent });
    },
  );
};
