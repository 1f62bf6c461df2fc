// GET /review/overview: the portal overview's real figures (docs/spec-resolutions.md: the spec's sample
// values made real) and the recent activity from the review record.
import { Type } from 'typebox';
import { sql } from 'kysely';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ReviewActivity, ReviewOverview } from '@lectern/shared-api/contract';
import type { AppDeps } from '../../http/app-deps.ts';
import { COMMON_ERRORS, Success, errorResponses, ok } from '../../http/envelope.ts';
import { matchesContract } from '../../http/schemas/contract-match.ts';
import { viewerOf } from '../../http/viewer.ts';
import { moderatorReview } from '../../domain/moderators/index.ts';

const RECENT_ACTIVITY = 10;
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
        summary: 'The portal overview (staff): pending across every queue, approved in the last 24 hours, rejected, total views, recent activity',
        response: { 200: Success(OverviewSchema), ...COMMON_ERRORS, ...errorResponses(401, 403) },
      },
      preHandler: deps.auth.requireRole('admin', 'moderator'),
    },
    async (request) => {
      const since = new Date(deps.clock().getTime() - DAY_MS);
      // Moderator applications are admins' alone (REVIEW_ACCESS): a moderator's figures and activity leave them out.
      const isAdmin = viewerOf(request).role === 'admin';
      const [figures, activity] = await Promise.all([
        sql<{ pending: number; rejected: number; views: number; approved_today: number }>`select
            (select count(*) from courses where review_status = 'pending')
              + (select count(*) from department_courses where review_status = 'pending')
              + (select count(*) from blogs where review_status = 'pending')
              + (select count(*) from materials where review_status = 'pending')
              + (case when ${isAdmin} then (select count(*) from moderator_applications where review_status = 'pending') else 0 end)
              + (select count(*) from announcements where review_status = 'pending') as pending,
            (select count(*) from courses where review_status = 'rejected')
              + (select count(*) from department_courses where review_status = 'rejected')
              + (select count(*) from blogs where review_status = 'rejected')
              + (select count(*) from materials where review_status = 'rejected') as rejected,
            (select coalesce(sum(views), 0) from materials) + (select coalesce(sum(views), 0) from blogs) as views,
            (select count(*) from review_actions where action = 'approved' and created_at >= ${since}) as approved_today`.execute(db),
        db
          .selectFrom('review_actions as r')
          .leftJoin('users as u', 'u.id', 'r.reviewer_id')
          .select(['r.id', 'r.kind', 'r.item_title', 'r.action', 'r.comment', 'r.created_at', 'u.first_name', 'u.last_name'])
          .$if(!isAdmin, (query) => query.where('r.kind', '!=', moderatorReview.recordKind))
          .orderBy('r.created_at', 'desc')
          .orderBy('r.id')
          .limit(RECENT_ACTIVITY)
          .execute(),
      ]);
      const row = figures.rows[0]!;
      return ok({
        pendingReviews: Number(row.pending),
        approvedToday: Number(row.approved_today),
        rejected: Number(row.rejected),
        totalViews: Number(row.views),
        recentActivity: activity.map((a) => ({
          id: a.id,
          kind: a.kind,
          itemTitle: a.item_title,
          action: a.action,
          comment: a.comment,
          reviewer: a.first_name !== null && a.last_name !== null ? { firstName: a.first_name, lastName: a.last_name } : null,
          createdAt: new Date(a.created_at).toISOString(),
        })),
      });
    },
  );
};
