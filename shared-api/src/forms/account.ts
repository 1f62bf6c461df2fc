// A student's settings: changing the password, applying to moderate.
import { number, object, string } from 'yup';
import {
  PASSWORD_MAX,
  PROFILE_LEVELS,
  DEFAULT_LEVEL,
  MODERATOR_APPLICATION_MESSAGES,
  MODERATOR_REASON_MAX,
  MODERATOR_REASON_MIN,
  AUTH_MESSAGES,
  VALIDATION_MESSAGES as M,
} from '../contract/index.ts';
import { newPassword } from './fields.ts';

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
