import { BLOG_TYPES, BLOG_TYPE_LABELS } from '@lectern/shared-api/contract';
import { BlogReviewCard } from '../components/cards/BlogReviewCard.tsx';
import { queueWords, type ReviewKindView } from './kindView.ts';

/** Students' blog posts (the specification's Blogs Review), filterable by type. */
export const blogsView: ReviewKindView<'blogs'> = {
  kind: 'blogs',
  title: 'Blogs Review',
  ...queueWords({ title: 'Blog', text: 'blog' }, 'blogs'),
  searchLabel: 'Search blogs',
  typeFilter: {
    label: 'Type',
    allLabel: 'All types',
    options: BLOG_TYPES.map((type) => ({ value: type, label: BLOG_TYPE_LABELS[type] })),
  },
  keyOf: (blog) => blog.id,
  nameOf: (blog) => blog.title,
  renderCard: (blog) => <BlogReviewCard blog={blog} />,
};
