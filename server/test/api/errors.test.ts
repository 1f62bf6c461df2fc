import { Writable } from 'node:stream';
import { buildApp } from '../../src/app.ts';
import { unreachableDatabase } from '../helpers/fake-database.ts';
import { testConfig } from '../helpers/test-config.ts';

// Envelope, 404 and logging rules hold for every route; no database is needed to see them.
describe('errors and logs', () => {
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const appPromise = buildApp(testConfig({ LOG_LEVEL: 'info' }), unreachableDatabase(), { logStream }).then((app) => {
    app.get('/api/boom', async () => {
      throw new Error('secret internals: password=hunter2');
    });
    return app;
  });
  afterAll(async () => (await appPromise).close());

  test('an unknown /api route is a 404 envelope, whatever the method', async () => {
    const app = await appPromise;
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await app.inject({ method, url: '/api/nope/deeper' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 'error', statusCode: 404, code: 'NOT_FOUND' });
    }
    const bare = await app.inject({ method: 'GET', url: '/api' });
    expect(bare.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  test('a 500 never reveals internals', async () => {
    const res = await (await appPromise).inject({ method: 'GET', url: '/api/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      status: 'error',
      statusCode: 500,
      code: 'INTERNAL',
      message: 'Something went wrong. Please try again later.',
    });
    expect(res.body).not.toMatch(/hunter2|secret/);
  });

  test('request logs carry the path, never the query string', async () => {
    await (await appPromise).inject({ method: 'GET', url: '/api/nope?token=abc123secret' });
    const logged = lines.join('');
    expect(logged).toContain('/api/nope');
    expect(logged).not.toContain('abc123secret');
  });

  test('every response has nosniff and a referrer policy', async () => {
    const res = await (await appPromise).inject({ method: 'GET', url: '/api/nope' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  test('OpenAPI document and UI are served', async () => {
    const app = await appPromise;
    const json = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(Object.keys(json.json().paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/faculty',
        '/api/department',
        '/api/stats/public',
        '/api/search/suggestions',
        '/api/auth/student',
        '/api/auth/login',
        '/api/auth/logout',
        '/api/auth/verify-email/token',
        '/api/auth/resend-verification',
        '/api/auth/forgot-password',
        '/api/auth/reset-password',
        '/api/auth/check',
        '/api/auth/providers',
        '/api/user/profile',
        '/api/user',
      ]),
    );
    const ui = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
    const csp = String(ui.headers['content-security-policy']);
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toContain('upgrade-insecure-requests');
  });
});
