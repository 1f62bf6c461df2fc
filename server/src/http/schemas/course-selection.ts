import { Type } from 'typebox';
import type { CourseSelectionItem } from '@lectern/shared-api/contract';
import { matchesContract } from './contract-match.ts';

export const CourseSelectionItemSchema = matchesContract<CourseSelectionItem>()(
  Type.Object({
    id: Type.String(),
    courseCode: Type.String(),
    courseName: Type.String(),
    description: Type.Union([Type.String(), Type.Null()]),
  }),
);
