// The validation messages of the specification, word for word. Forms show them and the
// server answers them in `errors[].message`, so both say the same thing.
export const VALIDATION_MESSAGES = {
  emailRequired: 'Email is required',
  universityEmailInvalid: 'Enter a valid university email',
  emailInvalid: 'Enter a valid email',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordComposition: 'Password must contain uppercase, lowercase and a number',
  termsRequired: 'You must agree to continue',
  fullNameRequired: 'Full name is required',
  fullNameTooShort: 'Enter your full name',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  usernameRequired: 'Username is required',
  usernameTooShort: 'Username too short',
  usernameTooLong: 'Username too long',
  materialTitleRequired: 'Material title is required',
  classificationRequired: 'Please select a classification',
  fileRequired: 'Please select a file to upload',
  fileTooLarge: 'File size must be less than 20MB',
  urlInvalid: 'Please enter a valid URL',
  courseCodeNoSpaces: 'Course code cannot contain spaces. Spaces have been removed.',
  courseCodeTooLong: 'Course code cannot be more than 7 characters',
  courseRequired: 'Please select a course',
  departmentRequired: 'Department selection is required',
  existingCourseRequired: 'Please select an existing course',
  courseNameRequired: 'Course name is required',
  courseCodeRequired: 'Course code is required',
} as const;

/** At least one uppercase letter, one lowercase letter and one digit (sign-up and reset). */
export const PASSWORD_COMPOSITION = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/;

/**
 * The text of a UUID, any case: the shape of every id the server hands out. A pattern's source
 * (no flags, no anchors) so a JSON schema's `pattern` and a global search can embed it.
 */
export const UUID_SOURCE = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

const UUID = /*#__PURE__*/ new RegExp(`^${UUID_SOURCE}$`);

/** Whether an id (from a path, a form, a chat button) can name a row; anything else is a 404, never a database error. */
export const isUuid = (value: string): boolean => UUID.test(value);
