import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { ACTIVE_USER_WINDOW_MS, USER_LIST_DEFAULT_LIMIT, USER_QUERY_MAX, type ManagedUser, type Role, type UserList } from '@lectern/shared-api/contract';
import { createUser, signIn, uniqueEmail, type Session } from '../../helpers/accounts.ts';
import { dataOf } from '../../helpers/responses.ts';
import { useTestApp } from '../../helpers/test-app.ts';
import { LIST_CACHE_TTL_MS } from '../../../src/domain/materials/index.ts';

const ctx = useTestApp();
let admin: Session;

beforeAll(async () => {
  admin = await signIn(ctx.app(), await createUser(ctx.db(), { role: 'admin' }));
});

/**
 * GET /api/user once the counts the server keeps (LIST_CACHE_TTL_MS) have expired: people are
 * added straight in the database here, as a sign-up would; the rows are fresh at once, the counts
 * within the TTL (see 'kept counts' below).
 */
const list = (query: Record<string, string | number> = {}, session: Session | null = admin) => {
  ctx.clock.advance(LIST_CACHE_TTL_MS);
  return listNow(query, session);
};
const listNow = (query: Record<string, string | number> = {}, session: Session | null = admin) =>
  ctx.app().inject({
    method: 'GET',
    url: '/api/user',
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
    headers: session?.bearer ?? {},
  });

/** A word no other account holds, so a search finds only this test's people. */
const uniqueWord = (prefix: string) => `${prefix}${randomBytes(3).toString('hex')}`;

interface PersonOptions {
  firstName?: string;
  lastName?: string;
  username?: string;
  email?: string;
  role?: Role;
  verified?: boolean;
  createdAt?: Date;
  lastActiveAt?: Date | null;
  departmentId?: string;
  level?: number;
}

/** An account with exactly these fields, straight in the database. */
async function person(options: PersonOptions = {}): Promise<string> {
  const { id } = await createUser(ctx.db(), {
    email: options.email ?? uniqueEmail(),
    role: options.role ?? 'student',
    firstName: options.firstName ?? 'Ada',
    verified: options.verified ?? true,
  });
  const changes = {
    ...(options.lastName !== undefined ? { last_name: options.lastName } : {}),
    ...(options.username !== undefined ? { username: options.username } : {}),
    ...(options.lastActiveAt !== undefined ? { last_active_at: options.lastActiveAt } : {}),
    ...(options.departmentId ? { department_id: options.departmentId } : {}),
    ...(options.level !== undefined ? { level: options.level } : {}),
  };
  if (Object.keys(changes).length > 0) await ctx.db().updateTable('users').set(changes).where('id', '=', id).execute();
  // created_at is not updatable through the typed schema (it never changes in the app).
  if (options.createdAt) await sql`update users set created_at = ${options.createdAt} where id = ${id}`.execute(ctx.db());
  return id;
}

const idsOf = (rows: ManagedUser[]) => rows.map((row) => row.id);
const countActiveSince = async (since: Date) =>
  Number((await ctx.db().selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).where('last_active_at', '>=', since).executeTakeFirstOrThrow()).n);
const countUsers = async (role?: Role) => {
  let query = ctx.db().selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n'));
  if (role) query = query.where('role', '=', role);
  return Number((await query.executeTakeFirstOrThrow()).n);
};

describe('GET /api/user', () => {
  test('admins only: guests 401, students and moderators 403', async () => {
    const student = await signIn(ctx.app(), await createUser(ctx.db()));
    const moderator = await signIn(ctx.app(), await createUser(ctx.db(), { role: 'moderator' }));
    const guest = await list({}, null);
    expect(guest.statusCode).toBe(401);
    expect(guest.json().code).toBe('UNAUTHORIZED');
    expect((await list({}, student)).statusCode).toBe(403);
    expect((await list({}, moderator)).statusCode).toBe(403);

    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.status).toBe('success');
    expect(body.data.pagination).toMatchObject({ page: 1, limit: USER_LIST_DEFAULT_LIMIT, total: await countUsers() });
  });

  test('each row is a ManagedUser and nothing more: department, emailVerified, lastActiveAt', async () => {
    const department = await ctx.db().selectFrom('departments').select(['id', 'name']).orderBy('name').executeTakeFirstOrThrow();
    const word = uniqueWord('Fields');
    const placed = await person({ firstName: word, lastName: 'Okafor', username: `${word}_u`, departmentId: department.id, level: 300 });
    const unverified = await person({ firstName: word, verified: false, lastActiveAt: null, createdAt: new Date('2020-01-01T00:00:00.000Z') });

    const res = await list({ query: word });
    expect(res.statusCode).toBe(200);
    const rows: ManagedUser[] = dataOf<UserList>(res).data;
    expect(idsOf(rows)).toEqual([placed, unverified]);
    const email = (await ctx.db().selectFrom('users').select(['email', 'created_at']).where('id', '=', placed).executeTakeFirstOrThrow()).email;
    expect(rows[0]).toEqual({
      id: placed,
      firstName: word,
      lastName: 'Okafor',
      username: `${word}_u`,
      email,
      department: { id: department.id, name: department.name },
      level: 300,
      role: 'student',
      emailVerified: true,
      createdAt: expect.any(String),
      lastActiveAt: null,
    });
    expect(rows[1]).toMatchObject({ department: null, level: null, username: null, emailVerified: false, createdAt: '2020-01-01T00:00:00.000Z', lastActiveAt: null });
    expect(res.body).not.toMatch(/password|argon/i);

    // Signing in marks them active at the app's time.
    const signedIn = await createUser(ctx.db(), { firstName: word });
    await signIn(ctx.app(), signedIn);
    const signedInAt = ctx.clock.now().toISOString();
    const after: ManagedUser[] = dataOf<UserList>(await list({ query: word })).data;
    expect(after.find((row) => row.id === signedIn.id)?.lastActiveAt).toBe(signedInAt);
  });

  test('pages newest account first; totalPages counts the pages', async () => {
    const word = uniqueWord('Paging');
    const ids: string[] = [];
    for (let day = 1; day <= 5; day += 1) ids.push(await person({ firstName: word, createdAt: new Date(Date.UTC(2025, 0, day)) }));
    const newestFirst = [...ids].reverse();

    const first = dataOf<UserList>(await list({ query: word, limit: 2 }));
    expect(first.pagination).toEqual({ page: 1, limit: 2, total: 5, totalPages: 3 });
    expect(idsOf(first.data)).toEqual(newestFirst.slice(0, 2));
    const second = dataOf<UserList>(await list({ query: word, limit: 2, page: 2 }));
    expect(idsOf(second.data)).toEqual(newestFirst.slice(2, 4));
    const last = dataOf<UserList>(await list({ query: word, limit: 2, page: 3 }));
    expect(idsOf(last.data)).toEqual(newestFirst.slice(4));
    const beyond = dataOf<UserList>(await list({ query: word, limit: 2, page: 4 }));
    expect(beyond.data).toEqual([]);
    expect(beyond.pagination.total).toBe(5);
  });

  test('searches first name, last name, "first last", username and email, ignoring case and outer spaces', async () => {
    const word = uniqueWord('srch');
    const byFirst = await person({ firstName: `${word}Chidi`, lastName: 'Eze' });
    const byLast = await person({ lastName: `${word}Nnamdi` });
    const byUsername = await person({ username: `${word}_reader` });
    const byEmail = await person({ email: `${word}.mail@uni.edu` });
    await person({ firstName: 'Someone', lastName: 'Else' });

    const found = async (query: string) => idsOf(dataOf<UserList>(await list({ query })).data).sort();
    expect(await found(word)).toEqual([byFirst, byLast, byUsername, byEmail].sort());
    expect(await found(`  ${word.toUpperCase()}CHIDI `)).toEqual([byFirst]);
    expect(await found(`${word}chidi eze`)).toEqual([byFirst]);
    expect(await found(`${word}nnamdi`)).toEqual([byLast]);
    expect(await found(`${word}_READER`)).toEqual([byUsername]);
    expect(await found(`${word}.mail@uni`)).toEqual([byEmail]);
    expect(await found(`${word}nobody`)).toEqual([]);
    // Only spaces: no filter at all.
    expect(dataOf<UserList>(await list({ query: '   ' })).pagination.total).toBe(await countUsers());
  });

  test('% and _ in the search are plain characters, not wildcards', async () => {
    const word = uniqueWord('pct');
    const percent = await person({ firstName: `${word}50%off` });
    await person({ firstName: `${word}50Xoff` });
    const underscore = await person({ username: `${word}a_b` });
    await person({ username: `${word}aXb` });

    const found = async (query: string) => idsOf(dataOf<UserList>(await list({ query })).data);
    expect(await found(`${word}50%off`)).toEqual([percent]);
    expect(await found(`${word}a_b`)).toEqual([underscore]);
    expect(await found('%')).toEqual([percent]);
    expect(await found('\\')).toEqual([]);
  });

  test('the role filter is applied by the server: pages are full and the total counts that role only', async () => {
    // Newer students than any moderator: a client-side filter would see a page of students.
    for (let n = 0; n < 3; n += 1) await person({ role: 'moderator', createdAt: new Date(Date.UTC(2024, 0, n + 1)) });
    for (let n = 0; n < 3; n += 1) await person({ createdAt: new Date(Date.UTC(2030, 0, n + 1)) });
    const moderators = await countUsers('moderator');

    const res = await list({ role: 'moderator', limit: 2 });
    expect(res.statusCode).toBe(200);
    const body = dataOf<UserList>(res);
    expect(body.data).toHaveLength(2);
    expect(body.data.every((row: ManagedUser) => row.role === 'moderator')).toBe(true);
    expect(body.pagination).toEqual({ page: 1, limit: 2, total: moderators, totalPages: Math.ceil(moderators / 2) });
    const admins = dataOf<UserList>(await list({ role: 'admin' }));
    expect(admins.pagination.total).toBe(await countUsers('admin'));
    expect(admins.data.every((row: ManagedUser) => row.role === 'admin')).toBe(true);

    const word = uniqueWord('Both');
    const wanted = await person({ firstName: word, role: 'moderator' });
    await person({ firstName: word, role: 'student' });
    expect(idsOf(dataOf<UserList>(await list({ role: 'moderator', query: word })).data)).toEqual([wanted]);
  });

  test('stats count every account whatever the filters', async () => {
    const total = await countUsers();
    const filtered = dataOf<UserList>(await list({ role: 'moderator', query: uniqueWord('nobody') }));
    expect(filtered.pagination.total).toBe(0);
    expect(filtered.stats.total).toBe(total);
  });

  test('stats.active counts people active within the last 30 days only', async () => {
    // The time of the list() below, which first lets the kept counts expire.
    const now = ctx.clock.now().getTime() + LIST_CACHE_TTL_MS;
    const before = await countActiveSince(new Date(now - ACTIVE_USER_WINDOW_MS));
    const day = 24 * 60 * 60 * 1000;
    await person({ lastActiveAt: new Date(now - 29 * day) });
    await person({ lastActiveAt: new Date(now - ACTIVE_USER_WINDOW_MS) });
    await person({ lastActiveAt: new Date(now - 31 * day) });
    await person({ lastActiveAt: null });

    const stats = dataOf<UserList>(await list()).stats;
    expect(stats.active).toBe(before + 2);
    expect(stats.total).toBe(await countUsers());
  });

  test('bad role, page, limit or query: 400 VALIDATION', async () => {
    const bad: Array<Record<string, string | number>> = [
      { role: 'superuser' },
      { role: '' },
      { page: 0 },
      { page: 'two' },
      { limit: 0 },
      { limit: 101 },
      { query: 'x'.repeat(USER_QUERY_MAX + 1) },
    ];
    for (const query of bad) {
      const res = await list(query);
      expect({ query, status: res.statusCode, code: res.json().code }).toEqual({ query, status: 400, code: 'VALIDATION' });
    }
    expect((await list({ limit: 100, query: 'x'.repeat(USER_QUERY_MAX) })).statusCode).toBe(200);
  });
});

describe('kept (the page, the stat cards and "Page X of Y" are kept LIST_CACHE_TTL_MS)', () => {
  test('a new account is in a page nobody asked for yet at once, and in the kept page and counts within the TTL', async () => {
    const first = dataOf<UserList>(await list());
    const word = uniqueWord('New');
    const id = await person({ firstName: word, lastActiveAt: ctx.clock.now() });
    expect(idsOf(dataOf<UserList>(await listNow({ query: word })).data)).toEqual([id]);
    const now = dataOf<UserList>(await listNow());
    expect(now.stats).toEqual(first.stats);
    expect(now.pagination.total).toBe(first.pagination.total);
    expect(idsOf(now.data)).toEqual(idsOf(first.data));
    ctx.clock.advance(LIST_CACHE_TTL_MS);
    const later = dataOf<UserList>(await listNow());
    expect(later.stats).toEqual({ total: first.stats.total + 1, active: first.stats.active + 1 });
    expect(later.pagination.total).toBe(first.pagination.total + 1);
    expect(idsOf(later.data)).toContain(id);
  });

  test('a role change clears them at once: the role filter lists and counts the new moderator on the next request', async () => {
    const student = await person({ createdAt: new Date('2099-01-01T00:00:00.000Z') });
    const before = dataOf<UserList>(await list({ role: 'moderator' }));
    expect(before.pagination.total).toBe(await countUsers('moderator'));
    const res = await ctx.app().inject({ method: 'PATCH', url: `/api/user/${student}/role`, headers: admin.bearer, payload: { role: 'moderator' } });
    expect(res.statusCode).toBe(200);
    const after = dataOf<UserList>(await listNow({ role: 'moderator' }));
    expect(after.pagination.total).toBe(before.pagination.total + 1);
    expect(after.data[0]).toMatchObject({ id: student, role: 'moderator' });
  });
});
