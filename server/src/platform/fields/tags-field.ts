// The `tags` field of a multipart form (a material upload, a blog post): a JSON array of
// strings, trimmed, empty ones dropped, each kept once ignoring case (the first spelling wins).
// Each form brings its own limits and words from the contract.
import { tagsProblem, type FieldError, type TagsRule } from '@lectern/shared-api/contract';
import { findHostileText, HOSTILE_TEXT_MESSAGE } from './text-input.ts';

export const TAGS_NOT_A_LIST = 'Tags must be a JSON array of strings';

/** A form's tag limits and words (the contract's rule, checked here as the form checks it). */
export type TagRules = TagsRule;

export function parseTags(raw: string | undefined, rules: TagRules, errors: FieldError[]): string[] {
  if (raw === undefined || raw.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  if (!Array.isArray(parsed) || !parsed.every((tag) => typeof tag === 'string')) {
    errors.push({ field: 'tags', message: TAGS_NOT_A_LIST });
    return [];
  }
  // JSON escapes (`"\u0000"`) bring back what the raw field could not carry.
  if (findHostileText(parsed) !== null) {
    errors.push({ field: 'tags', message: HOSTILE_TEXT_MESSAGE });
    return [];
  }
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const tag of (parsed as string[]).map((t) => t.trim()).filter(Boolean)) {
    if (seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  const problem = tagsProblem(rules, tags);
  if (problem) errors.push({ field: 'tags', message: problem });
  return tags;
}
