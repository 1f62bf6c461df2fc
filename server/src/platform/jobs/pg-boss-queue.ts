// The job queue on PostgreSQL: pg-boss (docs/documents.md says why pg-boss rather than
// graphile-worker). Jobs are rows taken with SKIP LOCKED, so each try runs on one server; a try
// still active after its policy's expiry (its server was killed) is failed by pg-boss's
// maintenance and tried again; after the last try the job moves to a dead-letter queue, whose
// worker calls the kind's `exhausted`.
import PgBoss from 'pg-boss';
import type { JobCounts, JobData, JobKind, JobQueue } from './job-queue.ts';

/** pg-boss's own tables live in this schema, beside Lectern's. */
const SCHEMA = 'pgboss';
const POLL_SECONDS = 1;
const deadLetterOf = (name: string) => `${name}__exhausted`;

// What pg-boss's getQueueSize counts (its job table, whose state enum is ordered created < retry <
// active < completed ...), for every name in one statement rather than two per name.
const COUNTS_SQL = `
  select name,
         count(*) filter (where state < 'active')::int as queued,
         count(*) filter (where state = 'active')::int as active
    from ${SCHEMA}.job
   where name = any($1) and state < 'completed'
   group by name`;

interface Log {
  error(object: object, message: string): void;
}

export async function startPgBossQueue(connectionString: string, log: Log): Promise<JobQueue> {
  const boss = new PgBoss({
    connectionString,
    schema: SCHEMA,
    max: 4,
    application_name: 'lectern-jobs',
    // Expired tries are noticed within a few seconds, not the default minute.
    maintenanceIntervalSeconds: 5,
    // Nothing is scheduled by cron; no clock checks either.
    schedule: false,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  const workers: string[] = [];
  /** Each kind's workers in this process, to wake them (pg-boss otherwise fetches once a POLL_SECONDS). */
  const workersOf = new Map<string, string[]>();
  /** Tries that threw in this process, by kind (tries expired on a server that died are not seen here). */
  const failed = new Map<string, number>();
  const wake = (name: string) => {
    for (const id of workersOf.get(name) ?? []) boss.notifyWorker(id);
  };

  return {
    kind: 'pg-boss',
    async work<T extends JobData>(kind: JobKind<T>) {
      const { attempts, retryDelaySeconds, expireInSeconds, concurrency } = kind.policy;
      const deadLetter = deadLetterOf(kind.name);
      await boss.createQueue(deadLetter, { name: deadLetter });
      await boss.createQueue(kind.name, {
        name: kind.name,
        // At most one job per key waiting and one running: a second send while one waits is dropped.
        policy: 'stately',
        retryLimit: attempts - 1,
        retryDelay: retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds,
        deadLetter,
      });
      const own: string[] = [];
      workersOf.set(kind.name, own);
      if (!failed.has(kind.name)) failed.set(kind.name, 0);
      for (let slot = 0; slot < concurrency; slot++) {
        // Set once work() answers; a job taken before then (no wake needed yet) sees ''.
        let id = '';
        id = await boss.work<T>(kind.name, { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: POLL_SECONDS }, async ([job]) => {
          if (!job) return;
          // A worker that just finished a job fetches the next at once: a backlog drains at the
          // speed of the work, not one job per worker per poll.
          boss.notifyWorker(id);
          try {
            await kind.run(job.data, { attempt: job.retryCount + 1 });
          } catch (error) {
            failed.set(kind.name, (failed.get(kind.name) ?? 0) + 1);
            throw error;
          }
        });
        own.push(id);
        workers.push(id);
      }
      workers.push(
        await boss.work<T>(deadLetter, { batchSize: 1, pollingIntervalSeconds: POLL_SECONDS }, async ([job]) => {
          if (job) await kind.exhausted(job.data);
        }),
      );
    },
    async send(name, data, options) {
      await boss.send(name, data, {
        ...(options?.key ? { singletonKey: options.key } : {}),
        ...(options?.startAfterSeconds ? { startAfter: Math.ceil(options.startAfterSeconds) } : {}),
      });
      // A job due now starts at once if this server has a worker free (another server's poll may take it first).
      if (!options?.startAfterSeconds) wake(name);
    },
    async sendMany(name, jobs) {
      await boss.insert(jobs.map((job) => ({ name, data: job.data, ...(job.key ? { singletonKey: job.key } : {}) })));
      wake(name);
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 30_000 });
    },
    async counts() {
      const names = [...workersOf.keys()];
      if (names.length === 0) return [];
      const { rows } = (await boss.getDb().executeSql(COUNTS_SQL, [names])) as { rows: JobCounts[] };
      const found = new Map(rows.map((row) => [row.name, row]));
      // A kind with nothing waiting or running has no row: it reads 0, not absent.
      return names.map((name) => found.get(name) ?? { name, queued: 0, active: 0 });
    },
    failedAttempts() {
      return failed;
    },
  };
}
