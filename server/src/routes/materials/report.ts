// POST /materials/:id/report: one open report per person and material; open reports from
// REPORT_HIDE_THRESHOLD different students hide the material (hidden_at, reason 'reports')
// until staff decide in the reports queue.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { MATERIAL_MESSAGES, REPORT_HIDE_THRESHOLD, REPORT_REASONS, REPORT_TEXT_MAX, type MaterialReportInput } from '@lectern/shared-api/contract';
import type { AppDeps } from '../../http/app-deps.ts';
import { COMMON_ERRORS, Success, errorResponses, ok } from '../../http/envelope.ts';
import { messages, trimmed } from '../../http/field-messages.ts';
import { matchesContract } from '../../http/schemas/contract-match.ts';
import { MaterialReportReceiptSchema } from '../../http/schemas/materials.ts';
import { fileReport, findOpenable } from '../../domain/materials/index.ts';
import { MaterialParams } from './material-params.ts';
import { viewerOf } from '../../http/viewer.ts';


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
      const { id, hid } = await fileReport(db, viewer, material, request.body, deps.clock());
      // Hidden from search at once: the kept list pages are asked again (after the commit).
      if (hid) deps.listCache.clear();
      reply.status(201);
      return ok({ id, message: MATERIAL_MESSAGES.reportSent });
    },
  );
};
