// The student side of requests for material (docs/api-contract.md, "Requests for material"): ask,
// list a course's open requests, Me too and taking it back, and say an own upload answers one.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { MATERIAL_REQUEST_MESSAGES as M, MATERIAL_REQUESTS_OPEN_PER_PERSON_MAX, MATERIAL_REQUESTS_PAGE_SIZE } from '@lectern/shared-api/contract';
import type { AppDeps } from '../../http/app-deps.ts';
import { ApiError } from '../../platform/api-error.ts';
import { COMMON_ERRORS, Success, errorResponses, ok } from '../../http/envelope.ts';
import { PagedSchema } from '../../http/schemas/paged.ts';
import { viewerOf } from '../../http/viewer.ts';
import { answerWithUpload, courseRequests, createRequest, meToo, undoMeToo } from '../../domain/material-requests/index.ts';
import { queueRequestChatNotices } from '../../domain/messaging/index.ts';
import {
  MaterialRequestAnswerBody,
  MaterialRequestAnswerSchema,
  MaterialRequestInputBody,
  MaterialRequestListQuery,
  MaterialRequestParams,
  MaterialRequestReceiptSchema,
  MaterialRequestSchema,
} from './request-schemas.ts';

async function requireVerified(request: FastifyRequest): Promise<void> {
  if (!request.user?.emailVerifiedAt) throw new ApiError(403, 'FORBIDDEN', M.unverified);
}

const SEEN = 'A request of a course you may not see answers 404 NOT_FOUND, as one that does not exist.';

export const materialRequestRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;

  app.post(
    '/material-requests',
    {
      schema: {
        summary: 'Ask for material a course lacks; the same need asked again is a Me too of the open request',
        description:
          'text is trimmed and kept as written (shown as text, never markup). An open request of the course asking for the same ' +
          '(case, spacing and punctuation aside) is answered 200 with that request, your Me too added (joined: true); a new request is 201. ' +
          `400 VALIDATION names each bad field (courseId must be an approved course); 403 FORBIDDEN until the email address is verified; ` +
          `409 CONFLICT at ${MATERIAL_REQUESTS_OPEN_PER_PERSON_MAX} open requests of yours.`,
        body: MaterialRequestInputBody,
        response: { 200: Success(MaterialRequestReceiptSchema), 201: Success(MaterialRequestReceiptSchema), ...COMMON_ERRORS, ...errorResponses(401, 403, 409, 413) },
      },
      preHandler: [deps.auth.requireUser, requireVerified],
    },
    async (request, reply) => {
      const { receipt, created } = await createRequest(db, viewerOf(request), request.body, deps.clock());
      reply.status(created ? 201 : 200);
      return ok(receipt);
    },
  );

  app.get(
    '/material-requests',
    {
      schema: {
        summary: 'A course’s open requests for material, the most asked for first',
        description: `${MATERIAL_REQUESTS_PAGE_SIZE} a page by default. A course a student may not see (not approved) answers 404 NOT_FOUND.`,
        querystring: MaterialRequestListQuery,
        response: { 200: Success(PagedSchema(MaterialRequestSchema)), ...COMMON_ERRORS, ...errorResponses(401, 404) },
      },
      preHandler: deps.auth.requireUser,
    },
    async (request) => {
      const { courseId, page = 1, limit = MATERIAL_REQUESTS_PAGE_SIZE } = request.query;
      return ok(await courseRequests(db, viewerOf(request), courseId, page, limit));
    },
  );

  app.post(
    '/material-requests/:id/me-too',
    {
      schema: {
        summary: 'Me too: you need this material as well (idempotent)',
        description: `On your own request nothing changes: you asked already. 409 CONFLICT once it is answered. ${SEEN}`,
        params: MaterialRequestParams,
        response: { 200: Success(MaterialRequestSchema), ...COMMON_ERRORS, ...errorResponses(401, 404, 409) },
      },
      preHandler: deps.auth.requireUser,
    },
    async (request) => ok(await meToo(db, viewerOf(request), request.params.id, deps.clock())),
  );

  app.delete(
    '/material-requests/:id/me-too',
    {
      schema: {
        summary: 'Take your Me too back (idempotent)',
        description: `409 CONFLICT on your own request ("${M.ownRequest}") and once it is answered. ${SEEN}`,
        params: MaterialRequestParams,
        response: { 200: Success(MaterialRequestSchema), ...COMMON_ERRORS, ...errorResponses(401, 404, 409) },
      },
      preHandler: deps.auth.requireUser,
    },
    async (request) => ok(await undoMeToo(db, viewerOf(request), request.params.id)),
  );

  app.post(
    '/material-requests/:id/answer',
    {
      schema: {
        summary: 'Say one of your uploads answers an open request of its course',
        description:
          'A pending upload answers it once approved; an approved one at once. Then everyone who asked is notified, in the app and ' +
          'in a linked Telegram or WhatsApp chat, and the request counts for you (answeredRequests in /stats/me). ' +
          `403 FORBIDDEN for someone else's upload ("${M.notYourUpload}"); 400 naming materialId for an unknown or rejected upload ` +
          `or one of another course; 409 CONFLICT when another upload answered it already. ${SEEN}`,
        params: MaterialRequestParams,
        body: MaterialRequestAnswerBody,
        response: { 200: Success(MaterialRequestAnswerSchema), ...COMMON_ERRORS, ...errorResponses(401, 403, 404, 409, 413) },
      },
      preHandler: deps.auth.requireUser,
    },
    async (request) => {
      const outcome = await answerWithUpload(db, viewerOf(request), request.params.id, request.body.materialId, deps.clock());
      if (outcome.answeredNow) {
        // The answer is saved: a chat that cannot be told now is logged, never the uploader's failure.
        await queueRequestChatNotices(deps.messaging, request.body.materialId).catch((error: unknown) =>
          request.log.error({ err: error }, 'could not queue request notices for linked chats'),
        );
      }
      return ok({ request: outcome.request, message: outcome.message });
    },
  );
};
