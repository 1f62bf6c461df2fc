// Every list a cheap read, across two servers on one database: what the paged lists
// keep (recently checked sessions, the students' course pages, blog pages, totals) is dropped on
// the other server as soon as the change is made on one. On PostgreSQL (the postgres tier) each
// app has its own LISTEN/NOTIFY bus, as two processes would, and the database's own triggers
// announce every ended session and role change; on PGlite the two apps share one in-process bus.
// The clock never moves here: nothing below passes because a kept copy expired.
import type { Blog, Course, CourseListItem, Paged } from '@lectern/shared-api/contract';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { hashToken } from '../../src/domain/auth/tokens.ts';
import type { InvalidationBus } from '../../src/platform/cache/invalidation.ts';
import { createUser, PASSWORD, signIn, type Session } from '../helpers/accounts.ts';
import { departmentId } from '../helpers/courses.ts';
import { dataOf } from '../helpers/responses.ts';
import { createTestClock } from '../helpers/test-clock.ts';
import { testConfig } from '../helpers/test-config.ts';
import { twoServerBuses } from '../helpers/two-server-buses.ts';
import { createTestDatabase, DATABASE_SETUP_TIMEOUT_MS, type TestDatabase } from '../helpers/test-database.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let database: TestDatabase;
const buses: InvalidationBus[] = [];
let one: FastifyInstance;
let other: FastifyInstance;
const clock = createTestClock();

beforeAll(async () => {
  database = await createTestDatabase();
  buses.push(...(await twoServerBuses(database, 'lectern-test-lists')));
  const build = (bus: InvalidationBus) => buildApp(testConfig({ RATE_LIMIT_AUTH: '1000' }), database.database, { invalidation: bus, office: null, clock: clock.clock });
  one = await build(buses[0]!);
  other = await build(buses[1]!);
}, DATABASE_SETUP_TIMEOUT_MS);
afterAll(async () => {
  await Promise.all([one, other].filter(Boolean).map((app) => app.close()));
  await Promise.all([...new Set(buses)].map((bus) => bus.close()));
  await database?.cleanup();
});

const db = () => database.database.db;
const get = (app: FastifyInstance, url: string, session: Session) => app.inject({ method: 'GET', url, headers: session.bearer });

/**
 * The answer `read` gives once it satisfies `done`: at once on one process; on PostgreSQL the
 * other server hears of a change a few milliseconds after its commit (one NOTIFY), never later
 * than 2 s here, and never through a kept copy expiring (the clock stands still).
 */
async function soon<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const until = Date.now() + (onPostgres ? 2000 : 0);
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() >= until) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const HOT_LISTS: Array<[string, string]> = [
  ['courses', '/api/courses?page=1&limit=10'],
  ['blogs', '/api/blogs?page=1&limit=10'],
  ['review: courses', '/api/review/courses?status=pending'],
  ['review: materials', '/api/review/materials?status=pending'],
  ['people', '/api/user?page=1&limit=50'],
];

describe('recently checked sessions', () => {
  test('signed out on one server, the session stops working on the other at once, on every hot list', async () => {
    const admin = await signIn(one, await createUser(db(), { role: 'admin' }));
    for (const [, url] of HOT_LISTS) expect((await get(other, url, admin)).statusCode).toBe(200);
    expect((await one.inject({ method: 'POST', url: '/api/auth/logout', headers: admin.bearer })).statusCode).toBe(200);
    for (const [name, url] of HOT_LISTS) {
      const res = await soon(() => get(other, url, admin), (r) => r.statusCode === 401);
      expect({ name, status: res.statusCode }).toEqual({ name, status: 401 });
    }
  });

  test('demoted on one server, a moderator is refused the queues on the other at once', async () => {
    const admin = await signIn(one, await createUser(db(), { role: 'admin' }));
    const moderator = await createUser(db(), { role: 'moderator' });
    const session = await signIn(other, moderator);
    expect((await get(other, '/api/review/courses', session)).statusCode).toBe(200);
    const res = await one.inject({ method: 'PATCH', url: `/api/user/${moderator.id}/role`, headers: admin.bearer, payload: { role: 'student' } });
    expect(res.statusCode).toBe(200);
    expect((await soon(() => get(other, '/api/review/courses', session), (r) => r.statusCode === 403)).statusCode).toBe(403);
    // And promoted back: at once too (nothing kept the refusal).
    await one.inject({ method: 'PATCH', url: `/api/user/${moderator.id}/role`, headers: admin.bearer, payload: { role: 'moderator' } });
    expect((await soon(() => get(other, '/api/review/courses', session), (r) => r.statusCode === 200)).statusCode).toBe(200);
  });

  (onPostgres ? test : test.skip)('PostgreSQL: a session ended by any path (a password change; a row deleted by hand) stops on every server at once', async () => {
    const user = await createUser(db());
    const kept = await signIn(one, user);
    const changing = await signIn(other, user);
    expect((await get(one, '/api/courses', kept)).statusCode).toBe(200);
    // The password route ends the other sessions with its own SQL: the trigger tells every server.
    const changed = await other.inject({
      method: 'POST',
      url: '/api/user/password',
      headers: changing.bearer,
      payload: { currentPassword: PASSWORD, newPassword: 'Another-horse-8' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await soon(() => get(one, '/api/courses', kept), (r) => r.statusCode === 401)).statusCode).toBe(401);

    const second = await signIn(one, await createUser(db()));
    expect((await get(other, '/api/blogs', second)).statusCode).toBe(200);
    await db().deleteFrom('sessions').where('token_hash', '=', hashToken(second.token)).execute();
    expect((await soon(() => get(other, '/api/blogs', second), (r) => r.statusCode === 401)).statusCode).toBe(401);
  });
});

describe('kept pages and totals', () => {
  test("a course created by staff on one server is in the students' list on the other at once", async () => {
    const admin = await signIn(one, await createUser(db(), { role: 'admin' }));
    const student = await signIn(other, await createUser(db()));
    const url = '/api/courses?query=QZX&page=1&limit=10';
    const courses = async () => dataOf<Paged<CourseListItem>>(await get(other, url, student));
    expect((await courses()).pagination.total).toBe(0);
    const created = await one.inject({
      method: 'POST',
      url: '/api/courses',
      headers: admin.bearer,
      payload: { courseName: 'Quiet Zones', courseCode: 'QZX101', description: 'Kept nowhere.', departmentId: await departmentId(db(), 'Computer Science'), level: 100 },
    });
    expect(created.statusCode).toBe(201);
    const listed = await soon(courses, (page) => page.pagination.total === 1);
    expect(listed.data.map((course) => course.courseCode)).toEqual(['QZX101']);
  });

  test('a blog post approved on one server is listed on the other at once; the like and counters on a kept page are the asker\'s, now', async () => {
    const moderator = await signIn(one, await createUser(db(), { role: 'moderator' }));
    const author = await createUser(db());
    const reader = await signIn(other, await createUser(db()));
    const word = `kept${Date.now().toString(36)}`;
    const { id } = await db()
      .insertInto('blogs')
      .values({ author_id: author.id, title: `A ${word} post`, type: 'article', description: 'About keeping.', body: 'Body.', tags: [] })
      .returning('id')
      .executeTakeFirstOrThrow();
    const url = `/api/blogs?query=${word}`;
    const posts = async (who: Session) => dataOf<Paged<Blog>>(await get(other, url, who)).data;
    expect(await posts(reader)).toEqual([]);
    const decided = await one.inject({ method: 'POST', url: `/api/review/blogs/review/${id}`, headers: moderator.bearer, payload: { action: 'approved' } });
    expect(decided.statusCode).toBe(200);
    const listed = await soon(() => posts(reader), (rows) => rows.length === 1);
    expect(listed[0]).toMatchObject({ id, likes: 0, isLiked: false });
    // The page is kept now; a like through either server shows on the next read.
    expect((await one.inject({ method: 'POST', url: `/api/blogs/${id}/like`, headers: reader.bearer })).statusCode).toBe(200);
    expect((await posts(reader))[0]).toMatchObject({ id, likes: 1, isLiked: true });
    const stranger = await signIn(other, await createUser(db()));
    expect((await posts(stranger))[0]).toMatchObject({ id, likes: 1, isLiked: false });
  });

  test("a decision on one server: the queue's rows and total on the other are read again at once", async () => {
    const moderator = await signIn(one, await createUser(db(), { role: 'moderator' }));
    const proposer = await createUser(db());
    const { id } = await db()
      .insertInto('courses')
      .values({ course_code: `PQ${Date.now() % 100000}`, course_name: 'Pending Queue', description: null, review_status: 'pending', created_by: proposer.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    const queue = async () => dataOf<Paged<Course>>(await get(other, '/api/review/courses?status=pending&limit=100', moderator));
    const total = async () => (await queue()).pagination.total;
    const before = await total();
    expect((await queue()).data.map((course) => course.id)).toContain(id);
    const decided = await one.inject({ method: 'POST', url: `/api/review/courses/review/${id}`, headers: moderator.bearer, payload: { action: 'rejected', comment: 'No.' } });
    expect(decided.statusCode).toBe(200);
    expect(await soon(total, (n) => n === before - 1)).toBe(before - 1);
    expect((await queue()).data.map((course) => course.id)).not.toContain(id);
  });
});
