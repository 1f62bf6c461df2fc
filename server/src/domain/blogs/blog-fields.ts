// The text fields of POST /blogs, checked by hand: the multipart body is read as a stream, so
// Fastify's body schema cannot see it. The rules (limits and words) are the contract's
// BLOG_FIELD_RULES, which the blog form's schema is built from too. Every field's problem is
// reported at once.
import { BLOG_FIELD_RULES, choiceOf, choiceProblem, textProblem, type BlogInput, type FieldError } from '@lectern/shared-api/contract';
import { parseTags } from '../../platform/fields/tags-field.ts';

export type BlogFields = Required<BlogInput>;

/** The fields as sent, trimmed, or every field error. Unknown fields are ignored. */
export function parseBlogFields(raw: Record<string, string>): { fields: BlogFields } | { errors: FieldError[] } {
  const errors: FieldError[] = [];
  const report = (field: string, problem: string | null) => {
    if (problem) errors.push({ field, message: problem });
  };
  const text = (field: 'title' | 'description' | 'body') => {
    const value = (raw[field] ?? '').trim();
    report(field, textProblem(BLOG_FIELD_RULES[field], value));
    return value;
  };

  const title = text('title');
  const typeText = (raw.type ?? '').trim();
  report('type', choiceProblem(BLOG_FIELD_RULES.type, typeText));
  const type = choiceOf(BLOG_FIELD_RULES.type, typeText);
  const description = text('description');
  const body = text('body');
  const tags = parseTags(raw.tags, BLOG_FIELD_RULES.tags, errors);

  if (errors.length > 0 || !type) return { errors };
  return { fields: { title, type, description, body, tags } };
}
