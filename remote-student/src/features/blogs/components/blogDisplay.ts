// How a post's parts read on the card and on its page.
import { BLOG_TYPE_LABELS, type Blog, type BlogType, type ReviewStatus } from '@lectern/shared-api/contract';

export const BLOGS_PATH = '/dashboard/blogs';

export const blogPath = (id: string) => `${BLOGS_PATH}/${encodeURIComponent(id)}`;

/** The type badge: the contract's label, or for a type this build does not know yet its words (underscores as spaces). */
export const blogTypeLabel = (type: BlogType | string) => BLOG_TYPE_LABELS[type as BlogType] ?? type.replaceAll('_', ' ');

export const authorName = (blog: Blog) => `${blog.creator.firstName} ${blog.creator.lastName}`;

export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = { pending: 'Pending review', approved: 'Approved', rejected: 'Rejected' };

/** The body as plain paragraphs: blank lines separate them (single line breaks stay, by CSS). */
export const paragraphsOf = (body: string) =>
  body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
