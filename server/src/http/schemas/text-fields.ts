// Request fields that several forms share the rules of; each form passes its own limit and
// words, so a bad field is a 400 VALIDATION worded as that form words it.
import { Type } from 'typebox';
import { messages, trimmed } from '../field-messages.ts';

/** A required text of 1 to `max` characters, trimmed first: missing or empty says `required`, longer says `tooLong`. */
export const requiredText = (max: number, words: { required: string; tooLong: string }, description?: string) =>
  Type.String({
    minLength: 1,
    maxLength: max,
    ...(description === undefined ? {} : { description }),
    ...trimmed,
    ...messages({ required: words.required, maxLength: words.tooLong, default: words.required }),
  });

/** An optional text of up to `max` characters, trimmed first, that '' or null clears. */
export const clearableText = (max: number, tooLong: string, description = `Up to ${max} characters; '' or null for none`) =>
  Type.Optional(
    Type.Union([Type.String({ maxLength: max }), Type.Null()], {
      description,
      ...trimmed,
      ...messages({ default: tooLong }),
    }),
  );

/** An optional id of something the asker must be allowed to use; null for none, `notFound` when it is not one. */
export const nullableIdField = (description: string, notFound: string) =>
  Type.Optional(
    Type.Union([Type.String({ format: 'uuid' }), Type.Null()], {
      description,
      ...messages({ default: notFound }),
    }),
  );
