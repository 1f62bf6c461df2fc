// Route schemas of the blog calls, tied to the contract's types (contract-match.ts).
import { Type } from 'typebox';
import {
  BLOG_BODY_MAX,
  BLOG_DESCRIPTION_MAX,
  BLOG_TAGS_MAX,
  BLOG_TAG_MAX,
  BLOG_TITLE_MAX,
  BLOG_TITLE_MIN,
  BLOG_TYPES,
  MAX_IMAGE_BYTES,
  REVIEW_STATUSES,
  type Blog,
  type BlogListQuery,
} from '@lectern/shared-api/contract';
import { trimmed } from '../field-messages.ts';
import { matchesContract } from './contract-match.ts';
import { Nullable } from './nullable.ts';
import { limitField, pageField } from './paged.ts';
import { PersonRefSchema } from './references.ts';

export const BLOG_SEARCH_TEXT_MAX = 200;

/** A blog post as every blog call answers it, seen by the person asking. */
export const BlogSchema = matchesContract<Blog>()(
  Type.Object({
    id: Type.String({ format: 'uuid' }),
    title: Type.String(),
    type: Type.Enum(BLOG_TYPES),
    description: Type.String(),
    body: Type.String(),
    headingImageAddress: Nullable(Type.String({ description: '/api/blogs/:id/image, or null without an image' })),
    tags: Type.Array(Type.String()),
    views: Type.Integer(),
    likes: Type.Integer(),
    isLiked: Type.Boolean(),
    reviewStatus: Type.Enum(REVIEW_STATUSES),
    reviewComment: Nullable(Type.String({ description: 'Shown to the author and staff only' })),
    creator: PersonRefSchema,
    createdAt: Type.String({ format: 'date-time' }),
  }),
);

/** `:id` of every blog route; a malformed id is a 404 like an unknown one. */
export const BlogParams = Type.Object({ id: Type.String({ description: 'The blog post id (uuid)' }) });

export const BlogListQuerySchema = matchesContract<BlogListQuery>()(
  Type.Object({
    query: Type.Optional(
      Type.String({ maxLength: BLOG_SEARCH_TEXT_MAX, ...trimmed, description: 'Words of the title, description or tags (by prefix)' }),
    ),
    type: Type.Optional(Type.Enum(BLOG_TYPES)),
    mine: Type.Optional(Type.Boolean({ default: false, description: 'true: your own posts in every review status' })),
    page: pageField(),
    limit: limitField(),
  }),
);

/** What the OpenAPI document shows of POST /blogs; the multipart stream is checked by hand as it is read. */
export const BlogForm = Type.Object({
  title: Type.String({ minLength: BLOG_TITLE_MIN, maxLength: BLOG_TITLE_MAX }),
  type: Type.Enum(BLOG_TYPES),
  description: Type.String({ minLength: 1, maxLength: BLOG_DESCRIPTION_MAX }),
  body: Type.String({ minLength: 1, maxLength: BLOG_BODY_MAX }),
  tags: Type.Optional(
    Type.String({ description: `A JSON array of at most ${BLOG_TAGS_MAX} strings of at most ${BLOG_TAG_MAX} characters, e.g. ["exams","tips"]` }),
  ),
  image: Type.Optional(
    Type.Unsafe<unknown>({ type: 'string', format: 'binary', description: `PNG, JPEG, WebP or GIF, at most ${MAX_IMAGE_BYTES} bytes: the heading image` }),
  ),
});
