import { Type } from 'typebox';
import {
  POST_REPORT_REASONS,
  REPORT_REASONS,
  REVIEW_STATUSES,
  type DepartmentCourseReviewItem,
  type MaterialReportReviewItem,
  type PostReportReviewItem,
} from '@lectern/shared-api/contract';
import { matchesContract } from './contract-match.ts';
import { MaterialSchema } from './materials.ts';
import { PersonRefSchema } from './references.ts';

export const DepartmentCourseReviewItemSchema = matchesContract<DepartmentCourseReviewItem>()(
  Type.Object({
    departmentId: Type.String(),
    courseId: Type.String(),
    level: Type.Integer(),
    reviewStatus: Type.Enum(REVIEW_STATUSES),
    reviewComment: Type.Union([Type.String(), Type.Null()]),
    createdAt: Type.String({ format: 'date-time' }),
    department: Type.Object({ id: Type.String(), name: Type.String() }),
    course: Type.Object({ courseName: Type.String(), courseCode: Type.String(), description: Type.Union([Type.String(), Type.Null()]) }),
  }),
);

export const MaterialReportReviewItemSchema = matchesContract<MaterialReportReviewItem>()(
  Type.Object({
    id: Type.String(),
    reason: Type.Enum(REPORT_REASONS),
    text: Type.Union([Type.String(), Type.Null()]),
    reviewStatus: Type.Enum(REVIEW_STATUSES),
    createdAt: Type.String({ format: 'date-time' }),
    reporter: Type.Object({ firstName: Type.String(), lastName: Type.String() }),
    openReports: Type.Integer(),
    material: MaterialSchema,
  }),
);

/** One report in the Group reports queue: a study group post reported by a member. */
export const PostReportReviewItemSchema = matchesContract<PostReportReviewItem>()(
  Type.Object({
    id: Type.String(),
    reason: Type.Enum(POST_REPORT_REASONS),
    text: Type.Union([Type.String(), Type.Null()]),
    reviewStatus: Type.Enum(REVIEW_STATUSES),
    createdAt: Type.String({ format: 'date-time' }),
    reporter: PersonRefSchema,
    openReports: Type.Integer(),
    post: Type.Object({
      id: Type.String(),
      groupId: Type.String(),
      groupName: Type.String(),
      threadTitle: Type.String(),
      threadId: Type.String(),
      isReply: Type.Boolean(),
      body: Type.String(),
      author: Type.Union([PersonRefSchema, Type.Null()]),
      createdAt: Type.String({ format: 'date-time' }),
      hidden: Type.Boolean(),
    }),
  }),
);
