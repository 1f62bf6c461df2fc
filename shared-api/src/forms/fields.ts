// The field rules more than one form uses.
import { array, mixed, string } from 'yup';
import {
  EMAIL_MAX,
  EMAIL_PATTERN,
  PASSWORD_COMPOSITION,
  PASSWORD_MAX,
  PASSWORD_MIN,
  AUTH_MESSAGES,
  VALIDATION_MESSAGES as M,
  ACCEPTED_IMAGE_TYPES,
  MATERIAL_MESSAGES,
  MAX_IMAGE_BYTES,
  type ChoiceRule,
  type TagsRule,
  type TextRule,
} from '../contract/index.ts';

/** A new password: the sign-up rules. */
export const newPassword = () =>
  string()
    .required(M.passwordRequired)
    .min(PASSWORD_MIN, M.passwordTooShort)
    .max(PASSWORD_MAX, AUTH_MESSAGES.passwordTooLong)
    .matches(PASSWORD_COMPOSITION, M.passwordComposition);

/** An email address; `invalid` is the form's words for one that is not. */
export const email = (invalid: string) => string().trim().required(M.emailRequired).max(EMAIL_MAX, invalid).matches(EMAIL_PATTERN, invalid);

/** A text field under the contract's rule, as the server checks it: trimmed, required, its length. */
export const ruledText = (rule: TextRule) => {
  const required = string().trim().required(rule.messages.required);
  const least = rule.min === undefined ? required : required.min(rule.min, rule.messages.tooShort ?? rule.messages.required);
  return least.max(rule.max, rule.messages.tooLong);
};

/** One of the contract rule's values ('' while none is chosen). */
export const ruledChoice = <T extends string>(rule: ChoiceRule<T>) => string<T | ''>().required(rule.messages.required).oneOf(rule.values, rule.messages.invalid);

/** A list of tags under the contract's rule: each trimmed and at most so long, at most so many. */
export const ruledTags = (rule: TagsRule) =>
  array(string().trim().required().max(rule.maxLength, rule.messages.tagTooLong))
    .max(rule.maxTags, rule.messages.tooManyTags)
    .default([]);

/** A chosen file as the forms see it (a browser File; only these fields are read). */
export interface ChosenFile {
  name: string;
  size: number;
  type: string;
}

/** An optional image; `messages` are the words of the form it is in (the material's or the blog's). */
export const optionalImage = (messages: { imageTypeInvalid: string; imageTooLarge: string } = MATERIAL_MESSAGES) =>
  mixed<ChosenFile>()
    .nullable()
    .default(null)
    .test('image-type', messages.imageTypeInvalid, (image) => !image || (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(image.type))
    .test('image-size', messages.imageTooLarge, (image) => !image || image.size <= MAX_IMAGE_BYTES);

/** An http(s) address with a dotted host name. */
export const isWebUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};
