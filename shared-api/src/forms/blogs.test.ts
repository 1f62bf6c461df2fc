import { BLOG_FIELD_RULES, BLOG_MESSAGES, BLOG_TITLE_MAX, choiceProblem, tagsProblem, textProblem } from '../contract/index.ts';
import { blogSchema } from './blogs.ts';

/** The blog form's first word on one field, as formik would show it (formik validates '' as undefined). */
const formSays = (values: Record<string, unknown>, field: string) => {
  const all: Record<string, unknown> = { title: 'Valid title', type: 'other', description: 'd', body: 'b', tags: [], image: null, ...values };
  try {
    blogSchema.validateSyncAt(field, Object.fromEntries(Object.entries(all).map(([name, value]) => [name, value === '' ? undefined : value])));
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

test.each([
  ['title', ''],
  ['title', '  ab '],
  ['title', 'x'.repeat(BLOG_TITLE_MAX + 1)],
  ['title', 'Past papers'],
  ['description', ''],
  ['description', 'x'.repeat(301)],
  ['body', ' '],
  ['body', 'Text'],
] as const)('the form and the server (textProblem) say the same of %s %j', (field, value) => {
  expect(formSays({ [field]: value }, field)).toBe(textProblem(BLOG_FIELD_RULES[field], value.trim()));
});

test('the type and the tags: one rule, the same words on both sides', () => {
  expect(formSays({ type: '' }, 'type')).toBe(choiceProblem(BLOG_FIELD_RULES.type, ''));
  expect(formSays({ type: 'gossip' }, 'type')).toBe(BLOG_MESSAGES.typeInvalid);
  expect(choiceProblem(BLOG_FIELD_RULES.type, 'gossip')).toBe(BLOG_MESSAGES.typeInvalid);
  const tooMany = Array.from({ length: BLOG_FIELD_RULES.tags.maxTags + 1 }, (_, index) => `t${index}`);
  expect(formSays({ tags: tooMany }, 'tags')).toBe(tagsProblem(BLOG_FIELD_RULES.tags, tooMany));
  expect(tagsProblem(BLOG_FIELD_RULES.tags, ['x'.repeat(BLOG_FIELD_RULES.tags.maxLength + 1)])).toBe(BLOG_MESSAGES.tagTooLong);
  expect(tagsProblem(BLOG_FIELD_RULES.tags, ['exam'])).toBeNull();
});
