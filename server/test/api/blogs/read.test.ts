import { BLOG_MESSAGES, type Blog, type Paged } from '@lectern/shared-api/contract';
import { createBlogThroughApi, setBlogReviewStatus } from '../../helpers/blogs.ts';
import { createPerson, type Person } from '../../helpers/materials.ts';
import { samplePng } from '../../helpers/sample-files.ts';
import { dataOf } from '../../helpers/responses.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();
const DAY_MS = 24 * 60 * 60 * 1000;
let author: Person;
let reader: Person;
let moderator: Person;
let admin: Person;

beforeAll(async () => {
  author = await createPerson(t.app(), t.db(), { firstName: 'Ife' });
  reader = await createPerson(t.app(), t.db(), { firstName: 'Tunde' });
  moderator = await createPerson(t.app(), t.db(), { role: 'moderator' });
  admin = await createPerson(t.app(), t.db(), { role: 'admin' });
});

const get = (url: string, person: Person | null) => t.app().inject({ method: 'GET', url, headers: person?.session.bearer ?? {} });
describe('GET /api/blogs/:id and /image: who may open a post', () => {
  let pending: Blog;

  beforeAll(async () => {
    pending = await createBlogThroughApi(t.app(), author.session, { image: { content: await samplePng(400, 200) } });
  });

  test('anonymous: 401', async () => {
    expect((await get(`/api/blogs/${pending.id}`, null)).statusCode).toBe(401);
    expect((await get(`/api/blogs/${pending.id}/image`, null)).statusCode).toBe(401);
    expect((await get('/api/blogs', null)).statusCode).toBe(401);
  });

  test('a pending post: another student gets 404, as for one that does not exist', async () => {
    const res = await get(`/api/blogs/${pending.id}`, reader);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'error', code: 'NOT_FOUND', message: BLOG_MESSAGES.notFound });
    expect((await get(`/api/blogs/${pending.id}/image`, reader)).statusCode).toBe(404);
  });

  test.each(['author', 'moderator', 'admin'] as const)('a pending post: the %s may open it and its image', async (who) => {
    const person = { author, moderator, admin }[who];
    const res = await get(`/api/blogs/${pending.id}`, person);
    expect(res.statusCode).toBe(200);
    expect(dataOf<Blog>(res)).toMatchObject({ id: pending.id, reviewStatus: 'pending', views: 0 });
    const image = await get(`/api/blogs/${pending.id}/image`, person);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });

  test('unknown and malformed ids: 404', async () => {
    expect((await get('/api/blogs/3f0c6d0e-1b2a-4c5d-8e9f-0a1b2c3d4e5f', reader)).statusCode).toBe(404);
    expect((await get('/api/blogs/not-a-uuid', reader)).statusCode).toBe(404);
    expect((await get('/api/blogs/not-a-uuid/image', reader)).statusCode).toBe(404);
  });

  test('approved: every signed-in user may open it and its image; the image answers 304 to its etag', async () => {
    const blog = await createBlogThroughApi(t.app(), author.session, { image: { content: await samplePng(400, 200) } });
    await setBlogReviewStatus(t.db(), blog.id, 'approved');
    expect(dataOf<Blog>(await get(`/api/blogs/${blog.id}`, reader))).toMatchObject({ id: blog.id, reviewStatus: 'approved' });
    const image = await get(`/api/blogs/${blog.id}/image`, reader);
    expect(image.statusCode).toBe(200);
    const again = await t.app().inject({
      method: 'GET',
      url: `/api/blogs/${blog.id}/image`,
      headers: { ...reader.session.bearer, 'if-none-match': String(image.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  test('a post without an image: its image is 404', async () => {
    const blog = await createBlogThroughApi(t.app(), author.session);
    const res = await get(`/api/blogs/${blog.id}/image`, author);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: BLOG_MESSAGES.noImage });
  });

  test('rejected: the author and staff see it with the reviewer’s comment, others get 404', async () => {
    const blog = await createBlogThroughApi(t.app(), author.session);
    await setBlogReviewStatus(t.db(), blog.id, 'rejected', 'Please add sources');
    expect(dataOf<Blog>(await get(`/api/blogs/${blog.id}`, author))).toMatchObject({ reviewStatus: 'rejected', reviewComment: 'Please add sources' });
    expect(dataOf<Blog>(await get(`/api/blogs/${blog.id}`, moderator))).toMatchObject({ reviewComment: 'Please add sources' });
    expect((await get(`/api/blogs/${blog.id}`, reader)).statusCode).toBe(404);
  });

  test('the review comment of an approved post is the author’s and staff’s only', async () => {
    const blog = await createBlogThroughApi(t.app(), author.session);
    await setBlogReviewStatus(t.db(), blog.id, 'approved', 'Nice one');
    expect(dataOf<Blog>(await get(`/api/blogs/${blog.id}`, reader)).reviewComment).toBeNull();
    expect(dataOf<Blog>(await get(`/api/blogs/${blog.id}`, author)).reviewComment).toBe('Nice one');
  });
});

describe('GET /api/blogs/:id counts views', () => {
  test('once per person per day; a new day counts again', async () => {
    const blog = await createBlogThroughApi(t.app(), author.session);
    await setBlogReviewStatus(t.db(), blog.id, 'approved');
    expect(dataOf<Blog>(await get(`/api/blogs/${blog.id}`, reader)).views).toBe(1);
    expect(dataOf<Blog>(await get(`/api/blogs/${blog.id}`, reader)).views).toBe(1);
    expect(dataOf<Blog>(await get(`/api/blogs/${blog.id}`, moderator)).views).toBe(2);
    expect(dataOf<Blog>(await get(`/api/blogs/${blog.id}`, reader)).views).toBe(2);

    t.clock.advance(DAY_MS);
    expect(dataOf<Blog>(await get(`/api/blogs/${blog.id}`, reader)).views).toBe(3);
    expect(dataOf<Blog>(await get(`/api/blogs/${blog.id}`, reader)).views).toBe(3);
    const days = await t.db().selectFrom('blog_daily_views').select('user_id').where('blog_id', '=', blog.id).execute();
    expect(days).toHaveLength(3);
  });

  test('reading a pending post (its author, a reviewer) counts no view', async () => {
    const blog = await createBlogThroughApi(t.app(), author.session);
    await get(`/api/blogs/${blog.id}`, author);
    await get(`/api/blogs/${blog.id}`, moderator);
    const row = await t.db().selectFrom('blogs').select('views').where('id', '=', blog.id).executeTakeFirstOrThrow();
    expect(row.views).toBe(0);
  });

  test('opening the image counts no view', async () => {
    const blog = await createBlogThroughApi(t.app(), author.session, { image: { content: await samplePng(100, 100) } });
    await setBlogReviewStatus(t.db(), blog.id, 'approved');
    await get(`/api/blogs/${blog.id}/image`, reader);
    const row = await t.db().selectFrom('blogs').select('views').where('id', '=', blog.id).executeTakeFirstOrThrow();
    expect(row.views).toBe(0);
  });
});

describe('GET /api/blogs: the list', () => {
  // A writer of their own, so other tests' posts do not change the counts.
  let writer: Person;
  const made: Record<string, Blog> = {};

  beforeAll(async () => {
    await t.db().deleteFrom('blogs').execute();
    writer = await createPerson(t.app(), t.db(), { firstName: 'Kemi' });
    const posts = [
      { key: 'oldest', title: 'Library hours during exams', type: 'campus_life', status: 'approved' },
      { key: 'middle', title: 'Past questions are gold', type: 'exam_prep', status: 'approved', tags: ['revision'] },
      { key: 'newest', title: 'My first internship', type: 'career', status: 'approved' },
      { key: 'pending', title: 'Waiting for review', type: 'exam_prep', status: 'pending' },
      { key: 'rejected', title: 'Turned down', type: 'exam_prep', status: 'rejected' },
    ] as const;
    for (const post of posts) {
      t.clock.advance(60_000);
      const tags = 'tags' in post ? post.tags : [];
      const blog = await createBlogThroughApi(t.app(), writer.session, { fields: { title: post.title, type: post.type, tags: JSON.stringify(tags) } });
      if (post.status !== 'pending') await setBlogReviewStatus(t.db(), blog.id, post.status);
      made[post.key] = blog;
    }
  });

  const list = async (query: string, person: Person = reader) => {
    const res = await get(`/api/blogs${query}`, person);
    expect(res.statusCode).toBe(200);
    return dataOf<Paged<Blog>>(res);
  };
  const titles = (page: Paged<Blog>) => page.data.map((blog) => blog.title);

  test('approved posts only, newest first, paged', async () => {
    const page = await list('');
    expect(titles(page)).toEqual(['My first internship', 'Past questions are gold', 'Library hours during exams']);
    expect(page.pagination).toEqual({ page: 1, limit: 10, total: 3, totalPages: 1 });
    expect(page.data[0]).toMatchObject({ creator: { id: writer.id, firstName: 'Kemi', lastName: 'Obi' }, reviewStatus: 'approved', isLiked: false });
  });

  test('staff see the same list: the review queues are where pending posts are', async () => {
    expect(titles(await list('', moderator))).toEqual(['My first internship', 'Past questions are gold', 'Library hours during exams']);
  });

  test('page and limit', async () => {
    const second = await list('?page=2&limit=2');
    expect(titles(second)).toEqual(['Library hours during exams']);
    expect(second.pagination).toEqual({ page: 2, limit: 2, total: 3, totalPages: 2 });
    const beyond = await list('?page=5&limit=2');
    expect(beyond.data).toEqual([]);
  });

  test('type narrows to one type', async () => {
    expect(titles(await list('?type=exam_prep'))).toEqual(['Past questions are gold']);
  });

  test('query matches words of the title, description and tags by prefix', async () => {
    expect(titles(await list('?query=intern'))).toEqual(['My first internship']);
    expect(titles(await list('?query=revis'))).toEqual(['Past questions are gold']);
    expect(titles(await list(`?query=${encodeURIComponent('  LIBRARY exam ')}`))).toEqual(['Library hours during exams']);
    expect(titles(await list('?query=Waiting'))).toEqual([]);
    expect((await list('?query=%21%21')).data).toEqual([]);
  });

  test('mine=true: one’s own posts in every status', async () => {
    const mine = await list('?mine=true', writer);
    expect(titles(mine)).toEqual(['Turned down', 'Waiting for review', 'My first internship', 'Past questions are gold', 'Library hours during exams']);
    expect(mine.data.map((blog) => blog.reviewStatus)).toEqual(['rejected', 'pending', 'approved', 'approved', 'approved']);
    expect(titles(await list('?mine=true&type=exam_prep', writer))).toEqual(['Turned down', 'Waiting for review', 'Past questions are gold']);
    expect((await list('?mine=true', reader)).data).toEqual([]);
  });

  test.each([
    ['an unknown type', '?type=gossip', 'type'],
    ['page 0', '?page=0', 'page'],
    ['a limit over the maximum', '?limit=1000', 'limit'],
    ['mine not a boolean', '?mine=perhaps', 'mine'],
  ])('%s: 400 VALIDATION naming it', async (_name, query, field) => {
    const res = await get(`/api/blogs${query}`, reader);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', errors: [expect.objectContaining({ field })] });
  });

  test('unknown query keys are ignored', async () => {
    expect((await list('?sort=weird&foo=bar')).pagination.total).toBe(3);
  });

  test('the list carries the asker’s likes', async () => {
    const like = await t.app().inject({ method: 'POST', url: `/api/blogs/${made.middle!.id}/like`, headers: reader.session.bearer });
    expect(like.statusCode).toBe(200);
    const page = await list('');
    expect(page.data.find((blog) => blog.id === made.middle!.id)).toMatchObject({ isLiked: true, likes: 1 });
    expect((await list('', moderator)).data.find((blog) => blog.id === made.middle!.id)).toMatchObject({ isLiked: false, likes: 1 });
  });
});
