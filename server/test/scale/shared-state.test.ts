// Two apps on one database, in one process (PGlite by default; a PostgreSQL schema with
// TEST_DATABASE_URL), each with its own memory and its own invalidation bus: what must hold
// across servers lives in the database. Sign-in attempts split between them reach one limit;
// a One Tap ID token used on one is refused by the other (and by the same one again).
// test/scale/two-servers.test.ts proves the same with real processes on PostgreSQL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { AUTH_MESSAGES as AUTH } from '@lectern/shared-api/contract';
import { buildApp } from '../../src/app.ts';
import { createUser, login, nextAddress, uniqueEmail } from '../helpers/accounts.ts';
import { sessionCookieSet, useTestProvider } from '../helpers/oidc-provider.ts';
import { createTestClock } from '../helpers/test-clock.ts';
import { testConfig } from '../helpers/test-config.ts';
import { createTestDatabase, DATABASE_SETUP_TIMEOUT_MS, type TestDatabase } from '../helpers/test-database.ts';

const LIMIT = 4;
const provider = useTestProvider();
let database: TestDatabase;
let dataDir: string;
let one: FastifyInstance;
let other: FastifyInstance;
const clock = createTestClock();

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-shared-'));
  const build = (name: string) =>
    buildApp(testConfig({ DATA_DIR: path.join(dataDir, name), RATE_LIMIT_AUTH: String(LIMIT), ...provider.env() }), database.database, { clock: clock.clock });
  one = await build('one');
  other = await build('other');
}, DATABASE_SETUP_TIMEOUT_MS);
afterAll(async () => {
  await one?.close();
  await other?.close();
  await database?.cleanup();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('rate limits count across servers', () => {
  test('one account tried on both servers is stopped at the limit, even with the right password', async () => {
    const user = await createUser(database.database.db);
    for (let i = 0; i < LIMIT; i += 1) {
      const server = i % 2 === 0 ? one : other;
      expect((await login(server, user.email, 'Wrong-pass1', { remoteAddress: nextAddress() })).statusCode).toBe(401);
    }
    for (const server of [one, other]) {
      const res = await login(server, user.email, user.password, { remoteAddress: nextAddress() });
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ status: 'error', statusCode: 429, code: 'RATE_LIMITED', message: AUTH.rateLimited });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    clock.advance(60_000);
    expect((await login(other, user.email, user.password, { remoteAddress: nextAddress() })).statusCode).toBe(200);
  });

  test('attempts racing on both servers at once are all counted', async () => {
    const address = nextAddress();
    const answers = await Promise.all(
      Array.from({ length: LIMIT * 2 }, (_, i) => login(i % 2 === 0 ? one : other, uniqueEmail(), 'Wrong-pass1', { remoteAddress: address })),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(LIMIT);
  });
});

describe('a One Tap ID token signs in once, on any server', () => {
  const oneTap = (server: FastifyInstance, token: string) =>
    server.inject({ method: 'GET', url: `/api/auth/google/onetap?token=${encodeURIComponent(token)}`, remoteAddress: nextAddress() });

  test('the same token again, here or on the other server, is refused with no session', async () => {
    const token = await provider.idToken({ sub: `replay-${Date.now()}`, email: uniqueEmail('replay'), email_verified: true });
    expect((await oneTap(one, token)).statusCode).toBe(200);
    for (const server of [other, one]) {
      const again = await oneTap(server, token);
      expect(again.statusCode).toBe(401);
      expect(again.json()).toMatchObject({ code: 'GOOGLE_FAILED', message: AUTH.oneTapFailed });
      expect(sessionCookieSet(again)).toBeNull();
    }
  });

  test('a token refused for another reason is not recorded (a bad signature cannot use up a good one)', async () => {
    const token = await provider.idToken({ sub: `late-${Date.now()}`, email: uniqueEmail('late'), email_verified: true });
    const count = async () => Number((await database.database.db.selectFrom('used_id_tokens').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    expect((await oneTap(other, `${token}x`)).statusCode).toBe(401);
    expect(await count()).toBe(before);
    expect((await oneTap(other, token)).statusCode).toBe(200);
    expect(await count()).toBe(before + 1);
  });
});
