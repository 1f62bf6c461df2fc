// The account fields' rules and words, from the contract: the same limits and messages the
// forms use through yup (shared-api/src/forms/auth.ts), as TypeBox schemas.
import { Type } from 'typebox';
import {
  AUTH_MESSAGES as AUTH,
  EMAIL_MAX,
  EMAIL_PATTERN,
  NAME_MAX,
  PASSWORD_COMPOSITION,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PROFILE_LEVELS,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN,
  UUID_SOURCE,
  VALIDATION_MESSAGES as M,
} from '@lectern/shared-api/contract';
import { messages, trimmed } from '../field-messages.ts';

/** ajv compiles patterns with the `u` flag only: the contract's case-insensitive usernames are spelled out. */
const USERNAME_SOURCE = USERNAME_PATTERN.flags.includes('i') ? USERNAME_PATTERN.source.replace('a-z', 'a-zA-Z') : USERNAME_PATTERN.source;

/** An email; `invalid` is the sign-up form's 'Enter a valid university email' or the others' 'Enter a valid email'. */
export const emailField = (invalid: string) =>
  Type.String({
    maxLength: EMAIL_MAX,
    pattern: EMAIL_PATTERN.source,
    ...trimmed,
    ...messages({ required: M.emailRequired, default: invalid }),
  });

/** A new password (sign-up, reset): length and composition. */
export const newPasswordField = () =>
  Type.String({
    minLength: PASSWORD_MIN,
    maxLength: PASSWORD_MAX,
    pattern: PASSWORD_COMPOSITION.source,
    ...messages({
      required: M.passwordRequired,
      minLength: M.passwordTooShort,
      maxLength: AUTH.passwordTooLong,
      pattern: M.passwordComposition,
      default: M.passwordComposition,
    }),
  });

/** A password being checked (sign-in): any length up to the limit, refused before hashing past it. */
export const currentPasswordField = () =>
  Type.String({
    minLength: 1,
    maxLength: PASSWORD_MAX,
    ...messages({ required: M.passwordRequired, maxLength: AUTH.passwordTooLong, default: M.passwordRequired }),
  });

/** First or last name: the form's one full-name field is split into these. */
export const nameField = () =>
  Type.String({
    minLength: 1,
    maxLength: NAME_MAX,
    ...trimmed,
    ...messages({ required: M.fullNameRequired, default: M.fullNameTooShort }),
  });

export const usernameField = () =>
  Type.String({
    minLength: USERNAME_MIN,
    maxLength: USERNAME_MAX,
    pattern: USERNAME_SOURCE,
    ...trimmed,
    ...messages({
      required: M.usernameRequired,
      minLength: M.usernameTooShort,
      maxLength: M.usernameTooLong,
      pattern: AUTH.usernameCharacters,
      default: AUTH.usernameCharacters,
    }),
  });

/** An emailed link's token; anything that is not a live token is INVALID_TOKEN, not a 400 on its shape. */
export const tokenField = () =>
  Type.String({ minLength: 1, maxLength: 512, ...messages({ required: AUTH.missingToken, default: AUTH.invalidToken }) });

const UUID_OR_EMPTY = `^(?:${UUID_SOURCE})?$`;

/** A faculty or department id; '' or null mean none. */
export const referenceIdField = (invalid: string) =>
  Type.Optional(
    Type.Union([Type.String({ pattern: UUID_OR_EMPTY }), Type.Null()], {
      ...messages({ default: invalid }),
    }),
  );

export const levelField = () =>
  Type.Optional(
    Type.Unsafe<number | null>({
      enum: [...PROFILE_LEVELS, null],
      description: `One of ${PROFILE_LEVELS.join(', ')}; null clears it`,
      ...messages({ default: AUTH.levelInvalid }),
    }),
  );
