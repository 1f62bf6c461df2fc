// Blog posts: the students' peer community at /dashboard/blogs (docs/api-contract.md, docs/spec-resolutions.md; the
// specification's Blog entity and the blog cards of its review screens).
import type { ReviewStatus } from './enums.ts';
import type { ChoiceRule, TagsRule, TextRule } from './field-rules.ts';
import { IMAGE_MESSAGES } from './materials.ts';

/** A post's type, stored and sent with its words joined by underscores, as the specification has it. */
export const BLOG_TYPES = ['study_tips', 'exam_prep', 'course_review', 'campus_life', 'career', 'announcement', 'other'] as const;
export type BlogType = (typeof BLOG_TYPES)[number];

/** How a type is shown: underscores as spaces (the blog card's badge), capitalised for menus. */
export const BLOG_TYPE_LABELS: Record<BlogType, string> = {
  study_tips: 'Study tips',
  exam_prep: 'Exam prep',
  course_review: 'Course review',
  campus_life: 'Campus life',
  career: 'Career',
  announcement: 'Announcement',
  other: 'Other',
};

export const BLOG_TITLE_MIN = 3;
export const BLOG_TITLE_MAX = 150;
export const BLOG_DESCRIPTION_MAX = 300;
export const BLOG_BODY_MAX = 20_000;
export const BLOG_TAGS_MAX = 10;
export const BLOG_TAG_MAX = 30;
/** Blog cards show at most this many tags, then '+N more', as the specification says. */
export const BLOG_CARD_TAGS = 3;

export interface BlogCreator {
  id: string;
  firstName: string;
  lastName: string;
}

/** A blog post as every blog call answers it, seen by the person asking. */
export interface Blog {
  id: string;
  title: string;
  type: BlogType;
  description: string;
  body: string;
  /** `/api/blogs/:id/image` when the post has a heading image, else null. */
  headingImageAddress: string | null;
  tags: string[];
  views: number;
  likes: number;
  /** Whether the person asking likes it. */
  isLiked: boolean;
  reviewStatus: ReviewStatus;
  /** The reviewer's comment (a rejection's reason); shown to the author and staff only. */
  reviewComment: string | null;
  creator: BlogCreator;
  createdAt: string;
}

/** GET /blogs: approved posts newest first, or with `mine` one's own in every status. */
export interface BlogListQuery {
  query?: string;
  type?: BlogType;
  mine?: boolean;
  page?: number;
  limit?: number;
}

/**
 * POST /blogs is a multipart form with these text fields (tags a JSON array of strings) and an
 * optional `image` file part (PNG, JPEG, WebP or GIF, at most MAX_IMAGE_BYTES).
 */
export interface BlogInput {
  title: string;
  type: BlogType;
  description: string;
  body: string;
  tags?: string[];
}

/** The blog form's and the server's words (docs/spec-resolutions.md: short plain copy where the spec has none). */
export const BLOG_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooShort: `Title must be at least ${BLOG_TITLE_MIN} characters`,
  titleTooLong: `Title must be at most ${BLOG_TITLE_MAX} characters`,
  typeRequired: 'Choose a type',
  typeInvalid: `Type must be one of: ${BLOG_TYPES.join(', ')}`,
  descriptionRequired: 'Description is required',
  descriptionTooLong: `Description must be at most ${BLOG_DESCRIPTION_MAX} characters`,
  bodyRequired: 'Write the post',
  bodyTooLong: `The post must be at most ${BLOG_BODY_MAX} characters`,
  tagTooLong: `A tag must be at most ${BLOG_TAG_MAX} characters`,
  tooManyTags: `Add at most ${BLOG_TAGS_MAX} tags`,
  ...IMAGE_MESSAGES,
  unverified: 'Verify your email address before posting.',
  notFound: 'This blog post does not exist or is not available to you.',
  noImage: 'This blog post has no heading image.',
  submitted: 'Your post was sent for review. It appears on the blog once approved.',
} as const;

/**
 * A post's fields as both sides check them (field-rules.ts): the server the multipart form
 * (server/src/domain/blogs/blog-fields.ts), the blog form its schema (shared-api/src/forms/blogs.ts).
 */
export const BLOG_FIELD_RULES: {
  title: TextRule;
  type: ChoiceRule<BlogType>;
  description: TextRule;
  body: TextRule;
  tags: TagsRule;
} = {
  title: {
    min: BLOG_TITLE_MIN,
    max: BLOG_TITLE_MAX,
    messages: { required: BLOG_MESSAGES.titleRequired, tooShort: BLOG_MESSAGES.titleTooShort, tooLong: BLOG_MESSAGES.titleTooLong },
  },
  type: { values: BLOG_TYPES, messages: { required: BLOG_MESSAGES.typeRequired, invalid: BLOG_MESSAGES.typeInvalid } },
  description: { max: BLOG_DESCRIPTION_MAX, messages: { required: BLOG_MESSAGES.descriptionRequired, tooLong: BLOG_MESSAGES.descriptionTooLong } },
  body: { max: BLOG_BODY_MAX, messages: { required: BLOG_MESSAGES.bodyRequired, tooLong: BLOG_MESSAGES.bodyTooLong } },
  tags: { maxTags: BLOG_TAGS_MAX, maxLength: BLOG_TAG_MAX, messages: BLOG_MESSAGES },
};
