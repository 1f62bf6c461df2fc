// Fault: more work than the process can take. Instead of letting requests queue until clients
// time out, it answers 503 with Retry-After in the error envelope at once, and /api/health
// keeps answering (a busy process is alive). Two ways in (http/overload.ts): more requests in
// flight than MAX_REQUESTS_IN_FLIGHT, and an event loop busier than MAX_EVENT_LOOP_UTILIZATION
// (or slower than MAX_EVENT_LOOP_DELAY_MS) as @fastify/under-pressure samples it.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { BUSY_MESSAGE } from '../../src/http/overload.ts';
import { createFakeStaticRoot } from '../helpers/fake-static-root.ts';
import { createPerson, multipart, uploadParts } from '../helpers/materials.ts';
import { sampleOoxml } from '../helpers/sample-files.ts';
import { testConfig } from '../helpers/test-config.ts';
import { createTestDatabase, DATABASE_SETUP_TIMEOUT_MS, type TestDatabase } from '../helpers/test-database.ts';
import { call, envelopeOf, piecewiseUpload } from './helpers/http-client.ts';
import { tempFiles } from './helpers/server-process.ts';
import { until } from '../helpers/wait.ts';

let testDatabase: TestDatabase;
let dataDir = '';
// The builds' files a page needs once it is served: never shed.
const builds = createFakeStaticRoot();
const PAGE_FILES = ['/main.3f9a1c.js', '/remotes/landing/remoteEntry.js', '/remotes/landing/mf-manifest.json', '/remotes.json'];
let app: FastifyInstance | null = null;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-fault-overload-'));
  testDatabase = await createTestDatabase();
}, DATABASE_SETUP_TIMEOUT_MS);
afterEach(async () => {
  await app?.close();
  app = null;
});
afterAll(async () => {
  builds.remove();
  await testDatabase?.cleanup();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Holds the event loop for `ms`, as one long synchronous task does. */
function holdLoop(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // the loop is held here
  }
}

const start = async (env: Record<string, string>) => {
  app = await buildApp(testConfig({ DATA_DIR: dataDir, RATE_LIMIT_AUTH: '1000', STATIC_ROOT: builds.root, ...env }), testDatabase.database, { publishLocalBuilds: true });
  return app;
};

test('past MAX_REQUESTS_IN_FLIGHT the next request is answered 503 with Retry-After at once; /api/health and the pages’ files still answer', async () => {
  const server = await start({ MAX_REQUESTS_IN_FLIGHT: '3', RETRY_AFTER_SECONDS: '7' });
  const person = await createPerson(server, testDatabase.database.db);
  await server.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.server.address() as AddressInfo;

  // Three uploads whose bodies are still coming fill the process.
  const uploads = [0, 1, 2].map(() => {
    const file = sampleOoxml('docx');
    const body = multipart(uploadParts({ file: { content: file, filename: 'notes.docx' } }));
    const upload = piecewiseUpload(port, '/api/materials', { ...body.headers, ...person.session.bearer }, body.payload);
    upload.sendUntil(body.payload.indexOf(file) + Math.floor(file.length / 2));
    return upload;
  });
  await until(() => tempFiles(dataDir).length === 3, 'three uploads under way');
  expect(server.requestsInFlight()).toBe(3);

  const shed = await call(port, 'GET', '/api/materials', { headers: person.session.bearer });
  expect(shed.status).toBe(503);
  expect(shed.headers['retry-after']).toBe('7');
  expect(envelopeOf(shed)).toEqual({ status: 'error', statusCode: 503, code: 'UNAVAILABLE', message: BUSY_MESSAGE });
  expect((await call(port, 'GET', '/api/health')).status).toBe(200);
  for (const file of PAGE_FILES) expect([file, (await call(port, 'GET', file)).status]).toEqual([file, 200]);
  const page = await call(port, 'GET', '/dashboard/libraries', { headers: { accept: 'text/html,*/*;q=0.8' } });
  expect([page.status, page.headers['retry-after'], page.headers['content-type']]).toEqual([503, '7', 'text/html; charset=utf-8']);

  // Once they are done, requests are served again.
  const answers = await Promise.all(uploads.map((upload) => upload.finish()));
  expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
  await until(() => server.requestsInFlight() === 0, 'the uploads to be counted out');
  expect((await call(port, 'GET', '/api/materials', { headers: person.session.bearer })).status).toBe(200);
});

test('an event loop too busy to keep up: 503 with Retry-After until it recovers; /api/health and the pages’ files still answer', async () => {
  const server = await start({ MAX_EVENT_LOOP_UTILIZATION: '0.5' });
  await server.ready();

  // Three seconds of solid work, as a flood of CPU-bound requests makes: longer than the grace
  // after start plus a sampling interval.
  holdLoop(3_000);
  // Let the sampler (due during the busy spell, so first in line) take its reading.
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(server.isUnderPressure()).toBe(true);

  const shed = await server.inject({ method: 'GET', url: '/api/materials' });
  expect(shed.statusCode).toBe(503);
  expect(shed.headers['retry-after']).toBe('5');
  expect(shed.json()).toEqual({ status: 'error', statusCode: 503, code: 'UNAVAILABLE', message: BUSY_MESSAGE });
  const health = await server.inject({ method: 'GET', url: '/api/health' });
  expect(health.statusCode).toBe(200);
  // A page served just before has its scripts still to fetch: without them it would never work.
  for (const file of PAGE_FILES) expect([file, (await server.inject({ method: 'GET', url: file })).statusCode]).toEqual([file, 200]);
  // A page itself is shed like the API (rendering one for a person reads the database), and a
  // browser opening it is told so in a page, not in the API's JSON.
  const page = await server.inject({ method: 'GET', url: '/dashboard', headers: { accept: 'text/html' } });
  expect(page.statusCode).toBe(503);
  expect(page.headers['retry-after']).toBe('5');
  expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(page.body).toContain(`<p>${BUSY_MESSAGE}</p>`);
  expect(page.body).toContain('>Try again</a>');
  expect(server.isUnderPressure()).toBe(true);

  // A second of calm later the readings are normal and so are the answers.
  await until(async () => (await server.inject({ method: 'GET', url: '/api/no-such-route' })).statusCode === 404, 'the load shedding to end', {
    timeoutMs: 5_000,
    intervalMs: 100,
  });
});

/**
 * Holds the loop for `ms` starting just after @fastify/under-pressure's next reading (it reads
 * process.memoryUsage() first): through the next interval the loop records no delay at all.
 * Resolves after the reading that follows the hold.
 */
/**
 * Holds the loop from a reading until the plugin reports the stall as it does when no delay
 * was recorded in an interval (infinite). Whether it records none depends on the order libuv
 * runs its due timers after the hold (the histogram's may fire twice before the plugin's on a
 * busy machine, and the reading is then a small delay): a few tries make it certain.
 */
async function stallOneInterval(server: FastifyInstance, ms: number) {
  for (let tries = 1; ; tries += 1) {
    await holdLoopFromNextReading(ms);
    if (server.memoryUsage().eventLoopDelay === Number.POSITIVE_INFINITY || tries === 5) return;
  }
}

function holdLoopFromNextReading(ms: number) {
  const read = process.memoryUsage;
  return new Promise<void>((resolve) => {
    let readings = 0;
    process.memoryUsage = Object.assign(() => {
      readings += 1;
      if (readings === 1) queueMicrotask(() => holdLoop(ms));
      else {
        process.memoryUsage = read;
        setImmediate(resolve);
      }
      return read();
    }, { rss: read.rss });
  });
}

test('a loop held through a whole sampling interval, with MAX_EVENT_LOOP_DELAY_MS above the interval, is not shed for it', async () => {
  const server = await start({ MAX_EVENT_LOOP_DELAY_MS: '5000' });
  await server.ready();
  holdLoop(2_600); // past the grace after start

  await stallOneInterval(server, 1_500);

  // The plugin reads no delay as an infinite one; a second and a half is under the limit.
  expect(server.memoryUsage().eventLoopDelay).toBe(Number.POSITIVE_INFINITY);
  expect((await server.inject({ method: 'GET', url: '/api/no-such-route' })).statusCode).toBe(404);
});

test('the same held loop, with MAX_EVENT_LOOP_DELAY_MS under the interval, is shed', async () => {
  const server = await start({ MAX_EVENT_LOOP_DELAY_MS: '500' });
  await server.ready();
  holdLoop(2_600);

  await stallOneInterval(server, 1_500);

  expect(server.memoryUsage().eventLoopDelay).toBe(Number.POSITIVE_INFINITY);
  const shed = await server.inject({ method: 'GET', url: '/api/no-such-route' });
  expect(shed.statusCode).toBe(503);
  expect(shed.json()).toEqual({ status: 'error', statusCode: 503, code: 'UNAVAILABLE', message: BUSY_MESSAGE });
});
