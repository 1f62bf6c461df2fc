// npm run bench:groups: live fan-out of a study group (docs/groups.md "Live updates").
// BENCH_CLIENTS (1,000) members of one group, each with a session of their own, open the group's
// event stream (text/event-stream, a cookie as a browser sends it) on the production server; one
// member posts a thread through the API; the figures are the time from the post being sent until
// each client has its event (p50, p99, max), and the server's memory per open stream (RSS and V8
// heap, after a full GC, before and after the streams are opened, divided by their number).
// PostgreSQL when TEST_DATABASE_URL is set (npm run bench:groups starts a throwaway one), the
// embedded database otherwise. The group is seeded straight into the database: past the
// contract's GROUP_MEMBERS_MAX (500), which the join route enforces, since what is measured is
// the fan-out to 1,000 open streams. The server is server/dist/main.js, or the source through tsx
// when that build has no live streams yet (BENCH_SOURCE=1 forces it). Everything runs on loopback,
// is bounded in time, and every process started here is stopped at the end.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { createSessions } from '../src/domain/auth/sessions.ts';
import { systemClock } from '../src/platform/clock.ts';
import { loadConfig } from '../src/platform/config.ts';
import { openDatabase } from '../src/platform/db/connect.ts';
import { migrateToLatest } from '../src/platform/db/migrate.ts';
import { stopAfter } from './harness.ts';
import { freePort } from '../test/helpers/free-port.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1000);
/** Streams opened at once while connecting (a crowd arriving, not one burst of 1,000 handshakes). */
const OPEN_CONCURRENCY = 50;
const OVERALL_LIMIT_MS = 10 * 60 * 1000;
const DELIVERY_LIMIT_MS = 60_000;

const postgresUrl = process.env.TEST_DATABASE_URL;
const done = stopAfter(OVERALL_LIMIT_MS, 'bench:groups');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-bench-groups-'));
const memoryFile = path.join(dir, 'memory.json');
const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))]!;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

// ---------------------------------------------------------------- seeding

interface Seeded {
  groupId: string;
  tokens: string[];
}

async function seedGroup(): Promise<Seeded> {
  const database = await openDatabase(loadConfig({ DATA_DIR: dir, ...(postgresUrl ? { DATABASE_URL: postgresUrl } : {}), LOG_LEVEL: 'silent', DEMO_DATA: 'false' }));
  try {
    await migrateToLatest(database.db);
    const users = await database.db
      .insertInto('users')
      .columns(['email', 'first_name', 'last_name', 'role', 'email_verified_at'])
      .expression(sql`select 'live-' || n || '-' || ${path.basename(dir)} || '@bench.invalid', 'Bench', 'Member ' || n, 'student', now() from generate_series(1, ${CLIENTS}) as n`)
      .returning('id')
      .execute();
    const group = await database.db
      .insertInto('study_groups')
      .values({ name: 'Bench live group', join_policy: 'open', member_count: users.length })
      .returning('id')
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto('study_group_members')
      .values(users.map((user, n) => ({ group_id: group.id, user_id: user.id, role: n === 0 ? ('owner' as const) : ('member' as const) })))
      .execute();
    const sessions = createSessions(database.db, systemClock);
    const tokens: string[] = [];
    for (let n = 0; n < users.length; n += 100) {
      tokens.push(...(await Promise.all(users.slice(n, n + 100).map((user) => sessions.start(user.id, 'bench')))));
    }
    return { groupId: group.id, tokens };
  } finally {
    await database.close();
  }
}

// ---------------------------------------------------------------- the server

// Loaded into the server before its own code: on SIGUSR2 it collects garbage and writes its memory
// to BENCH_MEMORY_FILE, so the heap is read from inside (RSS alone mixes in freed, unreturned pages).
const MEMORY_HOOK =
  'data:text/javascript,' +
  encodeURIComponent(
    "import fs from 'node:fs'; process.on('SIGUSR2', () => { globalThis.gc?.(); globalThis.gc?.(); " +
      'fs.writeFileSync(process.env.BENCH_MEMORY_FILE, JSON.stringify(process.memoryUsage())); });',
  );

async function startServer(): Promise<{ child: ChildProcess; port: number; fromSource: boolean }> {
  const port = await freePort();
  const built = path.join(HERE, '..', 'dist', 'main.js');
  const fromSource = process.env.BENCH_SOURCE === '1' || !fs.existsSync(path.join(HERE, '..', 'dist', 'routes', 'groups', 'events.js'));
  const entry = fromSource ? ['--import', 'tsx', '--conditions=@lectern/source', path.join(HERE, '..', 'src', 'main.ts')] : [built];
  const child = spawn(process.execPath, ['--expose-gc', '--import', MEMORY_HOOK, ...entry], {
    env: {
      ...process.env,
      DATA_DIR: dir,
      ...(postgresUrl ? { DATABASE_URL: postgresUrl } : {}),
      BENCH_MEMORY_FILE: memoryFile,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'silent',
      DEMO_DATA: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`server exited (${code})`))));
  for (;;) {
    const up = await Promise.race([fetch(`http://127.0.0.1:${port}/api/health`).then((res) => res.ok, () => false), exited]);
    if (up) return { child, port, fromSource };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function stopServer(child: ChildProcess): Promise<void> {
  await new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

interface Memory {
  rss: number;
  heapUsed: number;
}

async function serverMemory(child: ChildProcess): Promise<Memory> {
  fs.rmSync(memoryFile, { force: true });
  child.kill('SIGUSR2');
  for (let waited = 0; waited < 10_000; waited += 50) {
    if (fs.existsSync(memoryFile)) {
      try {
        return JSON.parse(fs.readFileSync(memoryFile, 'utf8')) as Memory;
      } catch {
        // Still being written.
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the server did not report its memory');
}

// ---------------------------------------------------------------- the clients

interface Client {
  /** When this client's first group event arrived (performance.now()); null until then. */
  receivedAt: number | null;
  request: http.ClientRequest;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

/** Opens one stream; resolves once its first frame (the position) is in, so the stream is registered. */
function openClient(url: string, token: string): Promise<Client> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { accept: 'text/event-stream', cookie: `lectern_session=${token}` } }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        reject(new Error(`stream answered ${res.statusCode}`));
        return;
      }
      const client: Client = { receivedAt: null, request };
      let text = '';
      let opened = false;
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
        if (!opened && /\nid: \d+\n\n|^: connected\n\nid: \d+\n\n/.test(text)) {
          opened = true;
          resolve(client);
        }
        if (client.receivedAt === null && text.includes('event: group')) client.receivedAt = performance.now();
        if (text.length > 4096) text = text.slice(-512);
      });
      res.on('error', () => undefined);
    });
    request.on('error', reject);
  });
}

// ---------------------------------------------------------------- the run

const seedStarted = Date.now();
const { groupId, tokens } = await seedGroup();
console.log(`Seeded one group with ${tokens.length} members and a session each in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s (${postgresUrl ? 'PostgreSQL' : 'embedded database'}).`);
const { child, port, fromSource } = await startServer();
const base = `http://127.0.0.1:${port}`;
const streamUrl = `${base}/api/groups/${groupId}/events`;
const clients: Client[] = [];

try {
  // One stream opened and closed first: the route's code is loaded and compiled before the baseline.
  const warm = await openClient(streamUrl, tokens[0]!);
  warm.request.destroy();
  await new Promise((resolve) => setTimeout(resolve, 500));
  const before = await serverMemory(child);

  const openStarted = performance.now();
  for (let n = 0; n < tokens.length; n += OPEN_CONCURRENCY) {
    clients.push(...(await Promise.all(tokens.slice(n, n + OPEN_CONCURRENCY).map((token) => openClient(streamUrl, token)))));
  }
  const openSeconds = (performance.now() - openStarted) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 500));
  const after = await serverMemory(child);

  // The post: a thread by the group's owner, through the API as the page sends it.
  const sent = performance.now();
  const res = await fetch(`${base}/api/groups/${groupId}/threads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[0]}` },
    body: JSON.stringify({ kind: 'question', title: 'Does anyone have the 2019 CSC 204 paper?', body: 'With solutions, if possible.' }),
  });
  const answered = performance.now();
  if (res.status !== 201) throw new Error(`the post answered ${res.status}: ${await res.text()}`);
  for (let waited = 0; clients.some((client) => client.receivedAt === null) && waited < DELIVERY_LIMIT_MS; waited += 10) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const delivered = clients.flatMap((client) => (client.receivedAt === null ? [] : [client.receivedAt - sent]));

  const streams = clients.length;
  console.log(`\nStudy group live fan-out (${postgresUrl ? 'PostgreSQL' : 'embedded database'}, ${fromSource ? 'the source through tsx' : 'the production build'})`);
  console.log(`  ${streams} streams on one group opened in ${openSeconds.toFixed(1)} s (${OPEN_CONCURRENCY} at a time)`);
  console.log(`  the post answered 201 in ${(answered - sent).toFixed(0)} ms`);
  console.log(
    `  delivery from the post being sent: ${delivered.length} of ${streams} received; p50 ${quantile(delivered, 0.5).toFixed(0)} ms, ` +
      `p99 ${quantile(delivered, 0.99).toFixed(0)} ms, max ${Math.max(...delivered).toFixed(0)} ms`,
  );
  console.log(
    `  server memory: RSS ${mb(before.rss)} -> ${mb(after.rss)} (${kb((after.rss - before.rss) / streams)} a stream), ` +
      `V8 heap ${mb(before.heapUsed)} -> ${mb(after.heapUsed)} (${kb((after.heapUsed - before.heapUsed) / streams)} a stream)`,
  );
  if (delivered.length < streams) process.exitCode = 1;
} finally {
  for (const client of clients) client.request.destroy();
  agent.destroy();
  await stopServer(child);
  fs.rmSync(dir, { recursive: true, force: true });
  done();
}
