import { BLOG_TYPES, BLOG_TYPE_LABELS } from '@lectern/shared-api/contract';
import { BlogReviewCard } from '../components/cards/BlogReviewCard.tsx';
import type { ReviewKindView } from './kindView.ts';

/** Students' blog posts (the specification's Blogs Review), filterable by type. */
export const blogsView: ReviewKindView<'blogs'> = {
  kind: 'blogs',
  title: 'Blogs Review',
  noun: { title: 'Blog', text: 'blog' },
  searchLabel: 'Search blogs',
  empty: {
    title: 'No blogs found',
    pending: 'There are no blogs waiting for review.',
    approved: 'There are no approved blogs.',
    rejected: 'There are no rejected blogs.',
  },
  loading: 'Loading blogs...',
  loadError: { failed: 'Failed to load blogs', exception: 'An error occurred while loading blogs' },
  toasts: {
    approved: 'Blog approved',
    rejected: 'Blog rejected',
    deleted: 'Blog deleted successfully',
    deleteFailed: 'Failed to delete blog',
  },
  typeFilter: {
    label: 'Type',
    allLabel: 'All types',
    options: BLOG_TYPES.map((type) => ({ value: type, label: BLOG_TYPE_LABELS[type] })),
  },
  keyOf: (blog) => blog.id,
  nameOf: (blog) => blog.title,
  renderCard: (blog) => <BlogReviewCard blog={blog} />,
};
