import { ApiError } from '../client/apiError.ts';
import { blogFixture, fakeNetworkPerTest } from '../testing/index.ts';
import { createBlog, type NewBlogInput } from './blogs.ts';

const fakeNetwork = fakeNetworkPerTest();
afterEach(() => {
  jest.restoreAllMocks();
});

const input = (): NewBlogInput => ({
  title: 'Flashcards that work',
  type: 'study_tips',
  description: 'Spaced repetition.',
  body: 'Make fewer cards.',
  tags: ['memory'],
  image: new File(['png'], 'cards.png', { type: 'image/png' }),
});

test('sends the text fields, then the image, as multipart with credentials; resolves to the new post', async () => {
  let init: RequestInit | undefined;
  fakeNetwork({
    'POST /api/blogs': (_url, sent) => {
      init = sent;
      return { status: 201, data: blogFixture({ id: 'b1', reviewStatus: 'pending' }) };
    },
  });
  await expect(createBlog(input())).resolves.toMatchObject({ id: 'b1', reviewStatus: 'pending' });
  expect(init).toMatchObject({ method: 'POST', credentials: 'include', headers: { Accept: 'application/json' } });
  const parts = [...(init?.body as FormData).entries()];
  expect(parts.map(([name]) => name)).toEqual(['title', 'type', 'description', 'body', 'tags', 'image']);
  expect((init?.body as FormData).get('tags')).toBe('["memory"]');
});

test('a refusal becomes one ApiError with the server’s field errors', async () => {
  fakeNetwork({
    'POST /api/blogs': { status: 400, error: { code: 'VALIDATION', message: 'Title is required', errors: [{ field: 'title', message: 'Title is required' }] } },
  });
  const error = await createBlog(input()).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ statusCode: 400, code: 'VALIDATION', message: 'Title is required', errors: [{ field: 'title', message: 'Title is required' }] });
});

test('an answer that is not the envelope, and a lost connection, are ApiErrors too', async () => {
  const original = globalThis.fetch;
  globalThis.fetch = (() => Promise.resolve({ ok: false, status: 413, json: () => Promise.reject(new SyntaxError('html')) } as Response)) as typeof fetch;
  try {
    await expect(createBlog(input())).rejects.toMatchObject({ name: 'ApiError', statusCode: 413, code: 'INTERNAL' });
  } finally {
    globalThis.fetch = original;
  }
  fakeNetwork({ 'POST /api/blogs': { networkError: true } });
  await expect(createBlog(input())).rejects.toMatchObject({ name: 'ApiError', statusCode: 0, code: 'NETWORK' });
});
