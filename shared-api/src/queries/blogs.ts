import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Blog, BlogInput, BlogListQuery, Paged } from '../contract/index.ts';
import { apiRequest } from '../client/http.ts';

// The students' blog (docs/spec-resolutions.md, the "peer community"): list, one post, write, like.

/** Keys generic to specific: invalidating `lists()` refreshes every page of every filter. */
export const blogKeys = {
  all: ['blogs'] as const,
  lists: () => ['blogs', 'list'] as const,
  list: (query: BlogListQuery) => ['blogs', 'list', query] as const,
  detail: (id: string) => ['blogs', 'detail', id] as const,
};

export const fetchBlogList = (query: BlogListQuery, signal?: AbortSignal) => apiRequest<Paged<Blog>>('/blogs', { query: { ...query }, signal });

export const blogListQuery = (query: BlogListQuery = {}) =>
  queryOptions({
    queryKey: blogKeys.list(query),
    queryFn: ({ signal }) => fetchBlogList(query, signal),
    // Paging, searching and filtering keep the old page on screen until the new one arrives;
    // switching between everyone's posts and one's own does not, as those cards differ in kind.
    placeholderData: (previous, previousQuery) =>
      previousQuery && Boolean((previousQuery.queryKey[2] as BlogListQuery).mine) === Boolean(query.mine)
        ? keepPreviousData(previous)
        : undefined,
  });

export const useBlogList = (query: BlogListQuery = {}) => useQuery(blogListQuery(query));

/** One post; the server counts the view (once a day per reader). */
export const fetchBlog = (id: string, signal?: AbortSignal) => apiRequest<Blog>(`/blogs/${encodeURIComponent(id)}`, { signal });

export const blogQuery = (id: string) => queryOptions({ queryKey: blogKeys.detail(id), queryFn: ({ signal }) => fetchBlog(id, signal) });

export const useBlog = (id: string) => useQuery(blogQuery(id));

/** A new post: the text fields and an optional heading image (PNG, JPEG, WebP or GIF). */
export interface NewBlogInput extends BlogInput {
  image?: (Blob & { name?: string }) | null;
}

/** The multipart body: text fields first, the image last (the server reads the fields before the file). */
export function blogFormData(input: NewBlogInput): FormData {
  const body = new FormData();
  body.append('title', input.title);
  body.append('type', input.type);
  body.append('description', input.description);
  body.append('body', input.body);
  body.append('tags', JSON.stringify(input.tags ?? []));
  if (input.image) body.append('image', input.image, input.image.name ?? 'image');
  return body;
}

/** POST /api/blogs, as multipart: the post's fields and its optional heading image. */
export const createBlog = (input: NewBlogInput, signal?: AbortSignal) =>
  apiRequest<Blog>('/blogs', { method: 'POST', body: blogFormData(input), signal });

/** Writing a post changes one's own list ("My posts" shows it as pending): every list is refetched. */
export function useCreateBlog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewBlogInput) => createBlog(input),
    onSuccess: (blog) => {
      queryClient.setQueryData(blogKeys.detail(blog.id), blog);
      void queryClient.invalidateQueries({ queryKey: blogKeys.lists() });
    },
  });
}

/** Put the changed post into its detail entry and every cached list page that shows it. */
function replaceCachedBlog(queryClient: QueryClient, blog: Blog) {
  queryClient.setQueryData(blogKeys.detail(blog.id), blog);
  queryClient.setQueriesData<Paged<Blog>>({ queryKey: blogKeys.lists() }, (page) =>
    page ? { ...page, data: page.data.map((item) => (item.id === blog.id ? blog : item)) } : page,
  );
}

/** Like (on: POST) or take the like back (off: DELETE); both idempotent on the server. */
export const toggleBlogLike = (id: string, on: boolean) =>
  apiRequest<Blog>(`/blogs/${encodeURIComponent(id)}/like`, { method: on ? 'POST' : 'DELETE' });

/** The like toggle: the server answers the post as it now is, which replaces every cached copy. */
export function useLikeBlog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, on }: { id: string; on: boolean }) => toggleBlogLike(id, on),
    onSuccess: (blog) => replaceCachedBlog(queryClient, blog),
  });
}
