// The job queue on PostgreSQL (pg-boss), as several servers share it: tries and giving up, a
// try whose server was killed (SIGKILL) taken again, and each job finished once by two workers.
// Needs TEST_DATABASE_URL (npm run test:postgres); skipped on the embedded database.
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { openPostgres } from '../../src/platform/db/connect.ts';
import { startPgBossQueue } from '../../src/platform/jobs/pg-boss-queue.ts';
import type { JobKind, JobQueue } from '../../src/platform/jobs/job-queue.ts';
import { databaseUrl } from '../helpers/postgres-url.ts';
import { KILLED_KIND_POLICY } from './job-kinds.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const describeOnPostgres = serverUrl ? describe : describe.skip;
const quiet = { error: () => undefined };

function until<T>(check: () => T | undefined, timeoutMs: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = setInterval(() => {
      const value = check();
      if (value !== undefined) {
        clearInterval(poll);
        resolve(value);
      } else if (Date.now() - started > timeoutMs) {
        clearInterval(poll);
        reject(new Error('timed out waiting'));
      }
    }, 50);
  });
}

describeOnPostgres('pg-boss job queue', () => {
  const name = `lectern_jobs_${randomBytes(5).toString('hex')}`;
  let url = '';
  const queues: JobQueue[] = [];
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    const admin = await openPostgres(serverUrl!, { max: 1 });
    await sql`create database ${sql.id(name)}`.execute(admin.db);
    await admin.close();
    url = databaseUrl(serverUrl!, name);
  }, 60_000);

  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await Promise.all(queues.map((queue) => queue.stop()));
    const admin = await openPostgres(serverUrl!, { max: 1 });
    await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin.db);
    await admin.close();
  }, 60_000);

  async function queue(): Promise<JobQueue> {
    const started = await startPgBossQueue(url, quiet);
    queues.push(started);
    return started;
  }

  test('a failing job is tried again with backoff, then given up once', async () => {
    const tries: number[] = [];
    const exhausted: string[] = [];
    const jobs = await queue();
    await jobs.work<{ id: string }>({
      name: 'failing-job',
      policy: { attempts: 2, retryDelaySeconds: 1, expireInSeconds: 60, concurrency: 1 },
      async run(_data, { attempt }) {
        tries.push(attempt);
        throw new Error('always fails');
      },
      async exhausted(data) {
        exhausted.push(data.id);
      },
    });
    await jobs.send('failing-job', { id: 'm1' });
    await until(() => (exhausted.length > 0 ? true : undefined), 20_000);
    expect(tries).toEqual([1, 2]);
    expect(exhausted).toEqual(['m1']);
    // Both tries counted where they ran (the metrics' lectern_job_failed_attempts_total).
    expect(jobs.failedAttempts().get('failing-job')).toBe(2);
  }, 30_000);

  test('counts: one statement reads the jobs waiting and running of each kind this process works on', async () => {
    const jobs = await queue();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const started: string[] = [];
    await jobs.work<{ id: string }>({
      name: 'counted-job',
      policy: { attempts: 1, retryDelaySeconds: 1, expireInSeconds: 60, concurrency: 1 },
      async run(data) {
        started.push(data.id);
        await held;
      },
      async exhausted() {},
    });
    expect(await jobs.counts()).toEqual([{ name: 'counted-job', queued: 0, active: 0 }]);
    await jobs.send('counted-job', { id: 'now' }, { key: 'now' });
    await jobs.send('counted-job', { id: 'later' }, { key: 'later', startAfterSeconds: 600 });
    await until(() => (started.length > 0 ? true : undefined), 20_000);
    expect(await jobs.counts()).toEqual([{ name: 'counted-job', queued: 1, active: 1 }]);
    expect(jobs.failedAttempts().get('counted-job')).toBe(0);
    release();
  }, 30_000);

  test('a job whose worker is killed mid-try is taken again after its expiry, by another server', async () => {
    const child = fork(fileURLToPath(new URL('./hanging-worker.ts', import.meta.url)), [], {
      execArgv: ['--import', 'tsx', '--conditions=@lectern/source'],
      env: { ...process.env, JOBS_URL: url },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    children.push(child);
    const messages: Array<{ ready?: boolean; started?: string }> = [];
    child.on('message', (message: { ready?: boolean; started?: string }) => messages.push(message));
    await until(() => (messages.some((m) => m.ready) ? true : undefined), 30_000);

    const sender = await queue();
    await sender.send('killed-job', { id: 'lecture-7' });
    await until(() => (messages.some((m) => m.started === 'lecture-7') ? true : undefined), 20_000);
    child.kill('SIGKILL');

    const finished: Array<{ data: string; attempt: number }> = [];
    const kind: JobKind<{ id: string }> = {
      name: 'killed-job',
      policy: KILLED_KIND_POLICY,
      async run(data, { attempt }) {
        finished.push({ data: data.id, attempt });
      },
      async exhausted() {},
    };
    await sender.work(kind);
    const taken = await until(() => finished[0], 30_000);
    expect(taken).toEqual({ data: 'lecture-7', attempt: 2 });
  }, 60_000);

  test('two servers working one queue finish each job exactly once', async () => {
    const runs = new Map<string, number>();
    const kind: JobKind<{ id: string }> = {
      name: 'shared-job',
      policy: { attempts: 1, retryDelaySeconds: 1, expireInSeconds: 60, concurrency: 2 },
      async run(data) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        runs.set(data.id, (runs.get(data.id) ?? 0) + 1);
      },
      async exhausted() {},
    };
    const [one, two] = [await queue(), await queue()];
    await one.work(kind);
    await two.work(kind);
    const ids = Array.from({ length: 30 }, (_, index) => `job-${index}`);
    await one.sendMany('shared-job', ids.map((id) => ({ data: { id }, key: id })));
    await until(() => (runs.size === ids.length ? true : undefined), 30_000);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  }, 40_000);
});
