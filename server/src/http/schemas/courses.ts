import { Type } from 'typebox';
import {
  CLASSIFICATIONS,
  REVIEW_STATUSES,
  type Course,
  type CourseDeleted,
  type CourseLevelCount,
  type CourseLink,
  type CourseListItem,
  type CoursePage,
  type CourseUnlinked,
} from '@lectern/shared-api/contract';
import { matchesContract } from './contract-match.ts';
import { MaterialSchema } from './materials.ts';

export const CourseSchema = matchesContract<Course>()(
  Type.Object({
    id: Type.String(),
    courseName: Type.String(),
    courseCode: Type.String(),
    description: Type.Union([Type.String(), Type.Null()]),
    reviewStatus: Type.Enum(REVIEW_STATUSES),
    createdAt: Type.String({ format: 'date-time' }),
    departments: Type.Array(
      Type.Object({
        departmentId: Type.String(),
        level: Type.Integer(),
        department: Type.Object({ name: Type.String() }),
        reviewStatus: Type.Optional(Type.Enum(REVIEW_STATUSES)),
      }),
    ),
  }),
);

/** A course of GET /courses: the course, and with `withMaterialCounts` its listed approved materials. */
export const CourseListItemSchema = matchesContract<CourseListItem>()(
  Type.Object({
    ...CourseSchema.properties,
    approvedMaterials: Type.Optional(Type.Integer({ minimum: 0, description: 'Only with withMaterialCounts=true' })),
  }),
);

export const CourseLevelCountSchema = matchesContract<CourseLevelCount>()(
  Type.Object({ level: Type.Integer(), courses: Type.Integer({ minimum: 1 }) }),
);

export const CourseLinkSchema = matchesContract<CourseLink>()(
  Type.Object({
    courseId: Type.String(),
    departmentId: Type.String(),
    level: Type.Integer(),
    reviewStatus: Type.Enum(REVIEW_STATUSES),
    createdAt: Type.String({ format: 'date-time' }),
  }),
);

export const CourseDeletedSchema = matchesContract<CourseDeleted>()(Type.Object({ id: Type.String() }));

export const CourseUnlinkedSchema = matchesContract<CourseUnlinked>()(Type.Object({ courseId: Type.String(), departmentId: Type.String() }));

export const CoursePageSchema = matchesContract<CoursePage>()(
  Type.Object({
    course: CourseSchema,
    materials: Type.Array(Type.Object({ classification: Type.Enum(CLASSIFICATIONS), materials: Type.Array(MaterialSchema) })),
  }),
);
