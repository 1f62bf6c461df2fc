import { TAGS_NOT_A_LIST } from '../../../src/platform/fields/tags-field.ts';
import { BLOG_MESSAGES, MAX_IMAGE_BYTES, type Blog } from '@lectern/shared-api/contract';
import sharp from 'sharp';
import { blogCount, createBlogThroughApi, postBlog } from '../../helpers/blogs.ts';
import { createPerson, multipart, type Person } from '../../helpers/materials.ts';
import { dataOf, errorsOf } from '../../helpers/responses.ts';
import { sampleExecutable, samplePdf, samplePng } from '../../helpers/sample-files.ts';
import { expectLeavesNothing, expectSweepTakesNothing } from '../../helpers/stored-files.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();
let author: Person;

beforeAll(async () => {
  author = await createPerson(t.app(), t.db(), { firstName: 'Ngozi' });
});

/** Runs `act` and checks it left no blog and no file (stored or temp) behind. */
const leavesNothing = (act: () => Promise<void>) => expectLeavesNothing(t.dataDir(), () => blogCount(t.db()), act);

describe('POST /api/blogs', () => {
  test('anonymous: 401, nothing stored', async () => {
    await leavesNothing(async () => {
      const res = await postBlog(t.app(), null);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ status: 'error', code: 'UNAUTHORIZED' });
    });
  });

  test('an unverified student: 403', async () => {
    const unverified = await createPerson(t.app(), t.db(), { verified: false }, t.clock.clock);
    await leavesNothing(async () => {
      const res = await postBlog(t.app(), unverified.session);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: BLOG_MESSAGES.unverified });
    });
  });

  test('a student’s post is pending, trimmed, tags cleaned, with its author and no image', async () => {
    const res = await postBlog(t.app(), author.session, {
      fields: {
        title: '  Surviving exam week  ',
        type: 'exam_prep',
        description: ' Sleep, then revise ',
        body: '\nStart early.\n\nSleep well.\n',
        tags: JSON.stringify([' exams ', 'Exams', '', 'sleep']),
      },
    });
    const blog = dataOf<Blog>(res, 201);
    expect(blog).toEqual({
      id: expect.any(String),
      title: 'Surviving exam week',
      type: 'exam_prep',
      description: 'Sleep, then revise',
      body: 'Start early.\n\nSleep well.',
      headingImageAddress: null,
      tags: ['exams', 'sleep'],
      views: 0,
      likes: 0,
      isLiked: false,
      reviewStatus: 'pending',
      reviewComment: null,
      creator: { id: author.id, firstName: 'Ngozi', lastName: 'Obi' },
      createdAt: t.clock.now().toISOString(),
    });
    const row = await t.db().selectFrom('blogs').selectAll().where('id', '=', blog.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ author_id: author.id, review_status: 'pending', heading_image_key: null });
  });

  test('the limits themselves are accepted: 3- and 150-character titles, 10 tags of 30 characters, 300 and 20000 characters', async () => {
    const tags = Array.from({ length: 10 }, (_, i) => `${i}`.padEnd(30, 'x'));
    const longest = await createBlogThroughApi(t.app(), author.session, {
      fields: { title: 'T'.repeat(150), description: 'd'.repeat(300), body: 'b'.repeat(20_000), tags: JSON.stringify(tags) },
    });
    expect(longest).toMatchObject({ tags, reviewStatus: 'pending' });
    expect(longest.body).toHaveLength(20_000);
    const shortest = await createBlogThroughApi(t.app(), author.session, { fields: { title: 'Abc', description: 'd', body: 'b', tags: undefined } });
    expect(shortest).toMatchObject({ title: 'Abc', description: 'd', body: 'b', tags: [] });
  });

  test('every blog type is accepted', async () => {
    for (const type of ['study_tips', 'exam_prep', 'course_review', 'campus_life', 'career', 'announcement', 'other']) {
      const blog = await createBlogThroughApi(t.app(), author.session, { fields: { type } });
      expect(blog.type).toBe(type);
    }
  });

  test.each([
    ['an unknown type', { type: 'gossip' }, 'type', BLOG_MESSAGES.typeInvalid],
    ['a type with spaces', { type: 'study tips' }, 'type', BLOG_MESSAGES.typeInvalid],
    ['no type', { type: undefined }, 'type', BLOG_MESSAGES.typeRequired],
    ['a 151-character title', { title: 'T'.repeat(151) }, 'title', BLOG_MESSAGES.titleTooLong],
    ['a 2-character title', { title: 'Hi' }, 'title', BLOG_MESSAGES.titleTooShort],
    ['a blank title', { title: '   ' }, 'title', BLOG_MESSAGES.titleRequired],
    ['no title', { title: undefined }, 'title', BLOG_MESSAGES.titleRequired],
    ['no description', { description: undefined }, 'description', BLOG_MESSAGES.descriptionRequired],
    ['a 301-character description', { description: 'd'.repeat(301) }, 'description', BLOG_MESSAGES.descriptionTooLong],
    ['no body', { body: undefined }, 'body', BLOG_MESSAGES.bodyRequired],
    ['a blank body', { body: ' \n ' }, 'body', BLOG_MESSAGES.bodyRequired],
    ['a 20001-character body', { body: 'b'.repeat(20_001) }, 'body', BLOG_MESSAGES.bodyTooLong],
    ['11 tags', { tags: JSON.stringify(Array.from({ length: 11 }, (_, i) => `tag${i}`)) }, 'tags', BLOG_MESSAGES.tooManyTags],
    ['a 31-character tag', { tags: JSON.stringify(['t'.repeat(31)]) }, 'tags', BLOG_MESSAGES.tagTooLong],
    ['tags that are not JSON', { tags: 'exams, sleep' }, 'tags', TAGS_NOT_A_LIST],
    ['tags that are not strings', { tags: '[1, 2]' }, 'tags', TAGS_NOT_A_LIST],
  ])('%s: 400 VALIDATION naming the field, nothing stored', async (_name, fields, field, message) => {
    await leavesNothing(async () => {
      const res = await postBlog(t.app(), author.session, { fields, image: { content: await samplePng(200, 100) } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error', code: 'VALIDATION' });
      expect(errorsOf(res)).toEqual([{ field, message }]);
    });
  });

  test('every bad field is named at once', async () => {
    await leavesNothing(async () => {
      const res = await postBlog(t.app(), author.session, {
        fields: { title: undefined, type: 'gossip', description: 'd'.repeat(301), body: undefined, tags: JSON.stringify(Array.from({ length: 11 }, (_, i) => `t${i}`)) },
        image: { content: sampleExecutable(), filename: 'heading.png' },
      });
      expect(res.statusCode).toBe(400);
      expect(errorsOf(res).map((error) => error.field)).toEqual(['title', 'type', 'description', 'body', 'tags', 'image']);
    });
  });

  test('a heading image is downscaled to WebP, stored, and served at headingImageAddress', async () => {
    const blog = await createBlogThroughApi(t.app(), author.session, { image: { content: await samplePng(1600, 900) } });
    expect(blog.headingImageAddress).toBe(`/api/blogs/${blog.id}/image`);
    const image = await t.app().inject({ method: 'GET', url: blog.headingImageAddress!, headers: author.session.bearer });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640, height: 360 });
  });

  test.each([
    ['an executable named .png', () => sampleExecutable()],
    ['a PDF', () => samplePdf()],
    ['text', () => Buffer.from('just some words, not an image')],
  ])('%s as the image is refused: 400 naming image, nothing stored', async (_name, content) => {
    await leavesNothing(async () => {
      const res = await postBlog(t.app(), author.session, { image: { content: content(), filename: 'heading.png', contentType: 'image/png' } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION' });
      expect(errorsOf(res)).toEqual([{ field: 'image', message: BLOG_MESSAGES.imageTypeInvalid }]);
    });
  });

  test('an image over the limit is refused while it streams: 400 naming image, nothing stored', async () => {
    const png = await samplePng(10, 10);
    const content = Buffer.concat([png, Buffer.alloc(MAX_IMAGE_BYTES + 1 - png.length)]);
    await leavesNothing(async () => {
      const res = await postBlog(t.app(), author.session, { image: { content } });
      expect(res.statusCode).toBe(400);
      expect(errorsOf(res)).toEqual([{ field: 'image', message: BLOG_MESSAGES.imageTooLarge }]);
    });
  });

  test('an empty image part (no file chosen) is no image', async () => {
    const body = multipart([
      { name: 'title', value: 'No picture today' },
      { name: 'type', value: 'other' },
      { name: 'description', value: 'd' },
      { name: 'body', value: 'b' },
      { name: 'image', filename: '', content: Buffer.alloc(0) },
    ]);
    const res = await t.app().inject({ method: 'POST', url: '/api/blogs', payload: body.payload, headers: { ...body.headers, ...author.session.bearer } });
    expect(dataOf<Blog>(res, 201).headingImageAddress).toBeNull();
  });

  test('another file field is refused: 400', async () => {
    await leavesNothing(async () => {
      const body = multipart([
        { name: 'title', value: 'Two files' },
        { name: 'file', filename: 'x.pdf', content: samplePdf() },
      ]);
      const res = await t.app().inject({ method: 'POST', url: '/api/blogs', payload: body.payload, headers: { ...body.headers, ...author.session.bearer } });
      expect(res.statusCode).toBe(400);
      expect(errorsOf(res)).toEqual([{ field: 'file', message: 'is not expected here' }]);
    });
  });

  test('a JSON body: 415, one way to post', async () => {
    await leavesNothing(async () => {
      const res = await t.app().inject({
        method: 'POST',
        url: '/api/blogs',
        payload: { title: 'As JSON', type: 'other', description: 'd', body: 'b' },
        headers: author.session.bearer,
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    });
  });

  test('the start-up sweep keeps heading images (a blog row points at them)', async () => {
    const blog = await createBlogThroughApi(t.app(), author.session, { image: { content: await samplePng(300, 200) } });
    await expectSweepTakesNothing(t.db(), t.dataDir());
    const image = await t.app().inject({ method: 'GET', url: blog.headingImageAddress!, headers: author.session.bearer });
    expect(image.statusCode).toBe(200);
  });
});

test('the OpenAPI document lists every blog call, the post as a multipart form', async () => {
  const res = await t.app().inject({ method: 'GET', url: '/api/docs/json' });
  const doc = res.json() as { paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown> } }> }; responses: Record<string, unknown> }>> };
  expect(Object.keys(doc.paths['/api/blogs'] ?? {}).sort()).toEqual(['get', 'post']);
  expect(Object.keys(doc.paths['/api/blogs/{id}'] ?? {})).toEqual(['get']);
  expect(Object.keys(doc.paths['/api/blogs/{id}/image'] ?? {})).toEqual(['get']);
  expect(Object.keys(doc.paths['/api/blogs/{id}/like'] ?? {}).sort()).toEqual(['delete', 'post']);
  const form = doc.paths['/api/blogs']!.post!.requestBody?.content['multipart/form-data']?.schema.properties ?? {};
  expect(Object.keys(form)).toEqual(['title', 'type', 'description', 'body', 'tags', 'image']);
});
