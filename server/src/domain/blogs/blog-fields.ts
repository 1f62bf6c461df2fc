// The text fields of POST /blogs, checked by hand: the multipart body is read as a stream, so
// Fastify's body schema cannot see it. Limits and words come from the contract, so the blog
// form and the server say the same thing. Every field's problem is reported at once.
import {
  BLOG_BODY_MAX,
  BLOG_DESCRIPTION_MAX,
  BLOG_MESSAGES,
  BLOG_TAGS_MAX,
  BLOG_TAG_MAX,
  BLOG_TITLE_MAX,
  BLOG_TITLE_MIN,
  BLOG_TYPES,
  type BlogInput,
  type BlogType,
  type FieldError,
} from '@lectern/shared-api/contract';
import { parseTags } from '../../platform/fields/tags-field.ts';

export type BlogFields = Required<BlogInput>;

/** The fields as sent, trimmed, or every field error. Unknown fields are ignored. */
export function parseBlogFields(raw: Record<string, string>): { fields: BlogFields } | { errors: FieldError[] } {
  const errors: FieldError[] = [];

  const title = (raw.title ?? '').trim();
  if (!title) errors.push({ field: 'title', message: BLOG_MESSAGES.titleRequired });
  else if (title.length < BLOG_TITLE_MIN) errors.push({ field: 'title', message: BLOG_MESSAGES.titleTooShort });
  else if (title.length > BLOG_TITLE_MAX) errors.push({ field: 'title', message: BLOG_MESSAGES.titleTooLong });

  const typeRaw = (raw.type ?? '').trim();
  const type = (BLOG_TYPES as readonly string[]).includes(typeRaw) ? (typeRaw as BlogType) : null;
  if (!typeRaw) errors.push({ field: 'type', message: BLOG_MESSAGES.typeRequired });
  else if (!type) errors.push({ field: 'type', message: BLOG_MESSAGES.typeInvalid });

  const description = (raw.description ?? '').trim();
  if (!description) errors.push({ field: 'description', message: BLOG_MESSAGES.descriptionRequired });
  else if (description.length > BLOG_DESCRIPTION_MAX) errors.push({ field: 'description', message: BLOG_MESSAGES.descriptionTooLong });

  const body = (raw.body ?? '').trim();
  if (!body) errors.push({ field: 'body', message: BLOG_MESSAGES.bodyRequired });
  else if (body.length > BLOG_BODY_MAX) errors.push({ field: 'body', message: BLOG_MESSAGES.bodyTooLong });

  const tags = parseTags(raw.tags, { maxTags: BLOG_TAGS_MAX, maxLength: BLOG_TAG_MAX, messages: BLOG_MESSAGES }, errors);

  if (errors.length > 0 || !type) return { errors };
  return { fields: { title, type, description, body, tags } };
}
