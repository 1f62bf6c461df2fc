// Writing a blog post.
import { array, object, string } from 'yup';
import {
  BLOG_BODY_MAX,
  BLOG_DESCRIPTION_MAX,
  BLOG_MESSAGES,
  BLOG_TAGS_MAX,
  BLOG_TAG_MAX,
  BLOG_TITLE_MAX,
  BLOG_TITLE_MIN,
  BLOG_TYPES,
  type BlogType,
} from '../contract/index.ts';
import { optionalImage } from './fields.ts';

/** Write a blog post: the limits and words the server checks the multipart form with (blog-fields.ts). */
export const blogSchema = object({
  title: string()
    .trim()
    .required(BLOG_MESSAGES.titleRequired)
    .min(BLOG_TITLE_MIN, BLOG_MESSAGES.titleTooShort)
    .max(BLOG_TITLE_MAX, BLOG_MESSAGES.titleTooLong),
  type: string<BlogType | ''>().required(BLOG_MESSAGES.typeRequired).oneOf(BLOG_TYPES, BLOG_MESSAGES.typeInvalid),
  description: string().trim().required(BLOG_MESSAGES.descriptionRequired).max(BLOG_DESCRIPTION_MAX, BLOG_MESSAGES.descriptionTooLong),
  body: string().trim().required(BLOG_MESSAGES.bodyRequired).max(BLOG_BODY_MAX, BLOG_MESSAGES.bodyTooLong),
  tags: array(string().trim().required().max(BLOG_TAG_MAX, BLOG_MESSAGES.tagTooLong))
    .max(BLOG_TAGS_MAX, BLOG_MESSAGES.tooManyTags)
    .default([]),
  image: optionalImage(BLOG_MESSAGES),
});
