import { Type } from 'typebox';
import { REVIEW_STATUSES, type DepartmentCourseReviewItem } from '@lectern/shared-api/contract';
import { matchesContract } from './contract-match.ts';

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
