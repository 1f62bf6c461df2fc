// Fault: PostgreSQL is restarted (pg_ctl stop -m fast, then start) while the server takes
// 50 requests a second. The process lives through it; while the database is away every
// answer is 503 with Retry-After in the error envelope (never a 500, never a cut connection);
// within 5 s of the database's return the answers are normal again.
// It needs a PostgreSQL server of its own to stop: it runs on the PostgreSQL pass (the e2e
// run sets TEST_DATABASE_URL) where PostgreSQL's binaries are installed.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { call, envelopeOf, signInOverHttp, type Answer } from './helpers/http-client.ts';
import { postgresBin, startCluster, type Cluster } from './helpers/postgres-cluster.ts';
import { ADMIN, startServer, type ServerProcess } from './helpers/server-process.ts';
import { until } from '../helpers/wait.ts';

const RATE_PER_SECOND = 50;
const RECOVERY_LIMIT_MS = 5_000;

const bin = postgresBin();
const skipReason = !process.env.TEST_DATABASE_URL
  ? 'runs on the PostgreSQL pass (TEST_DATABASE_URL set, e.g. npm run test:postgres -- -- test/faults at the repo root)'
  : !bin
    ? 'no PostgreSQL binaries (initdb, pg_ctl) under /usr/lib/postgresql or PG_BIN'
    : null;

let dataDir = '';
let cluster: Cluster | null = null;
let server: ServerProcess | null = null;

afterAll(async () => {
  if (server && server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  await server?.exited;
  await cluster?.destroy();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Sample {
  sentAt: number;
  answer: Answer | null;
  error: string | null;
}

const title = `PostgreSQL restarted under ${RATE_PER_SECOND} req/s: the process survives, answers 503 with Retry-After while it is down, recovers within 5 s`;

(skipReason ? test.skip : test)(`${title}${skipReason ? ` (skipped: ${skipReason})` : ''}`, async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-fault-pgrestart-'));
  const pg = (cluster = await startCluster(bin as string));
  const lectern = (server = await startServer({ dataDir, env: { DATABASE_URL: pg.url } }));
  const { port } = lectern;
  const bearer = await signInOverHttp(port, ADMIN.email, ADMIN.password);

  // The load: a signed-in material lookup (a database query) every 20 ms; 404 while all is well.
  const samples: Sample[] = [];
  const pending = new Set<Promise<void>>();
  const fire = () => {
    const sample: Sample = { sentAt: Date.now(), answer: null, error: null };
    samples.push(sample);
    const done = call(port, 'GET', `/api/materials/${randomUUID()}`, { headers: bearer, timeoutMs: 15_000 })
      .then((answer) => void (sample.answer = answer))
      .catch((error: Error) => void (sample.error = error.message))
      .finally(() => pending.delete(done));
    pending.add(done);
  };
  const load = setInterval(fire, 1000 / RATE_PER_SECOND);
  const summary = () => {
    const counts = new Map<string, number>();
    for (const s of samples) {
      const key = s.error ?? (s.answer ? `${s.answer.status} ${s.answer.status === 404 ? '' : s.answer.body.slice(0, 120)}` : 'pending');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return [...counts].map(([key, n]) => `${n} × ${key}`).join('\n');
  };
  const answeredSince = (from: number, status: number) => samples.filter((s) => s.sentAt >= from && s.answer?.status === status).length;

  try {
    await runSteps();
  } catch (error) {
    throw new Error(`${(error as Error).message}\nanswers so far:\n${summary()}\nserver output:\n${lectern.output()}`, { cause: error });
  } finally {
    clearInterval(load);
    await Promise.all([...pending]);
  }
  expect(await lectern.stop()).toBe(0);

  async function runSteps() {
    await until(() => answeredSince(0, 404) >= 20, 'normal answers before the restart');

    const stoppedAt = Date.now();
    await pg.stop();
    await until(() => answeredSince(stoppedAt, 503) >= 25, 'answers while the database is down');

    await pg.start();
    const backAt = Date.now();
    await until(() => answeredSince(backAt, 404) >= 1, 'a normal answer after the database is back', { timeoutMs: 30_000 });
    const recovered = samples.find((s) => s.sentAt >= backAt && s.answer?.status === 404) as Sample;
    const recoveredAfterMs = recovered.sentAt - backAt;
    await until(() => answeredSince(backAt, 404) >= 20, 'steady normal answers');
    clearInterval(load);
    await Promise.all([...pending]);

    expect(lectern.child.exitCode).toBeNull();
    expect(recoveredAfterMs).toBeLessThanOrEqual(RECOVERY_LIMIT_MS);
    // Nothing but normal answers and 503s with Retry-After in the envelope; no cut connections.
    expect(samples.filter((s) => s.error !== null).map((s) => s.error)).toEqual([]);
    const unexpected = samples.filter((s) => s.answer && s.answer.status !== 404 && s.answer.status !== 503);
    expect(unexpected.map((s) => `${s.answer?.status} ${s.answer?.body}`)).toEqual([]);
    const unavailable = samples.filter((s) => s.answer?.status === 503).map((s) => s.answer as Answer);
    expect(unavailable.length).toBeGreaterThanOrEqual(25);
    for (const answer of unavailable) {
      expect(answer.headers['retry-after']).toMatch(/^\d+$/);
      expect(envelopeOf(answer)).toMatchObject({ status: 'error', statusCode: 503, code: 'UNAVAILABLE' });
    }
    // Answers that came back after recovery are all normal again.
    const afterRecovery = samples.filter((s) => s.sentAt > recovered.sentAt + 1_000);
    expect(afterRecovery.every((s) => s.answer?.status === 404)).toBe(true);
  }
}, 300_000);
