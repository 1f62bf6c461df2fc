// GET /review/overview: the portal overview's real figures (docs/spec-resolutions.md: the spec's sample
// values made real) and the recent activity from the review record.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { REVIEW_KINDS, type ReviewActivity, type ReviewOverview } from '@lectern/shared-api/contract';
import type { AppDeps } from '../../http/app-deps.ts';
import { COMMON_ERRORS, Success, errorResponses, ok } from '../../http/envelope.ts';
import { matchesContract } from '../../http/schemas/contract-match.ts';
import { viewerOf } from '../../http/viewer.ts';
import { moderatorReview } from '../../domain/moderators/index.ts';
import { reviewOverview } from '../../domain/review/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const ActivitySchema = matchesContract<ReviewActivity>()(
  Type.Object({
    id: Type.String(),
    kind: Type.String(),
    itemTitle: Type.String(),
    action: Type.String(),
    comment: Type.Union([Type.String(), Type.Null()]),
    reviewer: Type.Union([Type.Object({ firstName: Type.String(), lastName: Type.String() }), Type.Null()]),
    createdAt: Type.String({ format: 'date-time' }),
  }),
);

const OverviewSchema = matchesContract<ReviewOverview>()(
  Type.Object({
    pendingReviews: Type.Integer(),
    pendingByQueue: Type.Array(Type.Object({ kind: Type.Enum(REVIEW_KINDS), pending: Type.Integer({ minimum: 1 }) })),
    approvedToday: Type.Integer(),
    rejected: Type.Integer(),
    totalViews: Type.Integer(),
    recentActivity: Type.Array(ActivitySchema),
  }),
);

export const reviewOverviewRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;
  app.get(
    '/review/overview',
    {
      schema: {
        summary: 'The portal overview (staff): pending across every queue and in each, approved in the last 24 hours, rejected, total views, recent activity',
        response: { 200: Success(OverviewSchema), ...COMMON_ERRORS, ...errorResponses(401, 403) },
      },
      preHandler: deps.auth.requireRole('admin', 'moderator'),
    },
    async (request) => {
      const since = new Date(deps.clock().getTime() - DAY_MS);
      // Moderator applications are admins' alone (REVIEW_ACCESS): a moderator's figures and activity leave them out.
      const isAdmin = viewerOf(request).role === 'admin';
      return ok(await reviewOverview(db, since, { shown: isAdmin, recordKind: moderatorReview.recordKind }));
    },
  );
};
