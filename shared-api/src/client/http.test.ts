import { blogFixture, fakeNetwork } from '../testing/index.ts';
import { ApiError, NETWORK_MESSAGES } from './apiError.ts';
import { apiRequest, buildUrl } from './http.ts';

describe('apiRequest', () => {
  let restore: () => void = () => undefined;
  afterEach(() => restore());

  it('calls the same-origin /api with credentials and unwraps data', async () => {
    const seen: RequestInit[] = [];
    const net = fakeNetwork({
      'GET /api/stats/public': (_url, init) => {
        seen.push(init ?? {});
        return { data: { students: 3, courses: 2, departments: 1, resources: 4 } };
      },
    });
    restore = net.restore;
    await expect(apiRequest('/stats/public')).resolves.toEqual({ students: 3, courses: 2, departments: 1, resources: 4 });
    expect(seen[0]?.credentials).toBe('include');
  });

  it('sends a FormData body as it is, leaving the multipart Content-Type to the browser', async () => {
    const seen: RequestInit[] = [];
    restore = fakeNetwork({
      'POST /api/blogs': (_url, init) => {
        seen.push(init ?? {});
        return { status: 201, data: blogFixture({ id: 'b1' }) };
      },
    }).restore;
    const form = new FormData();
    form.append('title', 'Flashcards');
    await expect(apiRequest('/blogs', { method: 'POST', body: form })).resolves.toEqual(blogFixture({ id: 'b1' }));
    await apiRequest('/blogs', { method: 'POST', body: { title: 'Flashcards' } });
    expect(seen[0]?.body).toBe(form);
    expect(seen[0]?.headers).toEqual({ Accept: 'application/json' });
    expect(seen[0]?.credentials).toBe('include');
    expect(seen[1]?.body).toBe('{"title":"Flashcards"}');
    expect(seen[1]?.headers).toEqual({ Accept: 'application/json', 'Content-Type': 'application/json' });
  });

  it('normalises an error envelope to statusCode, code and message', async () => {
    restore = fakeNetwork({
      'GET /api/search/suggestions': {
        status: 400,
        error: { code: 'VALIDATION', message: 'q is required', errors: [{ field: 'q', message: 'is required' }] },
      },
    }).restore;
    const error = await apiRequest('/search/suggestions').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ statusCode: 400, code: 'VALIDATION', message: 'q is required', errors: [{ field: 'q', message: 'is required' }] });
  });

  it('turns a lost network into a NETWORK error with status 0', async () => {
    restore = fakeNetwork({ 'GET /api/health': { networkError: true } }).restore;
    await expect(apiRequest('/health')).rejects.toMatchObject({ statusCode: 0, code: 'NETWORK', message: NETWORK_MESSAGES.failed });
  });

  it('says plainly that a connection is needed when the browser is offline', async () => {
    restore = fakeNetwork({ 'POST /api/materials/m1/like': { networkError: true } }).restore;
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(apiRequest('/materials/m1/like', { method: 'POST' })).rejects.toMatchObject({ code: 'NETWORK', message: NETWORK_MESSAGES.offline });
    onLine.mockRestore();
  });

  it('turns a body that is not our envelope into a plain error', async () => {
    const original = globalThis.fetch;
    globalThis.fetch = (() => Promise.resolve({ ok: false, status: 502, json: () => Promise.reject(new SyntaxError('html')) } as Response)) as typeof fetch;
    restore = () => void (globalThis.fetch = original);
    await expect(apiRequest('/health')).rejects.toMatchObject({ statusCode: 502, code: 'INTERNAL', message: 'Something went wrong' });
  });

  it('builds query strings without empty values', () => {
    expect(buildUrl('/courses', { page: 2, query: 'csc 204', level: undefined, empty: '' })).toBe('/api/courses?page=2&query=csc+204');
  });
});
