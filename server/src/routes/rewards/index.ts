// GET /rewards/printing-credits and POST /rewards/printing-credits/:id/honour (admins): the
// printing credits uploaders earned at PRINTING_CREDIT_AT approvals, waiting to be given or given.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PAGE_SIZE_DEFAULT, PRINTING_CREDIT_AT, PRINTING_CREDIT_STATUSES, REWARD_MESSAGES } from '@lectern/shared-api/contract';
import type { AppDeps } from '../../http/app-deps.ts';
import { ApiError } from '../../platform/api-error.ts';
import { COMMON_ERRORS, Success, errorResponses, ok } from '../../http/envelope.ts';
import { PagedSchema, limitField, pageField } from '../../http/schemas/paged.ts';
import { viewerOf } from '../../http/viewer.ts';
import { PrintingCreditSchema } from './printing-credit-schema.ts';
import { honourPrintingCredit, listPrintingCredits } from '../../domain/rewards/index.ts';
import { answerNeverCached } from '../../http/never-cached.ts';

export const rewardRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;
  const admins = deps.auth.requireRole('admin');
  answerNeverCached(app);

  app.get(
    '/rewards/printing-credits',
    {
      schema: {
        summary: `Printing credits earned at ${PRINTING_CREDIT_AT} approved uploads (admins): waiting ones oldest first, honoured ones newest first`,
        querystring: Type.Object({
          status: Type.Optional(Type.Enum(PRINTING_CREDIT_STATUSES, { default: 'waiting' })),
          page: pageField(),
          limit: limitField(),
        }),
        response: { 200: Success(PagedSchema(PrintingCreditSchema)), ...COMMON_ERRORS, ...errorResponses(401, 403) },
      },
      preHandler: admins,
    },
    async (request) => {
      const { status, page, limit } = request.query;
      return ok(await listPrintingCredits(db, status ?? 'waiting', page ?? 1, limit ?? PAGE_SIZE_DEFAULT));
    },
  );

  app.post(
    '/rewards/printing-credits/:id/honour',
    {
      schema: {
        summary: 'Mark a printing credit given (admins)',
        description: `404 NOT_FOUND ("${REWARD_MESSAGES.notFound}"); 409 CONFLICT when it was already honoured ("${REWARD_MESSAGES.alreadyHonoured}"), also when two admins act at once: one wins.`,
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
        response: { 200: Success(PrintingCreditSchema), ...COMMON_ERRORS, ...errorResponses(401, 403, 404, 409) },
      },
      preHandler: admins,
    },
    async (request) => {
      const result = await honourPrintingCredit(db, request.params.id, viewerOf(request).id, deps.clock());
      if (result === 'not-found') throw new ApiError(404, 'NOT_FOUND', REWARD_MESSAGES.notFound);
      if (result === 'already-honoured') throw new ApiError(409, 'CONFLICT', REWARD_MESSAGES.alreadyHonoured);
      return ok(result);
    },
  );
};
