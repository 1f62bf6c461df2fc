// The /auth/* screens: sign up, sign in, password reset, profile set-up.
import { boolean, number, object, string } from 'yup';
import {
  FULL_NAME_MIN,
  NAME_MAX,
  PASSWORD_MAX,
  PROFILE_LEVELS,
  DEFAULT_LEVEL,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN,
  AUTH_MESSAGES,
  VALIDATION_MESSAGES as M,
} from '../contract/index.ts';
import { newPassword, email } from './fields.ts';

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
