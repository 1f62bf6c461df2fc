import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { REVIEW_ACTIONS, REVIEW_COMMENT_MAX, REVIEW_MESSAGES, type ReviewRequest } from '@lectern/shared-api/contract';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../http/api-error.ts';
import { COMMON_ERRORS, Success, errorResponses, ok } from '../../http/envelope.ts';
import { matchesContract } from '../../schemas/contract-match.ts';
import { MaterialSchema } from '../../schemas/materials.ts';
import { reviewMaterial } from './review-materials-service.ts';

const ReviewBody = matchesContract<ReviewRequest>()(
  Type.Object({
    action: Type.Enum(REVIEW_ACTIONS),
    comment: Type.Optional(Type.String({ maxLength: REVIEW_COMMENT_MAX })),
  }),
);

/** Staff decide a pending material: approved goes into search at once; the uploader is told either way. */
export const reviewMaterialRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/review/materials/review/:id',
    {
      schema: {
        summary: 'Approve or reject a pending material (staff); notifies the uploader, with the reason on a rejection',
        description: `409 CONFLICT unless the material is pending ("${REVIEW_MESSAGES.notPending}"), also when two reviewers act at once: one wins.`,
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
        body: ReviewBody,
        response: { 200: Success(MaterialSchema), ...COMMON_ERRORS, ...errorResponses(401, 403, 404, 409) },
      },
      preHandler: deps.auth.requireRole('admin', 'moderator'),
    },
    async (request) => {
      const reviewer = request.user;
      if (!reviewer) throw new Error('requireRole did not run');
      const comment = request.body.comment?.trim() || null;
      const material = await reviewMaterial(deps.database.db, reviewer, request.params.id, request.body.action, comment);
      if (material === 'not-found') throw new ApiError(404, 'NOT_FOUND', REVIEW_MESSAGES.notFound);
      if (material === 'not-pending') throw new ApiError(409, 'CONFLICT', REVIEW_MESSAGES.notPending);
      if (material.reviewStatus === 'approved') deps.listCache.clear();
      return ok(material);
    },
  );
};
