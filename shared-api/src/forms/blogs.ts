// Writing a blog post.
import { object } from 'yup';
import { BLOG_FIELD_RULES, BLOG_MESSAGES } from '../contract/index.ts';
import { optionalImage, ruledChoice, ruledTags, ruledText } from './fields.ts';

/** Write a blog post: the contract's BLOG_FIELD_RULES, which the server checks the multipart form with too. */
export const blogSchema = object({
  title: ruledText(BLOG_FIELD_RULES.title),
  type: ruledChoice(BLOG_FIELD_RULES.type),
  description: ruledText(BLOG_FIELD_RULES.description),
  body: ruledText(BLOG_FIELD_RULES.body),
  tags: ruledTags(BLOG_FIELD_RULES.tags),
  image: optionalImage(BLOG_MESSAGES),
});
