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
    // Pages as the one-origin server answers them: one that fails, one whose database is down.
    app.get('/boom-page', async () => {
      throw new Error('secret internals: password=hunter2');
    });
    app.get('/db-page', async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 10.0.0.7:5432'), { code: 'ECONNREFUSED' });
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

  test('a browser opening a page that fails gets a page saying so, with the way to try again and home; other callers the envelope', async () => {
    const app = await appPromise;
    const browser = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
    const failed = await app.inject({ method: 'GET', url: '/boom-page?tab=notes', headers: browser });
    expect(failed.statusCode).toBe(500);
    expect(failed.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(failed.headers['cache-control']).toBe('no-store');
    expect(failed.headers['content-security-policy']).toMatch(/default-src 'self'.*frame-ancestors 'none'/);
    expect(failed.body).toContain('<h1>Something went wrong</h1>');
    expect(failed.body).toContain('<p>Something went wrong. Please try again later.</p>');
    // The empty href is the address asked for, query included, with nothing of it echoed back.
    expect(failed.body).toContain('<a class="primary" href="">Try again</a>');
    expect(failed.body).toContain('<a href="/">Go to the home page</a>');
    expect(failed.body).not.toMatch(/hunter2|secret|tab=notes|<script/);

    const down = await app.inject({ method: 'GET', url: '/db-page', headers: browser });
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBeDefined();
    expect(down.body).toContain('<h1>One moment, please</h1>');
    expect(down.body).toContain('<p>Lectern cannot reach its database right now. Please try again in a moment.</p>');
    expect(down.body).not.toContain('ECONNREFUSED');

    const badAddress = await app.inject({ method: 'GET', url: '/materials/%E0%A4%A', headers: browser });
    expect(badAddress.statusCode).toBe(400);
    expect(badAddress.body).toContain('<h1>This page cannot be opened</h1>');
    expect(badAddress.body).toContain('<p>The address is not valid</p>');

    // A script (fetch), the API and a POST keep the envelope, whatever they accept.
    for (const request of [
      { method: 'GET' as const, url: '/boom-page', headers: { accept: 'application/json' } },
      { method: 'GET' as const, url: '/boom-page' },
      { method: 'GET' as const, url: '/api/boom', headers: browser },
    ]) {
      const answer = await app.inject(request);
      expect([request.url, answer.headers['content-type']]).toEqual([request.url, 'application/json; charset=utf-8']);
      expect(answer.json()).toMatchObject({ status: 'error', statusCode: 500, code: 'INTERNAL' });
    }
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
