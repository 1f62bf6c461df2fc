// A field's rule as both sides apply it: the limits and the words, written once. The server
// checks a received field with the functions here; a form builds its schema from the same rule
// (shared-api/src/forms/fields.ts), so the two cannot say different things.

/** A text field, checked trimmed: required, its length, the words for each problem. */
export interface TextRule {
  min?: number;
  max: number;
  messages: { required: string; tooShort?: string; tooLong: string };
}

/** One of a fixed list of values. */
export interface ChoiceRule<T extends string> {
  values: readonly T[];
  messages: { required: string; invalid: string };
}

/** A list of short tags: how many, how long each, the words for each problem. */
export interface TagsRule {
  maxTags: number;
  maxLength: number;
  messages: { tagTooLong: string; tooManyTags: string };
}

/** The problem with a trimmed text under `rule`, or null: empty, then too short, then too long. */
export function textProblem(rule: TextRule, text: string): string | null {
  if (!text) return rule.messages.required;
  if (rule.min !== undefined && text.length < rule.min) return rule.messages.tooShort ?? rule.messages.required;
  if (text.length > rule.max) return rule.messages.tooLong;
  return null;
}

/** The value if it is one of the rule's, else null. */
export function choiceOf<T extends string>(rule: ChoiceRule<T>, value: string): T | null {
  return (rule.values as readonly string[]).includes(value) ? (value as T) : null;
}

/** The problem with a trimmed value under `rule`, or null: empty, then not one of the values. */
export function choiceProblem<T extends string>(rule: ChoiceRule<T>, value: string): string | null {
  if (!value) return rule.messages.required;
  return choiceOf(rule, value) ? null : rule.messages.invalid;
}

/** The problem with a list of (trimmed, distinct) tags under `rule`, or null: a tag too long, then too many. */
export function tagsProblem(rule: TagsRule, tags: readonly string[]): string | null {
  if (tags.some((tag) => tag.length > rule.maxLength)) return rule.messages.tagTooLong;
  if (tags.length > rule.maxTags) return rule.messages.tooManyTags;
  return null;
}
