import type { Blog, Paged } from '@lectern/shared-api/contract';

/** One page of posts (the posts themselves: blogFixture of @lectern/shared-api/testing). */
export const blogPage = (data: Blog[], totalPages = 1): Paged<Blog> => ({
  data,
  pagination: { page: 1, limit: 10, total: data.length, totalPages },
});
