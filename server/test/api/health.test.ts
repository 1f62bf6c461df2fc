import { buildApp } from '../../src/app.ts';
import { unreachableDatabase } from '../helpers/fake-database.ts';
import { testConfig } from '../helpers/test-config.ts';
import { useTestApp } from '../helpers/test-app.ts';

const ctx = useTestApp();

test('GET /api/health is 200 with the database kind once migrated', async () => {
  const res = await ctx.app().inject({ method: 'GET', url: '/api/health' });
  expect(res.statusCode).toBe(200);
  const expected = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
  expect(res.json()).toEqual({ status: 'success', data: { ok: true, database: expected } });
});

test('GET /api/health is 503 in the envelope when the database does not answer', async () => {
  const app = await buildApp(testConfig(), unreachableDatabase());
  try {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 'error',
      statusCode: 503,
      code: 'UNAVAILABLE',
      message: 'The database is not available',
    });
    expect(res.body).not.toMatch(/connection refused/);
  } finally {
    await app.close();
  }
});
