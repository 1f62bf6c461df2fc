import { array, boolean, mixed, number, object, string } from 'yup';
import {
  EMAIL_MAX,
  EMAIL_PATTERN,
  FULL_NAME_MIN,
  NAME_MAX,
  PASSWORD_COMPOSITION,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PROFILE_LEVELS,
  DEFAULT_LEVEL,
  MODERATOR_APPLICATION_MESSAGES,
  MODERATOR_REASON_MAX,
  MODERATOR_REASON_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN,
  AUTH_MESSAGES,
  VALIDATION_MESSAGES as M,
  ACCEPTED_IMAGE_TYPES,
  ACCEPTED_UPLOAD_EXTENSIONS,
  BLOG_BODY_MAX,
  BLOG_DESCRIPTION_MAX,
  BLOG_MESSAGES,
  BLOG_TAGS_MAX,
  BLOG_TAG_MAX,
  BLOG_TITLE_MAX,
  BLOG_TITLE_MIN,
  BLOG_TYPES,
  CLASSIFICATIONS,
  MATERIAL_DESCRIPTION_MAX,
  MATERIAL_MESSAGES,
  MATERIAL_TAGS_MAX,
  MATERIAL_TAG_MAX,
  MATERIAL_TITLE_MAX,
  MATERIAL_URL_MAX,
  MAX_IMAGE_BYTES,
  MAX_UPLOAD_BYTES,
  REPORT_REASONS,
  REPORT_TEXT_MAX,
  RESTRICTIONS,
  VISIBILITIES,
  type BlogType,
  type Classification,
  type ReportReason,
  type Restriction,
  type Visibility,
  COURSE_CODE_MAX,
  COURSE_DESCRIPTION_MAX,
  COURSE_LINK_LEVELS,
  COURSE_MESSAGES,
  COURSE_NAME_MAX,
  storedCourseCode,
  ANNOUNCEMENT_BODY_MAX,
  ANNOUNCEMENT_LINK_MAX,
  ANNOUNCEMENT_MESSAGES,
  ANNOUNCEMENT_TITLE_MAX,
} from '../contract/index.ts';

// The forms' rules, built from the contract's limits and messages; the server enforces
// the same limits and answers the same messages.

const newPassword = () =>
  string()
    .required(M.passwordRequired)
    .min(PASSWORD_MIN, M.passwordTooShort)
    .max(PASSWORD_MAX, AUTH_MESSAGES.passwordTooLong)
    .matches(PASSWORD_COMPOSITION, M.passwordComposition);

const email = (invalid: string) => string().trim().required(M.emailRequired).max(EMAIL_MAX, invalid).matches(EMAIL_PATTERN, invalid);

export const signupSchema = object({
  fullName: string().trim().required(M.fullNameRequired).min(FULL_NAME_MIN, M.fullNameTooShort).max(NAME_MAX * 2, M.fullNameTooShort),
  email: email(M.universityEmailInvalid),
  password: newPassword(),
  terms: boolean().oneOf([true], M.termsRequired).required(M.termsRequired),
});

export const loginSchema = object({
  email: email(M.emailInvalid),
  password: string().required(M.passwordRequired).max(PASSWORD_MAX, AUTH_MESSAGES.passwordTooLong),
});

export const forgotPasswordSchema = object({
  email: email(M.emailInvalid),
});

export const resetPasswordSchema = object({
  password: newPassword(),
  confirmPassword: string()
    .required(M.confirmPasswordRequired)
    .test('matches-password', M.passwordsDoNotMatch, function matches(value) {
      return !value || value === this.parent.password;
    }),
});

export const profileSchema = object({
  username: string()
    .trim()
    .required(M.usernameRequired)
    .min(USERNAME_MIN, M.usernameTooShort)
    .max(USERNAME_MAX, M.usernameTooLong)
    .matches(USERNAME_PATTERN, AUTH_MESSAGES.usernameCharacters),
  faculty: string().default(''),
  department: string().default(''),
  // An invalid level falls back to 100, as the specification says.
  level: number()
    .transform((value: number) => ((PROFILE_LEVELS as readonly number[]).includes(value) ? value : DEFAULT_LEVEL))
    .default(DEFAULT_LEVEL),
});

/** Settings: a student's application to moderate one department at one level, and why. */
export const moderatorApplicationSchema = object({
  departmentId: string().required(MODERATOR_APPLICATION_MESSAGES.departmentRequired),
  // A select gives the level as text, which yup reads as the number.
  level: number()
    .typeError(AUTH_MESSAGES.levelInvalid)
    .oneOf([...PROFILE_LEVELS], AUTH_MESSAGES.levelInvalid)
    .default(DEFAULT_LEVEL),
  reason: string()
    .trim()
    .required(MODERATOR_APPLICATION_MESSAGES.reasonRequired)
    .min(MODERATOR_REASON_MIN, MODERATOR_APPLICATION_MESSAGES.reasonTooShort)
    .max(MODERATOR_REASON_MAX, MODERATOR_APPLICATION_MESSAGES.reasonTooLong),
});

/**
 * First and last name from the full name, split on the first space; a single word is both,
 * as the specification says.
 */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/);
  const firstName = words[0] ?? '';
  const lastName = words.slice(1).join(' ');
  return { firstName, lastName: lastName || firstName };
}

/** A chosen file as the forms see it (a browser File; only these fields are read). */
export interface ChosenFile {
  name: string;
  size: number;
  type: string;
}

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();

/** The document of a file upload: required, at most 20 MB, one of the accepted extensions. */
export const isAcceptedUploadName = (name: string) =>
  name.includes('.') && (ACCEPTED_UPLOAD_EXTENSIONS as readonly string[]).includes(extensionOf(name));

const uploadFile = () =>
  mixed<ChosenFile>()
    .nullable()
    .required(M.fileRequired)
    .test('file-size', M.fileTooLarge, (file) => !file || file.size <= MAX_UPLOAD_BYTES)
    .test('file-type', MATERIAL_MESSAGES.fileTypeInvalid, (file) => !file || isAcceptedUploadName(file.name));

/** An optional image; `messages` are the words of the form it is in (the material's or the blog's). */
const optionalImage = (messages: { imageTypeInvalid: string; imageTooLarge: string } = MATERIAL_MESSAGES) =>
  mixed<ChosenFile>()
    .nullable()
    .default(null)
    .test('image-type', messages.imageTypeInvalid, (image) => !image || (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(image.type))
    .test('image-size', messages.imageTooLarge, (image) => !image || image.size <= MAX_IMAGE_BYTES);

/** What the file and link forms share: the spec's fields with its defaults and messages. */
const materialDetails = {
  materialTitle: string().trim().required(M.materialTitleRequired).max(MATERIAL_TITLE_MAX, MATERIAL_MESSAGES.titleTooLong),
  classification: string<Classification | ''>()
    .required(M.classificationRequired)
    .oneOf(CLASSIFICATIONS, M.classificationRequired),
  description: string().trim().max(MATERIAL_DESCRIPTION_MAX, MATERIAL_MESSAGES.descriptionTooLong).default(''),
  courseId: string().default(''),
  visibility: string<Visibility>().oneOf(VISIBILITIES).required().default('public'),
  accessRestrictions: string<Restriction>().oneOf(RESTRICTIONS).required().default('downloadable'),
  tags: array(string().trim().required().max(MATERIAL_TAG_MAX, MATERIAL_MESSAGES.tagTooLong))
    .max(MATERIAL_TAGS_MAX, MATERIAL_MESSAGES.tooManyTags)
    .default([]),
  image: optionalImage(),
};

/** The upload form for a file (spec §3, §5). */
export const materialFileSchema = object({ ...materialDetails, file: uploadFile() });

const isWebUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};

/** The upload form for a link: the same fields with a web address instead of the file. */
export const materialLinkSchema = object({
  ...materialDetails,
  url: string()
    .trim()
    .required(M.urlInvalid)
    .max(MATERIAL_URL_MAX, MATERIAL_MESSAGES.urlTooLong)
    .test('web-url', M.urlInvalid, (value) => !value || isWebUrl(value)),
});

/** Report a material: a reason, and words of one's own when the reason is 'other'. */
export const reportSchema = object({
  reason: string<ReportReason | ''>().required(MATERIAL_MESSAGES.reportReasonRequired).oneOf(REPORT_REASONS, MATERIAL_MESSAGES.reportReasonRequired),
  text: string()
    .trim()
    .max(REPORT_TEXT_MAX, MATERIAL_MESSAGES.reportTextTooLong)
    .when('reason', {
      is: 'other',
      then: (text) => text.required(MATERIAL_MESSAGES.reportTextRequired),
      otherwise: (text) => text.default(''),
    }),
});

/** Settings: change the password (the new one follows the sign-up rules). */
export const changePasswordSchema = object({
  currentPassword: string().required(M.passwordRequired).max(PASSWORD_MAX, AUTH_MESSAGES.passwordTooLong),
  newPassword: newPassword(),
  confirmPassword: string()
    .required(M.confirmPasswordRequired)
    .test('matches-password', M.passwordsDoNotMatch, function matches(value) {
      return !value || value === this.parent.newPassword;
    }),
});

// Course management (spec §5): the portal's Add Course panel and its course detail dialog.

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

/** Write a blog post: the limits and words the server checks the multipart form with (blog-fields.ts). */
export const blogSchema = object({
  title: string()
    .trim()
    .required(BLOG_MESSAGES.titleRequired)
    .min(BLOG_TITLE_MIN, BLOG_MESSAGES.titleTooShort)
    .max(BLOG_TITLE_MAX, BLOG_MESSAGES.titleTooLong),
  type: string<BlogType | ''>().required(BLOG_MESSAGES.typeRequired).oneOf(BLOG_TYPES, BLOG_MESSAGES.typeInvalid),
  description: string().trim().required(BLOG_MESSAGES.descriptionRequired).max(BLOG_DESCRIPTION_MAX, BLOG_MESSAGES.descriptionTooLong),
  body: string().trim().required(BLOG_MESSAGES.bodyRequired).max(BLOG_BODY_MAX, BLOG_MESSAGES.bodyTooLong),
  tags: array(string().trim().required().max(BLOG_TAG_MAX, BLOG_MESSAGES.tagTooLong))
    .max(BLOG_TAGS_MAX, BLOG_MESSAGES.tooManyTags)
    .default([]),
  image: optionalImage(BLOG_MESSAGES),
});

// Announcements (the portal's Adverts Review): staff write them, admins approve them.

/** A calendar day as a date input gives it (YYYY-MM-DD); such strings compare as the days do. */
const calendarDay = (required: string) =>
  string()
    .required(required)
    .matches(/^\d{4}-\d{2}-\d{2}$/, ANNOUNCEMENT_MESSAGES.dateInvalid);

/** A new announcement: the limits and words the server checks the multipart form with. */
export const announcementSchema = object({
  title: string().trim().required(ANNOUNCEMENT_MESSAGES.titleRequired).max(ANNOUNCEMENT_TITLE_MAX, ANNOUNCEMENT_MESSAGES.titleTooLong),
  body: string().trim().required(ANNOUNCEMENT_MESSAGES.bodyRequired).max(ANNOUNCEMENT_BODY_MAX, ANNOUNCEMENT_MESSAGES.bodyTooLong),
  // Optional: empty means no link.
  link: string()
    .trim()
    .max(ANNOUNCEMENT_LINK_MAX, ANNOUNCEMENT_MESSAGES.linkInvalid)
    .test('web-url', ANNOUNCEMENT_MESSAGES.linkInvalid, (value) => !value || isWebUrl(value))
    .default(''),
  startsOn: calendarDay(ANNOUNCEMENT_MESSAGES.startRequired),
  endsOn: calendarDay(ANNOUNCEMENT_MESSAGES.endRequired).test('not-before-start', ANNOUNCEMENT_MESSAGES.endsBeforeStarts, function notBeforeStart(value) {
    const start: unknown = this.parent.startsOn;
    return !value || typeof start !== 'string' || !start || value >= start;
  }),
  image: optionalImage(ANNOUNCEMENT_MESSAGES),
});
