// npm run bench:releases (docs/releases.md): how fast a release change reaches every server, and
// what publishing and rolling back cost. Two production servers (server/dist/main.js) share one
// PostgreSQL (npm run bench:releases starts a throwaway one) and the same storage; an admin (the
// first-admin env) makes a deploy key; the student remote's build (remote-student/dist) is
// published as two releases (the second a copy with another commit in its build-info.json, so
// another release of the same size). Then, 10 times each: a promote through server A, and the time
// until a new page load on each of the two servers gives the new release (their /remotes.json,
// polled every 10 ms); the same for a rollback. Printed: the medians and maxima, the time of a
// publish (pack, upload, check, store) and of a rollback's answer. Everything runs on loopback,
// is bounded in time, and every process started here is stopped at the end.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as tar from 'tar';
import { stopAfter } from './harness.ts';
import { freePort } from '../test/helpers/free-port.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '..', '..');
const ROUNDS = 10;
const SEEN_LIMIT_MS = 10_000;
const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl) throw new Error('bench:releases needs PostgreSQL: run it as `npm run bench:releases` (it starts a throwaway server)');
const done = stopAfter(10 * 60 * 1000, 'bench:releases');

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-bench-releases-'));
const storage = path.join(work, 'shared-files');
const ADMIN = { email: 'bench.admin@bench.invalid', password: 'Bench-admin-7-password' };
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${value.toFixed(0)} ms`;

const children: ChildProcess[] = [];
async function startServer(name: string): Promise<string> {
  const port = await freePort();
  const dataDir = path.join(work, name);
  fs.mkdirSync(dataDir);
  // The two share the database and, as servers behind one balancer do, the files: one folder
  // stands in for the bucket (DATA_DIR/files is a link to it).
  fs.symlinkSync(storage, path.join(dataDir, 'files'));
  const child = spawn(process.execPath, [path.join(ROOT, 'server', 'dist', 'main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: postgresUrl,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      MAX_EVENT_LOOP_DELAY_MS: '0',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server ${name} exited with ${child.exitCode}`);
    if (await fetch(`${url}/api/health`).then((r) => r.ok).catch(() => false)) return url;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server ${name} did not start`);
}

/** The fields of the answers this bench reads (a new key, a release). */
interface Answer {
  key: string;
  id: string;
  fileCount: number;
  bytes: number;
}

async function api(url: string, method: string, route: string, headers: Record<string, string>, body?: Buffer | object): Promise<{ status: number; data: Answer; message?: string }> {
  const raw = body instanceof Buffer;
  const response = await fetch(`${url}/api${route}`, {
    method,
    headers: { ...headers, ...(body && !raw ? { 'content-type': 'application/json' } : {}) },
    body: body === undefined ? undefined : raw ? (body as Buffer) : JSON.stringify(body),
  });
  const json = (await response.json()) as { data: Answer; message?: string };
  return { status: response.status, data: json.data, message: json.message };
}

async function packed(dir: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of tar.c({ gzip: true, cwd: dir, portable: true }, fs.readdirSync(dir))) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** For each server, the ms from `startedAt` (performance.now()) until its /remotes.json names `release` for the student remote. */
async function seenBy(servers: string[], release: string, startedAt: number): Promise<number[]> {
  return Promise.all(
    servers.map(async (url) => {
      while (performance.now() - startedAt < SEEN_LIMIT_MS) {
        const map = (await (await fetch(`${url}/remotes.json`)).json()) as Record<string, string>;
        if (map.student?.includes(`/releases/${release}/`)) return performance.now() - startedAt;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error(`${url} never served release ${release}`);
    }),
  );
}

try {
  const dist = path.join(ROOT, 'remote-student', 'dist');
  if (!fs.existsSync(path.join(dist, 'build-info.json'))) throw new Error('remote-student is not built: run npm run build');
  fs.mkdirSync(storage);
  // The first server migrates the database and publishes the local builds; then the second.
  const a = await startServer('a');
  const b = await startServer('b');
  const servers = [a, b];

  const signIn = await fetch(`${a}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: a }, body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }) });
  const session = signIn.headers.get('authorization');
  if (!session) throw new Error(`the admin could not sign in (${signIn.status})`);
  const key = await api(a, 'POST', '/deploy-keys', { authorization: session }, { remote: 'student', name: 'bench', expiresInDays: 1 });
  const bearer = { authorization: `Bearer ${key.data.key}` };

  // A second build of the same size: the student build with another commit in its build info.
  const copy = path.join(work, 'student-copy');
  fs.cpSync(dist, copy, { recursive: true });
  const info = JSON.parse(fs.readFileSync(path.join(copy, 'build-info.json'), 'utf8'));
  fs.writeFileSync(path.join(copy, 'build-info.json'), JSON.stringify({ ...info, commit: `bench-${Date.now()}` }));
  const publishStarted = performance.now();
  const published = await api(a, 'POST', '/releases/student', { ...bearer, 'content-type': 'application/gzip' }, await packed(copy));
  const publishMs = performance.now() - publishStarted;
  if (published.status !== 201) throw new Error(`publish: ${published.status} ${published.message}`);
  const first = (await (await fetch(`${a}/remotes.json`)).json()) as Record<string, string>;
  const original = /releases\/([0-9a-f]{12})\//.exec(first.student!)![1]!;
  const releases = [published.data.id, original];

  const promoteSeen: number[] = [];
  const rollbackSeen: number[] = [];
  const rollbackAnswers: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    // Promote the one that is not current, through server A; both servers are asked at once.
    const promoteStarted = performance.now();
    const promoted = await api(a, 'POST', '/releases/student/promote', bearer, { release: releases[0] });
    if (promoted.status !== 200) throw new Error(`promote: ${promoted.status} ${promoted.message}`);
    promoteSeen.push(...(await seenBy(servers, releases[0]!, promoteStarted)));
    // The rollback through the other server.
    const rollbackStarted = performance.now();
    const rolledBack = await api(b, 'POST', '/releases/student/rollback', bearer);
    rollbackAnswers.push(performance.now() - rollbackStarted);
    if (rolledBack.status !== 200) throw new Error(`rollback: ${rolledBack.status} ${rolledBack.message}`);
    rollbackSeen.push(...(await seenBy(servers, releases[1]!, rollbackStarted)));
  }

  console.log(`\nReleases on two servers sharing PostgreSQL (${ROUNDS} rounds; a "seen" time is from the request being sent until a new page load on that server gives the release)\n`);
  console.log('| what | median | max | target |');
  console.log('|---|---|---|---|');
  console.log(`| promote seen by a new page load on each of 2 servers | ${ms(median(promoteSeen))} | ${ms(Math.max(...promoteSeen))} | under 1 s |`);
  console.log(`| rollback seen by a new page load on each of 2 servers | ${ms(median(rollbackSeen))} | ${ms(Math.max(...rollbackSeen))} | under 1 s |`);
  console.log(`| rollback answered | ${ms(median(rollbackAnswers))} | ${ms(Math.max(...rollbackAnswers))} | under 1 s |`);
  console.log(`| publish the student remote (${published.data.fileCount} files, ${(published.data.bytes / 1024 / 1024).toFixed(1)} MB: pack, upload, check, store) | ${ms(publishMs)} | | under 10 s |`);
} finally {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(children.map((child) => (child.exitCode !== null ? null : new Promise((resolve) => child.once('exit', resolve)))));
  fs.rmSync(work, { recursive: true, force: true });
  done();
}
