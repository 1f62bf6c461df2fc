// Course management, with the specification's rules: the portal's Add Course panel and its course detail dialog.
import { number, object, string } from 'yup';
import {
  DEFAULT_LEVEL,
  VALIDATION_MESSAGES as M,
  COURSE_CODE_MAX,
  COURSE_DESCRIPTION_MAX,
  COURSE_LINK_LEVELS,
  COURSE_MESSAGES,
  COURSE_NAME_MAX,
  storedCourseCode,
} from '../contract/index.ts';

const courseName = () => string().trim().required(M.courseNameRequired).max(COURSE_NAME_MAX, COURSE_MESSAGES.courseNameTooLong);

/** Spaces are removed (the form says so as they are typed); 7 or more characters left are refused. */
const courseCode = () =>
  string()
    .transform((value: unknown) => (typeof value === 'string' ? storedCourseCode(value) : value))
    .required(M.courseCodeRequired)
    .max(COURSE_CODE_MAX, M.courseCodeTooLong)
    .matches(/^[A-Za-z0-9]*$/, COURSE_MESSAGES.courseCodeCharacters);

const courseDescription = () => string().trim().max(COURSE_DESCRIPTION_MAX, COURSE_MESSAGES.descriptionTooLong).default('');

const courseDepartment = () => string().required(M.departmentRequired);

/** One of 100 to 600; a select gives it as text, which yup reads as the number. */
const courseLevel = () =>
  number()
    .typeError(COURSE_MESSAGES.levelInvalid)
    .oneOf([...COURSE_LINK_LEVELS], COURSE_MESSAGES.levelInvalid)
    .default(DEFAULT_LEVEL);

/** The link-course form: a course taken by a department at a level (the dialog's link form, with its course given). */
export const courseLinkSchema = object({
  courseId: string().required(M.courseRequired),
  departmentId: courseDepartment(),
  level: courseLevel(),
});

/** The Add Course panel linking an existing course: the same link in the create-course form's words. */
export const existingCourseLinkSchema = courseLinkSchema.shape({ courseId: string().required(M.existingCourseRequired) });

/** The Add Course panel creating a new course, taken by one department at one level. */
export const createCourseSchema = object({
  courseName: courseName(),
  courseCode: courseCode(),
  description: courseDescription(),
  departmentId: courseDepartment(),
  level: courseLevel(),
});

/** The detail dialog's Edit: name and code required, the same code rule. */
export const courseEditSchema = object({
  courseName: courseName(),
  courseCode: courseCode(),
  description: courseDescription(),
});
