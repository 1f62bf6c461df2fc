import type { Blog } from '@lectern/shared-api/contract';
import { createBlogThroughApi, setBlogReviewStatus } from '../../helpers/blogs.ts';
import { createPerson, type Person } from '../../helpers/materials.ts';
import { dataOf } from '../../helpers/responses.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();
let author: Person;
let first: Person;
let second: Person;
let moderator: Person;

beforeAll(async () => {
  author = await createPerson(t.app(), t.db());
  first = await createPerson(t.app(), t.db());
  second = await createPerson(t.app(), t.db());
  moderator = await createPerson(t.app(), t.db(), { role: 'moderator' });
});

const act = (method: 'POST' | 'DELETE', blogId: string, person: Person | null) =>
  t.app().inject({ method, url: `/api/blogs/${blogId}/like`, headers: person?.session.bearer ?? {} });

async function likeOnce(method: 'POST' | 'DELETE', blogId: string, person: Person): Promise<Blog> {
  const res = await act(method, blogId, person);
  return dataOf<Blog>(res);
}

async function storedLikes(blogId: string): Promise<{ likes: number; rows: number }> {
  const { likes } = await t.db().selectFrom('blogs').select('likes').where('id', '=', blogId).executeTakeFirstOrThrow();
  const rows = await t.db().selectFrom('blog_likes').select('user_id').where('blog_id', '=', blogId).execute();
  return { likes, rows: rows.length };
}

async function approvedBlog(): Promise<Blog> {
  const blog = await createBlogThroughApi(t.app(), author.session);
  await setBlogReviewStatus(t.db(), blog.id, 'approved');
  return blog;
}

test('anonymous: 401', async () => {
  const blog = await approvedBlog();
  expect((await act('POST', blog.id, null)).statusCode).toBe(401);
  expect((await act('DELETE', blog.id, null)).statusCode).toBe(401);
});

test('a cookie call from another site: 403', async () => {
  const blog = await approvedBlog();
  const res = await t.app().inject({
    method: 'POST',
    url: `/api/blogs/${blog.id}/like`,
    headers: { ...first.session.cookie, origin: 'https://evil.example' },
  });
  expect(res.statusCode).toBe(403);
  expect(await storedLikes(blog.id)).toEqual({ likes: 0, rows: 0 });
});

test('liking twice counts once; unliking twice takes it back once; the counter never goes below 0', async () => {
  const blog = await approvedBlog();
  expect(await likeOnce('POST', blog.id, first)).toMatchObject({ likes: 1, isLiked: true });
  expect(await likeOnce('POST', blog.id, first)).toMatchObject({ likes: 1, isLiked: true });
  expect(await likeOnce('POST', blog.id, second)).toMatchObject({ likes: 2, isLiked: true });
  expect(await storedLikes(blog.id)).toEqual({ likes: 2, rows: 2 });

  expect(await likeOnce('DELETE', blog.id, first)).toMatchObject({ likes: 1, isLiked: false });
  expect(await likeOnce('DELETE', blog.id, first)).toMatchObject({ likes: 1, isLiked: false });
  expect(await storedLikes(blog.id)).toEqual({ likes: 1, rows: 1 });

  // Never liked: nothing moves.
  expect(await likeOnce('DELETE', blog.id, moderator)).toMatchObject({ likes: 1, isLiked: false });
  expect(await likeOnce('DELETE', blog.id, second)).toMatchObject({ likes: 0, isLiked: false });
  expect(await likeOnce('DELETE', blog.id, second)).toMatchObject({ likes: 0 });
  expect(await storedLikes(blog.id)).toEqual({ likes: 0, rows: 0 });
});

test('likes at once count right', async () => {
  const blog = await approvedBlog();
  await Promise.all([first, first, second, second, moderator].map((person) => act('POST', blog.id, person)));
  expect(await storedLikes(blog.id)).toEqual({ likes: 3, rows: 3 });
});

test('a pending post: another student gets 404 and nothing moves; its author may like it', async () => {
  const blog = await createBlogThroughApi(t.app(), author.session);
  const res = await act('POST', blog.id, first);
  expect(res.statusCode).toBe(404);
  expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  expect(await storedLikes(blog.id)).toEqual({ likes: 0, rows: 0 });
  expect(await likeOnce('POST', blog.id, author)).toMatchObject({ likes: 1, isLiked: true });
});

test('an unknown or malformed id: 404', async () => {
  expect((await act('POST', '3f0c6d0e-1b2a-4c5d-8e9f-0a1b2c3d4e5f', first)).statusCode).toBe(404);
  expect((await act('DELETE', 'nope', first)).statusCode).toBe(404);
});
