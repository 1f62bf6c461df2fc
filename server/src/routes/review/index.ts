import { Type } from 'typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../http/app-deps.ts';
import { BLOG_TYPES } from '@lectern/shared-api/contract';
import { CourseSchema } from '../../http/schemas/courses.ts';
import { BlogSchema } from '../../http/schemas/blogs.ts';
import { MaterialSchema } from '../../http/schemas/materials.ts';
import { DepartmentCourseReviewItemSchema, MaterialReportReviewItemSchema, PostReportReviewItemSchema } from '../../http/schemas/review.ts';
import { AnnouncementSchema } from '../../http/schemas/announcements.ts';
import { ModeratorApplicationSchema } from '../../http/schemas/moderator-applications.ts';
import { advertReview } from '../../domain/announcements/index.ts';
import { blogReview } from '../../domain/blogs/index.ts';
import { courseReview, dlcReview } from '../../domain/courses/index.ts';
import { materialReview, reportReview } from '../../domain/materials/index.ts';
import { moderatorReview } from '../../domain/moderators/index.ts';
import { afterGroupChange, changeIn, groupOfReport, postReportReview } from '../../domain/groups/index.ts';
import { queueApprovalNotices, queueRequestChatNotices } from '../../domain/messaging/index.ts';
import { reviewOverviewRoutes } from './overview.ts';
import { registerQueue } from './review-routes.ts';

const byId = Type.Object({ id: Type.String({ format: 'uuid' }) });

/** /review/*: the portal's queues, one description per kind, and the overview (staff; deletes admins only). */
export const reviewRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const id = (params: Record<string, string>) => params['id']!;
  registerQueue(app, deps, { spec: courseReview, item: CourseSchema, keyPath: ':id', keyParams: byId, keyOf: id });
  registerQueue(app, deps, {
    spec: dlcReview,
    item: DepartmentCourseReviewItemSchema,
    keyPath: ':departmentId/:courseId',
    keyParams: Type.Object({ departmentId: Type.String({ format: 'uuid' }), courseId: Type.String({ format: 'uuid' }) }),
    keyOf: (params) => ({ departmentId: params['departmentId']!, courseId: params['courseId']! }),
  });
  registerQueue(app, deps, {
    spec: blogReview,
    item: BlogSchema,
    keyPath: ':id',
    keyParams: byId,
    keyOf: id,
    extraQuery: { type: Type.Optional(Type.Enum(BLOG_TYPES)) },
  });
  registerQueue(app, deps, {
    spec: materialReview,
    item: MaterialSchema,
    keyPath: ':id',
    keyParams: byId,
    keyOf: id,
    // "Your upload ... was approved" in the uploader's linked chat, if they asked for it,
    // and "A material you asked for is here" in the chats of those whose requests it answered.
    afterCommit: async (materialId, action) => {
      if (action !== 'approved') return;
      // Both start: one failing (logged by the queue's caller) does not stop the other.
      await Promise.all([queueApprovalNotices(deps.messaging, materialId), queueRequestChatNotices(deps.messaging, materialId)]);
    },
  });
  registerQueue(app, deps, { spec: reportReview, item: MaterialReportReviewItemSchema, keyPath: ':id', keyParams: byId, keyOf: id });
  registerQueue(app, deps, { spec: moderatorReview, item: ModeratorApplicationSchema, keyPath: ':id', keyParams: byId, keyOf: id });
  registerQueue(app, deps, { spec: advertReview, item: AnnouncementSchema, keyPath: ':id', keyParams: byId, keyOf: id });
  registerQueue(app, deps, {
    spec: postReportReview,
    item: PostReportReviewItemSchema,
    keyPath: ':id',
    keyParams: byId,
    keyOf: id,
    // Members with the group open see "Removed by a moderator" (or the post back) at once.
    afterCommit: async (reportId) => {
      const groupId = await groupOfReport(deps.database.db, reportId);
      await afterGroupChange(deps, groupId === null ? null : changeIn(groupId), app.log);
    },
  });
  await app.register(reviewOverviewRoutes, { deps });
};
