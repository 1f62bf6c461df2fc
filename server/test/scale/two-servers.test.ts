// Two real server processes (src/main.ts through tsx, as `npm run dev` runs it) on one PostgreSQL
// database and one S3-compatible bucket, each with its own DATA_DIR and port: any number of them
// can stand behind a load balancer (docs/architecture.md §9). A session made on one works on the other, an
// upload on one downloads from the other, sign-in attempts split between them reach one limit,
// and a catalogue change on one shows in the other's kept list pages at once, not after 10 s.
//
// Needs a real PostgreSQL (TEST_DATABASE_URL): `npm run test:postgres -- -- test/scale` (repo
// root) gives a throwaway one; without it the file is skipped. It is in the slow tier (jest.config.js).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Material, Paged, SessionUser } from '@lectern/shared-api/contract';
import { openPostgres, type AppDatabase } from '../../src/platform/db/connect.ts';
import { LIST_CACHE_TTL_MS } from '../../src/domain/materials/list-cache.ts';
import { createUser, type TestUser } from '../helpers/accounts.ts';
import { multipart, uploadParts } from '../helpers/materials.ts';
import { uniqueWord } from '../helpers/material-rows.ts';
import { dataOf } from '../helpers/responses.ts';
import { samplePdf } from '../helpers/sample-files.ts';
import { startLocalS3, type LocalS3 } from '../storage/local-s3.ts';
import { freePort } from '../helpers/free-port.ts';

const url = process.env.TEST_DATABASE_URL;
const onPostgres = url ? describe : describe.skip;
if (!url) {
  console.info('two-servers.test.ts skipped: TEST_DATABASE_URL is not set (two servers need a real PostgreSQL; node e2e/scripts/with-postgres.mjs gives one)');
}

const serverDir = path.resolve(import.meta.dirname ?? '', '../..');
const LIMIT = 6;
const ADMIN = { email: 'admin.two@uni.edu', password: 'Admin-pass-42' };
const START_TIMEOUT_MS = 120_000;

interface Server {
  name: string;
  base: string;
  child: ChildProcess;
  output: string[];
}

async function startServer(name: string, env: Record<string, string>, root: string): Promise<Server> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@lectern/source', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: path.join(root, name),
      LOG_LEVEL: 'warn',
      // The test names each request's client address (X-Forwarded-For), as a load balancer would.
      TRUST_PROXY: 'true',
      RATE_LIMIT_AUTH: String(LIMIT),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // A busy test machine is not an overloaded server.
      MAX_EVENT_LOOP_DELAY_MS: '0',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (chunk) => output.push(String(chunk)));
  child.stderr!.on('data', (chunk) => output.push(String(chunk)));
  const server = { name, base, child, output };
  const until = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}): ${output.join('')}`);
    const health = await fetch(`${base}/api/health`).catch(() => null);
    if (health?.ok) return server;
    if (Date.now() > until) throw new Error(`${name} did not start: ${output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function stopServer(server: Server | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

let address = 0;
/** A different client address per call, unless given: only the account is shared between attempts. */
const clientAddress = () => `198.51.100.${(address += 1) % 250}`;

async function call(server: Server, method: string, route: string, options: { token?: string; json?: unknown; body?: Buffer; headers?: Record<string, string>; from?: string } = {}) {
  const headers: Record<string, string> = { 'x-forwarded-for': options.from ?? clientAddress(), ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | Buffer | undefined = options.body;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const res = await fetch(`${server.base}${route}`, { method, headers, body });
  const bytes = Buffer.from(await res.arrayBuffer());
  const text = bytes.toString('utf8');
  return { status: res.status, headers: res.headers, bytes, body: text, json: () => JSON.parse(text) as unknown };
}

async function signIn(server: Server, email: string, password: string): Promise<string> {
  const res = await call(server, 'POST', '/api/auth/login', { json: { email, password } });
  if (res.status !== 200) throw new Error(`sign-in on ${server.name} failed: ${res.status} ${res.bytes.toString()}`);
  return String(res.headers.get('authorization')).replace(/^Bearer /, '');
}

onPostgres('two servers, one PostgreSQL, one bucket', () => {
  const databaseName = `lectern_two_${randomBytes(5).toString('hex')}`;
  let root: string;
  let s3: LocalS3;
  let database: AppDatabase;
  let one: Server;
  let two: Server;
  let student: TestUser;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-two-'));
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    await admin.end();
    const databaseUrl = new URL(url!);
    databaseUrl.pathname = `/${databaseName}`;
    s3 = await startLocalS3();
    const env = { DATABASE_URL: databaseUrl.href, STORAGE_URL: s3.url('site') };
    // One after the other: the first migrates and seeds the new database.
    one = await startServer('one', env, root);
    two = await startServer('two', env, root);
    database = await openPostgres(databaseUrl.href, { max: 2 });
    student = await createUser(database.db);
  }, START_TIMEOUT_MS * 2 + 30_000);

  afterAll(async () => {
    await Promise.all([stopServer(one), stopServer(two)]);
    await database?.close();
    await s3?.stop();
    if (url) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`drop database if exists ${databaseName} with (force)`);
      await admin.end();
    }
    if (root) fs.rmSync(root, { recursive: true, force: true });
  }, 60_000);

  test('a session made on one works on the other; signing out on the other ends it on both', async () => {
    const token = await signIn(one, student.email, student.password);
    const onTwo = await call(two, 'GET', '/api/user/profile', { token });
    expect(dataOf<SessionUser>(onTwo)).toMatchObject({ id: student.id, email: student.email });

    expect((await call(two, 'POST', '/api/auth/logout', { token })).status).toBe(200);
    expect((await call(one, 'GET', '/api/user/profile', { token })).status).toBe(401);
    expect((await call(two, 'GET', '/api/user/profile', { token })).status).toBe(401);
  });

  /** Asks `server` for the material until its preview is ready, as the page does (at most 30 s). */
  async function previewReady(server: Server, id: string, token: string): Promise<void> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const status = dataOf<Material>(await call(server, 'GET', `/api/materials/${id}`, { token })).previewStatus;
      if (status === 'ready') return;
      if (status !== 'pending' || Date.now() > deadline) throw new Error(`preview ${status}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  test('an upload on one (file and preview, in the bucket) downloads from the other', async () => {
    const token = await signIn(one, student.email, student.password);
    const pdf = samplePdf(3, 'Shared bucket');
    const form = multipart(uploadParts({ file: { content: pdf } }));
    const created = await call(one, 'POST', '/api/materials', { token, body: form.payload, headers: form.headers });
    const id = dataOf<Material>(created, 201).id;

    const file = await call(two, 'GET', `/api/materials/${id}/file`, { token });
    expect(file.status).toBe(200);
    expect(file.bytes.equals(pdf)).toBe(true);
    const part = await call(two, 'GET', `/api/materials/${id}/file`, { token, headers: { range: 'bytes=0-9' } });
    expect(part.status).toBe(206);
    expect(part.bytes.equals(pdf.subarray(0, 10))).toBe(true);
    // The preview is the document job's, taken from the shared queue (pg-boss) by either server.
    await previewReady(two, id, token);
    const preview = await call(two, 'GET', `/api/materials/${id}/preview`, { token });
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toMatch(/^image\//);
    // Neither server kept the file on its own disk.
    for (const name of ['one', 'two']) {
      const objects = path.join(root, name, 'files', 'objects');
      const kept = fs.existsSync(objects) ? (fs.readdirSync(objects, { recursive: true }) as string[]).filter((entry) => /[0-9a-f]{32}$/.test(entry)) : [];
      expect(kept).toEqual([]);
    }
  });

  test('sign-in attempts for one account, split between the servers, reach one limit', async () => {
    const target = await createUser(database.db);
    for (let i = 0; i < LIMIT; i += 1) {
      const res = await call(i % 2 === 0 ? one : two, 'POST', '/api/auth/login', { json: { email: target.email, password: 'Wrong-pass1' } });
      expect(res.status).toBe(401);
    }
    // Each server alone has seen only half the attempts; together they are at the limit.
    for (const server of [one, two]) {
      const res = await call(server, 'POST', '/api/auth/login', { json: { email: target.email, password: target.password } });
      expect(res.status).toBe(429);
      expect(res.json()).toMatchObject({ status: 'error', code: 'RATE_LIMITED' });
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  test('a material approved on one appears in the other’s kept list at once, not after the list TTL', async () => {
    const word = uniqueWord();
    const token = await signIn(one, student.email, student.password);
    const form = multipart(uploadParts({ fields: { label: `Notes ${word}` } }));
    const created = await call(one, 'POST', '/api/materials', { token, body: form.payload, headers: form.headers });
    const id = dataOf<Material>(created, 201).id;

    const search = async () => dataOf<Paged<Material>>(await call(two, 'GET', `/api/materials?query=${word}&sort=name`, { token })).data;
    // Pending: not listed; the server keeps that (empty) page for LIST_CACHE_TTL_MS from now at least.
    const keptSince = Date.now();
    expect(await search()).toEqual([]);
    expect(await search()).toEqual([]);

    const adminToken = await signIn(one, ADMIN.email, ADMIN.password);
    const review = await call(one, 'POST', `/api/review/materials/review/${id}`, { token: adminToken, json: { action: 'approved' } });
    expect(review.status).toBe(200);

    let found: Material[] = [];
    let askedAt = Date.now();
    while (askedAt - keptSince < LIST_CACHE_TTL_MS) {
      found = await search();
      if (found.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
      askedAt = Date.now();
    }
    expect(found.map((material) => material.id)).toEqual([id]);
    // Asked before the kept page could expire: the other server was told, it did not wait.
    expect(askedAt - keptSince).toBeLessThan(LIST_CACHE_TTL_MS);
  });
});
