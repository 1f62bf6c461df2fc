import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/app.ts';
import { ORIGIN, createUser, signIn } from '../../helpers/accounts.ts';
import { testConfig } from '../../helpers/test-config.ts';
import { createTestDatabase, DATABASE_SETUP_TIMEOUT_MS, type TestDatabase } from '../../helpers/test-database.ts';

// requireUser and requireRole as later resources will use them, on routes added for the test.
let testDatabase: TestDatabase;
let app: FastifyInstance;
beforeAll(async () => {
  testDatabase = await createTestDatabase();
  app = await buildApp(testConfig({ RATE_LIMIT_AUTH: '1000' }), testDatabase.database);
  app.get('/api/test/staff', { preHandler: app.auth.requireRole('admin', 'moderator') }, async (request) => ({ role: request.user?.role }));
  app.delete('/api/test/admin', { preHandler: app.auth.requireRole('admin') }, async (request) => ({ id: request.user?.id }));
  await app.ready();
}, DATABASE_SETUP_TIMEOUT_MS);
afterAll(async () => {
  await app?.close();
  await testDatabase?.cleanup();
});

test('requireRole: 401 for a guest, 403 FORBIDDEN for another role, through for the role', async () => {
  const db = testDatabase.database.db;
  const student = await signIn(app, await createUser(db));
  const moderator = await signIn(app, await createUser(db, { role: 'moderator' }));
  const admin = await signIn(app, await createUser(db, { role: 'admin' }));

  expect((await app.inject({ method: 'GET', url: '/api/test/staff' })).statusCode).toBe(401);
  const forbidden = await app.inject({ method: 'GET', url: '/api/test/staff', headers: student.bearer });
  expect(forbidden.statusCode).toBe(403);
  expect(forbidden.json()).toMatchObject({ status: 'error', code: 'FORBIDDEN' });
  expect((await app.inject({ method: 'GET', url: '/api/test/staff', headers: moderator.bearer })).json()).toEqual({ role: 'moderator' });

  expect((await app.inject({ method: 'DELETE', url: '/api/test/admin', headers: moderator.cookie })).statusCode).toBe(403);
  expect((await app.inject({ method: 'DELETE', url: '/api/test/admin', headers: { cookie: admin.cookie.cookie! } })).statusCode).toBe(403);
  expect((await app.inject({ method: 'DELETE', url: '/api/test/admin', headers: { ...admin.cookie, origin: ORIGIN } })).statusCode).toBe(200);
});
