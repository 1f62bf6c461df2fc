// GET /metrics (http/metrics.ts, routes/metrics.ts): off without METRICS_TOKEN, only for the
// token's bearer with it; requests counted by route pattern (never an id or a query), their
// latency histogram, the browsers' views and errors, the job queue, the database pool, the
// process; no secret in the text or the logs; never shed for load, never in the OpenAPI document.
import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { PREPARE_DOCUMENT } from '../../src/domain/documents/index.ts';
import { BUSY_MESSAGE } from '../../src/http/overload.ts';
import { loadConfig } from '../../src/platform/config.ts';
import type { AppDatabase } from '../../src/platform/db/connect.ts';
import type { MemoryQueue } from '../../src/platform/jobs/memory-queue.ts';
import { PASSWORD } from '../helpers/accounts.ts';
import { createPerson } from '../helpers/materials.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { testConfig } from '../helpers/test-config.ts';
import { until } from '../helpers/wait.ts';

const TOKEN = 'metrics-token-0123456789abcdef';
const GOOGLE_SECRET = 'google-secret-never-shown-4711';
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

// Info-level logs, so a request's log line would show what it logs.
const ctx = useTestApp({ METRICS_TOKEN: TOKEN, LOG_LEVEL: 'info', GOOGLE_CLIENT_ID: 'metrics-test-client', GOOGLE_CLIENT_SECRET: GOOGLE_SECRET });

const scrape = (app: FastifyInstance = ctx.app(), authorization = `Bearer ${TOKEN}`) =>
  app.inject({ method: 'GET', url: '/metrics', headers: { authorization } });

/** The samples of one metric family, e.g. `lectern_http_requests_total`, as `{labels} value` lines. */
function samples(text: string, name: string): string[] {
  return text.split('\n').filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `));
}

/** This app's database again, for another app on it (closed by useTestApp, not here). */
const sameDatabase = (): AppDatabase => ({ db: ctx.db(), kind: onPostgres ? 'postgres' : 'pglite', close: async () => undefined });

describe('METRICS_TOKEN', () => {
  test('unset: /metrics is 404 as a path no route serves (with or without a token), and nothing is measured', async () => {
    const app = await buildApp(testConfig(), sameDatabase(), { office: null });
    try {
      for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
        const res = await app.inject({ method: 'GET', url: '/metrics', headers });
        expect([res.statusCode, res.headers['content-type'], res.body]).toEqual([404, 'text/plain; charset=utf-8', 'Not Found']);
      }
      expect(app.metrics.enabled).toBe(false);
      // The calls the client-report route makes do nothing.
      app.metrics.countViews('landing', 'abcdef012345', 3);
      app.metrics.countClientErrors('landing', 'abcdef012345', 'error', 1);
      expect(await app.metrics.scrape()).toBe('');
    } finally {
      await app.close();
    }
  });

  test('shorter than 16 characters, or not a bearer token: a Config error that does not repeat it', () => {
    for (const bad of ['short-token', 'has spaces in it, sixteen+', 'ünïcödé-tökén-0123456789']) {
      expect(() => loadConfig({ METRICS_TOKEN: bad })).toThrow(/^Config error: METRICS_TOKEN must be at least 16 characters/);
      expect(() => loadConfig({ METRICS_TOKEN: bad })).not.toThrow(bad);
    }
    expect(loadConfig({ METRICS_TOKEN: `  ${TOKEN}  ` }).metricsToken).toBe(TOKEN);
    expect(loadConfig({}).metricsToken).toBeNull();
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  test('without the token, with a wrong one or another scheme: 401 with WWW-Authenticate, and no figures', async () => {
    const wrong = [undefined, 'Bearer', `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, `Bearer ${'a'.repeat(TOKEN.length)}`, `Basic ${TOKEN}`, TOKEN];
    for (const authorization of wrong) {
      const res = await ctx.app().inject({ method: 'GET', url: '/metrics', headers: authorization === undefined ? {} : { authorization } });
      expect([authorization, res.statusCode]).toEqual([authorization, 401]);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.json()).toMatchObject({ status: 'error', statusCode: 401, code: 'UNAUTHORIZED' });
      expect(res.body).not.toContain('lectern_');
    }
  });

  test('with it: 200 in the Prometheus text format, not kept, with the process metrics', async () => {
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    for (const name of ['process_cpu_user_seconds_total', 'process_resident_memory_bytes', 'nodejs_heap_size_used_bytes', 'nodejs_eventloop_lag_seconds']) {
      expect([name, samples(res.body, name).length > 0]).toEqual([name, true]);
    }
    // Every family once, each with its HELP and TYPE.
    const types = res.body.split('\n').filter((line) => line.startsWith('# TYPE '));
    expect(new Set(types).size).toBe(types.length);
    expect(types).toEqual(expect.arrayContaining(['# TYPE lectern_http_requests_total counter', '# TYPE lectern_http_request_duration_seconds histogram']));
  });

  test('requests count under their route pattern, never the id or the query; unmatched ones under not_found; pages under /*', async () => {
    const person = await createPerson(ctx.app(), ctx.db());
    const missing = randomUUID();
    const material = await ctx.app().inject({ method: 'GET', url: `/api/materials/${missing}`, headers: person.session.bearer });
    expect(material.statusCode).toBe(404);
    const secretWord = `needle${randomUUID().slice(0, 8)}`;
    expect((await ctx.app().inject({ method: 'GET', url: `/api/materials?query=${secretWord}` })).statusCode).toBeLessThan(500);
    const unknown = `/api/nothing-here-${randomUUID()}`;
    expect((await ctx.app().inject({ method: 'GET', url: unknown })).statusCode).toBe(404);
    await ctx.app().inject({ method: 'GET', url: '/dashboard/libraries' });

    const text = (await scrape()).body;
    const requests = samples(text, 'lectern_http_requests_total');
    expect(requests).toContain('lectern_http_requests_total{route="/api/materials/:id",method="GET",status_code="404"} 1');
    expect(requests.some((line) => line.startsWith('lectern_http_requests_total{route="/api/materials",method="GET",status_code="'))).toBe(true);
    expect(requests.some((line) => line.startsWith('lectern_http_requests_total{route="not_found",method="GET",status_code="404"}'))).toBe(true);
    expect(requests.some((line) => line.startsWith('lectern_http_requests_total{route="/*",method="GET",status_code="'))).toBe(true);
    // The sign-in that made the session counted too, as its pattern.
    expect(requests.some((line) => line.startsWith('lectern_http_requests_total{route="/api/auth/login",method="POST",status_code="200"}'))).toBe(true);
    for (const raw of [missing, secretWord, unknown, 'nothing-here', '?']) expect([raw, text.includes(raw)]).toEqual([raw, false]);

    // The latency histogram of the same series: every bucket, +Inf, sum and count.
    const histogram = samples(text, 'lectern_http_request_duration_seconds_bucket').filter((line) => line.includes('route="/api/materials/:id"'));
    expect(histogram.map((line) => /le="([^"]+)"/.exec(line)?.[1])).toEqual(['0.001', '0.002', '0.005', '0.01', '0.02', '0.05', '0.1', '0.2', '0.5', '1', '2', '5', '+Inf']);
    expect(histogram.at(-1)).toBe('lectern_http_request_duration_seconds_bucket{route="/api/materials/:id",method="GET",status_code="404",le="+Inf"} 1');
    const counts = histogram.map((line) => Number(line.split(' ').at(-1)));
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(samples(text, 'lectern_http_request_duration_seconds_count')).toContain(
      'lectern_http_request_duration_seconds_count{route="/api/materials/:id",method="GET",status_code="404"} 1',
    );
    const sum = samples(text, 'lectern_http_request_duration_seconds_sum').find((line) => line.includes('route="/api/materials/:id"'));
    expect(Number(sum?.split(' ').at(-1))).toBeGreaterThan(0);
  });

  test('page views and client errors: what countViews and countClientErrors counted, by remote, release and kind', async () => {
    const { metrics } = ctx.app();
    metrics.countViews('landing', 'abcdef012345', 3);
    metrics.countViews('landing', 'abcdef012345', 2);
    metrics.countViews('student', '0123456789ab', 1);
    metrics.countViews('student', '0123456789ab', 0);
    metrics.countViews('student', '0123456789ab', -4);
    metrics.countClientErrors('student', '0123456789ab', 'remote-load', 2);
    metrics.countClientErrors('student', '0123456789ab', 'boundary', 1);

    const text = (await scrape()).body;
    expect(samples(text, 'lectern_client_page_views_total').sort()).toEqual([
      'lectern_client_page_views_total{remote="landing",release="abcdef012345"} 5',
      'lectern_client_page_views_total{remote="student",release="0123456789ab"} 1',
    ]);
    expect(samples(text, 'lectern_client_errors_total').sort()).toEqual([
      'lectern_client_errors_total{remote="student",release="0123456789ab",kind="boundary"} 1',
      'lectern_client_errors_total{remote="student",release="0123456789ab",kind="remote-load"} 2',
    ]);
  });

  test('the job queue: jobs queued and running per name, read at the scrape, and failed tries', async () => {
    const jobs = ctx.app().jobs as MemoryQueue;
    let text = (await scrape()).body;
    expect(samples(text, 'lectern_jobs')).toEqual(
      expect.arrayContaining([`lectern_jobs{job="${PREPARE_DOCUMENT}",state="queued"} 0`, `lectern_jobs{job="${PREPARE_DOCUMENT}",state="active"} 0`]),
    );
    expect(samples(text, 'lectern_job_failed_attempts_total')).toContain(`lectern_job_failed_attempts_total{job="${PREPARE_DOCUMENT}"} 0`);

    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let tries = 0;
    const policy = { attempts: 2, retryDelaySeconds: 0, expireInSeconds: 60, concurrency: 1 };
    await jobs.work({ name: 'metrics-held', policy, run: () => held, async exhausted() {} });
    await jobs.work({
      name: 'metrics-failing',
      policy,
      async run() {
        tries += 1;
        throw new Error('fails on purpose');
      },
      async exhausted() {},
    });
    await jobs.send('metrics-held', { n: 1 });
    await jobs.send('metrics-held', { n: 2 });
    await jobs.send('metrics-failing', {});
    await until(() => tries === 2, 'both tries of the failing job');

    text = (await scrape()).body;
    expect(samples(text, 'lectern_jobs')).toEqual(
      expect.arrayContaining(['lectern_jobs{job="metrics-held",state="queued"} 1', 'lectern_jobs{job="metrics-held",state="active"} 1']),
    );
    expect(samples(text, 'lectern_job_failed_attempts_total')).toEqual(
      expect.arrayContaining(['lectern_job_failed_attempts_total{job="metrics-failing"} 2', 'lectern_job_failed_attempts_total{job="metrics-held"} 0']),
    );
    release();
    await jobs.idle();
  });

  test('the database pool: its clients on PostgreSQL; nothing on the embedded database (one connection, no pool)', async () => {
    const text = (await scrape()).body;
    const pool = ['lectern_db_pool_clients', 'lectern_db_pool_idle_clients', 'lectern_db_pool_waiting_queries', 'lectern_db_pool_max_clients'];
    for (const name of pool) expect([name, samples(text, name).length]).toEqual([name, onPostgres ? 1 : 0]);
    if (onPostgres) expect(samples(text, 'lectern_db_pool_max_clients')).toEqual(['lectern_db_pool_max_clients 4']);
  });

  test('no secret in the figures or the logs: the token, a wrong token, sessions, passwords, Google secret, database URL', async () => {
    const person = await createPerson(ctx.app(), ctx.db());
    await ctx.app().inject({ method: 'GET', url: '/api/user', headers: person.session.bearer });
    const wrongToken = `wrong-${TOKEN}`;
    await scrape(ctx.app(), `Bearer ${wrongToken}`);
    const text = (await scrape()).body;
    const secrets = [TOKEN, wrongToken, person.session.token, PASSWORD, GOOGLE_SECRET, 'postgres://', 'postgresql://'];
    for (const secret of secrets) expect([secret, text.includes(secret)]).toEqual([secret, false]);
    const logs = ctx.logs();
    expect(logs).toContain('"url":"/metrics"');
    for (const secret of [TOKEN, wrongToken]) expect([secret, logs.includes(secret)]).toEqual([secret, false]);
  });

  test('not in the OpenAPI document', async () => {
    const res = await ctx.app().inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys((res.json() as { paths: Record<string, unknown> }).paths).filter((path) => path.includes('metrics'))).toEqual([]);
  });

  test('never shed for load: past MAX_REQUESTS_IN_FLIGHT an API read is 503, /metrics and /api/health still answer', async () => {
    const app = await buildApp(testConfig({ METRICS_TOKEN: TOKEN, MAX_REQUESTS_IN_FLIGHT: '1' }), sameDatabase(), { office: null });
    const body = new PassThrough();
    try {
      // A report whose body is still coming holds the one place.
      const held = app.inject({ method: 'POST', url: '/api/client-errors', headers: { 'content-type': 'application/json' }, payload: body });
      body.write('{"views":');
      await until(() => app.requestsInFlight() === 1, 'the held request in flight');
      const shed = await app.inject({ method: 'GET', url: '/api/stats/public' });
      expect([shed.statusCode, shed.json().message]).toEqual([503, BUSY_MESSAGE]);
      expect((await scrape(app)).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      body.end('[],"errors":[]}');
      await held;
    } finally {
      body.destroy();
      await app.close();
    }
  });
});
