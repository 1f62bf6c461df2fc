// The course calls' request schemas: the specification's rules, limits and words, from the contract, so
// a bad field is a 400 VALIDATION naming it with the same message the forms show.
import { Type } from 'typebox';
import {
  COURSE_CODE_MAX,
  COURSE_DESCRIPTION_MAX,
  COURSE_LINK_LEVELS,
  COURSE_LIST_PAGE_SIZE,
  COURSE_MESSAGES as M,
  COURSE_NAME_MAX,
  DEFAULT_LEVEL,
  type CourseLevelsQuery,
  type CourseLinkRequest,
  type CourseListQuery,
  type CourseUpdateRequest,
  type CreateCourseRequest,
} from '@lectern/shared-api/contract';
import { messages, trimmed } from '../../http/field-messages.ts';
import { matchesContract } from '../../http/schemas/contract-match.ts';
import { limitField, pageField } from '../../http/schemas/paged.ts';
import { clearableText, requiredText } from '../../http/schemas/text-fields.ts';

/** Typed input may carry spaces (removed before storing); this bounds it before any pattern runs. */
const COURSE_CODE_INPUT_MAX = 40;
export const COURSE_QUERY_MAX = 200;

const courseNameField = () => requiredText(COURSE_NAME_MAX, { required: M.courseNameRequired, tooLong: M.courseNameTooLong });

/** At most COURSE_CODE_MAX letters and digits once spaces are removed ('CSC 204' is 6). */
const courseCodeField = () =>
  Type.String({
    minLength: 1,
    maxLength: COURSE_CODE_INPUT_MAX,
    pattern: `^(?:[^\\s]\\s*){1,${COURSE_CODE_MAX}}$`,
    not: { pattern: '[^A-Za-z0-9\\s]' },
    description: `Spaces are removed; at most ${COURSE_CODE_MAX} letters and digits remain. Unique ignoring case and spaces.`,
    ...trimmed,
    ...messages({
      required: M.courseCodeRequired,
      maxLength: M.courseCodeTooLong,
      pattern: M.courseCodeTooLong,
      not: M.courseCodeCharacters,
      default: M.courseCodeTooLong,
    }),
  });

const descriptionField = () => clearableText(COURSE_DESCRIPTION_MAX, M.descriptionTooLong);

export const departmentIdField = () =>
  Type.String({ format: 'uuid', description: 'A department id', ...messages({ required: M.departmentRequired, default: M.departmentUnknown }) });

export const courseIdField = () =>
  Type.String({ format: 'uuid', description: 'A course id', ...messages({ required: M.courseRequired, default: M.courseRequired }) });

const levelField = () =>
  Type.Optional(
    Type.Integer({
      minimum: COURSE_LINK_LEVELS[0],
      maximum: COURSE_LINK_LEVELS[COURSE_LINK_LEVELS.length - 1],
      multipleOf: 100,
      default: DEFAULT_LEVEL,
      description: `One of ${COURSE_LINK_LEVELS.join(', ')}; default ${DEFAULT_LEVEL}`,
      ...messages({ default: M.levelInvalid }),
    }),
  );

export const CourseListQuerySchema = matchesContract<CourseListQuery>()(
  Type.Object({
    page: pageField(),
    limit: limitField(COURSE_LIST_PAGE_SIZE),
    departmentId: Type.Optional(Type.String({ format: 'uuid', description: 'Courses this department takes' })),
    level: Type.Optional(Type.Integer({ minimum: 100, maximum: 900, description: 'Courses taken at this level (with departmentId: by that department)' })),
    query: Type.Optional(
      Type.String({ maxLength: COURSE_QUERY_MAX, ...trimmed, description: 'A course code in any spacing or case, or words of the name (by prefix)' }),
    ),
    allowDepartments: Type.Optional(Type.Boolean({ default: true, description: "false: each course's departments are left out (an empty list)" })),
    withMaterialCounts: Type.Optional(
      Type.Boolean({ default: false, description: 'true: each course carries approvedMaterials, the approved materials its course page lists for the asker' }),
    ),
  }),
);

export const CourseLevelsQuerySchema = matchesContract<CourseLevelsQuery>()(
  Type.Object({ departmentId: Type.String({ format: 'uuid', description: 'The department whose levels are counted' }) }),
);

export const CourseIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

export const CourseLinkParams = Type.Object({ departmentId: Type.String({ format: 'uuid' }), courseId: Type.String({ format: 'uuid' }) });

export const CreateCourseBody = matchesContract<CreateCourseRequest>()(
  Type.Object({
    courseName: courseNameField(),
    courseCode: courseCodeField(),
    description: descriptionField(),
    departmentId: departmentIdField(),
    level: levelField(),
  }),
);

export const CourseLinkBody = matchesContract<CourseLinkRequest>()(
  Type.Object({ courseId: courseIdField(), departmentId: departmentIdField(), level: levelField() }),
);

export const CourseUpdateBody = matchesContract<CourseUpdateRequest>()(
  Type.Object({ courseName: courseNameField(), courseCode: courseCodeField(), description: descriptionField() }),
);
