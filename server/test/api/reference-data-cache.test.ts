// Cheap reads (docs/architecture.md §8): faculties, departments, the landing figures and search
// suggestions come from memory with a strong ETag and Cache-Control: no-cache, a matching
// If-None-Match gets 304 with no body, and a change made through the API is seen at once.
import zlib from 'node:zlib';
import type { Course, PublicStats, SearchSuggestion } from '@lectern/shared-api/contract';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { ReferenceCache } from '../../src/http/reference-cache.ts';
import { createLocalInvalidationBus } from '../../src/platform/cache/invalidation.ts';
import { ifNoneMatchHits, strongEtagOf } from '../../src/http/etag.ts';
import { listDepartments, listFaculties } from '../../src/domain/reference-data/reference-data-repository.ts';
import { publicStats } from '../../src/domain/stats/stats-repository.ts';
import { PUBLIC_STATS_TTL_MS } from '../../src/routes/stats.ts';
import { call, departmentId, insertCourse } from '../helpers/courses.ts';
import { createPerson, type Person } from '../helpers/materials.ts';
import { dataOf } from '../helpers/responses.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { testConfig } from '../helpers/test-config.ts';

const ctx = useTestApp();
let moderator: Person;
let admin: Person;
let student: Person;
let physics: string;

beforeAll(async () => {
  moderator = await createPerson(ctx.app(), ctx.db(), { role: 'moderator' });
  admin = await createPerson(ctx.app(), ctx.db(), { role: 'admin' });
  student = await createPerson(ctx.app(), ctx.db());
  physics = await departmentId(ctx.db(), 'Physics');
});

const get = (url: string, headers: Record<string, string> = {}) => ctx.app().inject({ method: 'GET', url, headers });
const suggestionsUrl = (q: string) => `/api/search/suggestions?q=${encodeURIComponent(q)}`;
const titlesOf = (res: LightMyRequestResponse) => dataOf<SearchSuggestion[]>(res).map((s) => `${s.title} (${s.subtitle})`);
const coursesIn = (res: LightMyRequestResponse) => dataOf<PublicStats>(res).courses;

/** The answer, then the same asked again with its tag: what a browser's revalidation gets. */
async function revalidate(url: string, headers: Record<string, string> = {}) {
  const first = await get(url, headers);
  expect(first.statusCode).toBe(200);
  const etag = String(first.headers.etag);
  return { first, etag, again: () => get(url, { ...headers, 'if-none-match': etag }) };
}

describe.each([
  ['/api/faculty', 'no-cache'],
  ['/api/department', 'no-cache'],
  ['/api/stats/public', 'no-cache'],
  [suggestionsUrl('csc'), 'private, no-cache'],
])('GET %s', (url, cacheControl) => {
  test('carries a strong ETag of its body and asks browsers to revalidate', async () => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe(cacheControl);
    expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(res.headers.etag).toBe(strongEtagOf(res.body));
    // Asked again: the same bytes and the same tag.
    const again = await get(url);
    expect(again.body).toBe(res.body);
    expect(again.headers.etag).toBe(res.headers.etag);
  });

  test.each([
    ['the tag', (etag: string) => etag],
    ['the tag weakened by a proxy', (etag: string) => `W/${etag}`],
    ['a list holding the tag', (etag: string) => `"old-one", W/"other",${etag} , "last"`],
    ['*', () => '*'],
  ])('answers 304 with no body to If-None-Match naming %s', async (_name, header) => {
    const { etag } = await revalidate(url);
    const res = await get(url, { 'if-none-match': header(etag) });
    expect(res.statusCode).toBe(304);
    expect(res.body).toBe('');
    expect(res.headers.etag).toBe(etag);
    expect(res.headers['cache-control']).toBe(cacheControl);
  });

  test('answers 200 with the whole body to a tag it does not have', async () => {
    const { first, etag } = await revalidate(url);
    const res = await get(url, { 'if-none-match': `"stale", W/"${etag.slice(1, -2)}"` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(first.body);
  });
});

describe('a kept answer goes in the coding the browser accepts, under the same tag', () => {
  test.each([
    ['gzip, deflate, br, zstd', 'br', zlib.brotliDecompressSync],
    ['gzip', 'gzip', zlib.gunzipSync],
    ['br;q=0, gzip', 'gzip', zlib.gunzipSync],
    ['gzip;q=0.5, br;q=0.8', 'br', zlib.brotliDecompressSync],
  ])('Accept-Encoding: %s gets %s', async (acceptEncoding, coding, decompress) => {
    const identity = await get('/api/faculty');
    expect(identity.body.length).toBeGreaterThan(1024);
    // Twice: the first fills the kept copy, the second is sent from it.
    for (let round = 0; round < 2; round++) {
      const res = await get('/api/faculty', { 'accept-encoding': acceptEncoding });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(coding);
      expect(res.headers.vary).toBe('accept-encoding');
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(decompress(res.rawPayload).toString()).toBe(identity.body);
      expect(res.headers.etag).toBe(identity.headers.etag);
    }
  });

  test.each(['identity', 'deflate', 'br;q=0, gzip;q=0'])('Accept-Encoding: %s gets the body as it is', async (acceptEncoding) => {
    const res = await get('/api/faculty', { 'accept-encoding': acceptEncoding });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBe('accept-encoding');
    expect(res.json().status).toBe('success');
  });

  test('a revalidation that hits says the answer varies too, and sends nothing', async () => {
    const { etag } = await revalidate('/api/faculty', { 'accept-encoding': 'br' });
    const res = await get('/api/faculty', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(res.statusCode).toBe(304);
    expect(res.headers.vary).toBe('accept-encoding');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload).toHaveLength(0);
  });

  test('an answer under 1 KB is never compressed', async () => {
    const res = await get(suggestionsUrl('csc'), { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.body.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
  });
});

describe('the body is what the database says, byte for byte as without the cache', () => {
  let uncached: FastifyInstance;
  beforeAll(async () => {
    // REFERENCE_CACHE=off on the same database: the path that queries every time, no tag.
    uncached = await buildApp(testConfig({ REFERENCE_CACHE: 'off' }), { db: ctx.db(), kind: 'pglite', close: async () => {} });
    await uncached.ready();
  });
  afterAll(() => uncached.close());

  test.each(['/api/faculty', '/api/department', '/api/stats/public', suggestionsUrl('mth')])('%s', async (url) => {
    const [cached, plain] = [await get(url), await uncached.inject({ method: 'GET', url })];
    expect(plain.statusCode).toBe(200);
    expect(plain.headers.etag).toBeUndefined();
    expect(cached.body).toBe(plain.body);
  });

  test('faculties, departments and figures match the repositories', async () => {
    expect((await get('/api/faculty')).json()).toEqual({ status: 'success', data: await listFaculties(ctx.db()) });
    expect((await get('/api/department')).json()).toEqual({ status: 'success', data: await listDepartments(ctx.db()) });
    ctx.clock.advance(PUBLIC_STATS_TTL_MS);
    expect((await get('/api/stats/public')).json()).toEqual({ status: 'success', data: await publicStats(ctx.db()) });
  });
});

describe('a course changed through the API is seen at once, with a new tag', () => {
  test('a course staff add (suggestions, the landing course count)', async () => {
    const suggestions = await revalidate(suggestionsUrl('XQA'));
    const stats = await revalidate('/api/stats/public');
    const created = await call(ctx.app(), moderator, 'POST', '/api/courses', { courseName: 'Quasars', courseCode: 'XQA101', departmentId: physics, level: 100 });
    expect(created.statusCode).toBe(201);

    const fresh = await suggestions.again();
    expect(titlesOf(fresh)).toEqual(['XQA 101: Quasars (Physics · 100 level)']);
    expect(fresh.headers.etag).not.toBe(suggestions.etag);
    expect(coursesIn(await stats.again())).toBe(coursesIn(stats.first) + 1);
  });

  test('a department link staff add, then remove', async () => {
    const id = await insertCourse(ctx.db(), { code: 'XQB101', name: 'Quarks' });
    const unlinked = await revalidate(suggestionsUrl('XQB'));
    expect(titlesOf(unlinked.first)).toEqual(['XQB 101: Quarks (Course)']);
    const linked = await call(ctx.app(), moderator, 'POST', '/api/courses/department-level', { courseId: id, departmentId: physics, level: 200 });
    expect(linked.statusCode).toBe(201);
    const afterLink = await unlinked.again();
    expect(titlesOf(afterLink)).toEqual(['XQB 101: Quarks (Physics · 200 level)']);

    const removed = await call(ctx.app(), moderator, 'DELETE', `/api/courses/department-level/${physics}/${id}`);
    expect(removed.statusCode).toBe(200);
    const afterUnlink = await get(suggestionsUrl('XQB'), { 'if-none-match': String(afterLink.headers.etag) });
    expect(titlesOf(afterUnlink)).toEqual(['XQB 101: Quarks (Course)']);
  });

  test('a course edited', async () => {
    const id = await insertCourse(ctx.db(), { code: 'XQC101', name: 'Old name' });
    const before = await revalidate(suggestionsUrl('XQC'));
    expect(titlesOf(before.first)).toEqual(['XQC 101: Old name (Course)']);
    const edited = await call(ctx.app(), moderator, 'PATCH', `/api/courses/${id}`, { courseName: 'New name', courseCode: 'XQC101' });
    expect(edited.statusCode).toBe(200);
    expect(titlesOf(await before.again())).toEqual(['XQC 101: New name (Course)']);
  });

  test('a course deleted', async () => {
    const id = await insertCourse(ctx.db(), { code: 'XQD101', name: 'Doomed' });
    ctx.clock.advance(PUBLIC_STATS_TTL_MS);
    const suggestions = await revalidate(suggestionsUrl('XQD'));
    const stats = await revalidate('/api/stats/public');
    expect(titlesOf(suggestions.first)).toHaveLength(1);
    expect((await call(ctx.app(), admin, 'DELETE', `/api/courses/${id}`)).statusCode).toBe(200);
    expect(dataOf<SearchSuggestion[]>(await suggestions.again())).toEqual([]);
    expect(coursesIn(await stats.again())).toBe(coursesIn(stats.first) - 1);
  });

  test('a proposed course approved from the Courses Review queue', async () => {
    const proposed = dataOf<Course>(await call(ctx.app(), student, 'POST', '/api/courses', { courseName: 'Proposed', courseCode: 'XQE101', departmentId: physics, level: 100 }), 201);
    const suggestions = await revalidate(suggestionsUrl('XQE'));
    const stats = await revalidate('/api/stats/public');
    expect(dataOf<SearchSuggestion[]>(suggestions.first)).toEqual([]);
    const decided = await call(ctx.app(), moderator, 'POST', `/api/review/courses/review/${proposed.id}`, { action: 'approved' });
    expect(decided.statusCode).toBe(200);
    expect(titlesOf(await suggestions.again())).toEqual(['XQE 101: Proposed (Physics · 100 level)']);
    expect(coursesIn(await stats.again())).toBe(coursesIn(stats.first) + 1);
  });
});

describe('what is not announced', () => {
  test(`the landing figures follow direct changes within ${PUBLIC_STATS_TTL_MS / 1000} s`, async () => {
    ctx.clock.advance(PUBLIC_STATS_TTL_MS);
    const stats = await revalidate('/api/stats/public');
    await ctx.db().insertInto('users').values({ email: 'quiet@uni.edu', first_name: 'Qui', last_name: 'Et', role: 'student' }).execute();
    expect((await stats.again()).statusCode).toBe(304);
    ctx.clock.advance(PUBLIC_STATS_TTL_MS);
    expect(dataOf<PublicStats>(await stats.again()).students).toBe(dataOf<PublicStats>(stats.first).students + 1);
  });

  test('faculties and departments are kept until invalidated (they are loaded only into an empty database)', async () => {
    const faculties = await revalidate('/api/faculty');
    ctx.clock.advance(24 * 60 * 60 * 1000);
    expect((await faculties.again()).statusCode).toBe(304);
  });
});

describe('ReferenceCache', () => {
  /** A server of its own with one cached route, as a second process would have. */
  async function serverWith(cache: ReferenceCache, load: () => Promise<string[]>): Promise<FastifyInstance> {
    const app = Fastify();
    const shelf = cache.shelf({ ttlMs: Infinity });
    app.get('/names', (request, reply) => shelf.answer(request, reply, load));
    await app.ready();
    return app;
  }

  test('invalidate() empties the shelves here and, through the bus, on every other server', async () => {
    let names = ['Arts'];
    let loads = 0;
    const load = async () => {
      loads += 1;
      return names;
    };
    const bus = createLocalInvalidationBus();
    const clock = () => new Date(0);
    const here = new ReferenceCache(clock, true, bus);
    const there = new ReferenceCache(clock, true, bus);
    const [one, two] = [await serverWith(here, load), await serverWith(there, load)];
    const etag = String((await one.inject('/names')).headers.etag);
    await two.inject('/names');
    expect(loads).toBe(2);
    expect((await one.inject({ url: '/names', headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    expect(loads).toBe(2);

    names = ['Arts', 'Law'];
    here.invalidate();
    for (const server of [one, two]) {
      const res = await server.inject({ url: '/names', headers: { 'if-none-match': etag } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'success', data: ['Arts', 'Law'] });
    }
    expect(loads).toBe(4);
    await Promise.all([one.close(), two.close()]);
  });

  test('many requests missing at once share one load; a failed load is not kept', async () => {
    let loads = 0;
    let fail = true;
    const cache = new ReferenceCache(() => new Date(0), true);
    const app = await serverWith(cache, async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (fail) throw new Error('database down');
      return ['Arts'];
    });
    const failed = await Promise.all([app.inject('/names'), app.inject('/names')]);
    expect(failed.map((res) => res.statusCode)).toEqual([500, 500]);
    fail = false;
    const answers = await Promise.all(Array.from({ length: 10 }, () => app.inject('/names')));
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    expect(loads).toBe(2);
    await app.close();
  });
});

describe('ifNoneMatchHits', () => {
  test.each([
    [undefined, false],
    ['', false],
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x","abc"', true],
    ['"x", W/"abc"', true],
    [['"x"', '"abc"'], true],
    ['*', true],
    ['"abcd"', false],
    ['abc', false],
    ['"ab"c"', false],
  ])('%j against "abc" is %s', (header, hit) => {
    expect(ifNoneMatchHits(header as string | string[] | undefined, '"abc"')).toBe(hit);
  });
});
