// Work that happens after a request has been answered (docs/documents.md): one interface, two
// implementations. On PostgreSQL the jobs are rows in pg-boss's tables (pg-boss-queue.ts), so any
// of several servers takes a job and a job whose server died is taken again after its timeout; on
// the embedded database they run in this process (memory-queue.ts), and the callers' own state
// (a material still 'pending') is what brings them back after a restart.

/** How a kind of job is run; the same on both queues. */
export interface JobPolicy {
  /** Tries in all, the first included. */
  attempts: number;
  /** Before the second try; each later wait doubles. */
  retryDelaySeconds: number;
  /** A try still running after this long counts as failed (its server died) and is tried again. */
  expireInSeconds: number;
  /** Jobs of this kind this process runs at once. */
  concurrency: number;
}

export interface JobAttempt {
  /** 1 for the first try. */
  attempt: number;
}

/** A job's data: a JSON object (pg-boss keeps it as jsonb). */
export type JobData = Record<string, unknown>;

export interface JobKind<T extends JobData> {
  name: string;
  policy: JobPolicy;
  run(data: T, attempt: JobAttempt): Promise<void>;
  /** After the last try failed (or expired): the job is given up. */
  exhausted(data: T): Promise<void>;
}

/** How many jobs of one kind wait and run now, everywhere the queue is shared (a metrics scrape reads it). */
export interface JobCounts {
  name: string;
  /** Waiting: due, delayed (`startAfterSeconds`) or waiting for a retry. */
  queued: number;
  /** Being run now, by any server. */
  active: number;
}

export interface JobQueue {
  readonly kind: 'pg-boss' | 'in-process';
  /** Declares a kind of job and starts working on it. */
  work<T extends JobData>(kind: JobKind<T>): Promise<void>;
  /**
   * Queues a job; with `key`, a job with the same key that is still waiting is not queued twice;
   * with `startAfterSeconds`, it waits that long first (a service that said "retry after").
   */
  send<T extends JobData>(name: string, data: T, options?: { key?: string; startAfterSeconds?: number }): Promise<void>;
  /** Queues many at once (one statement on PostgreSQL), each with its key. */
  sendMany<T extends JobData>(name: string, jobs: ReadonlyArray<{ data: T; key?: string }>): Promise<void>;
  /** Stops taking jobs and waits for the ones running. */
  stop(): Promise<void>;
  /**
   * Queued and running jobs of each kind this process works on, read when asked (a metrics
   * scrape): from this process's memory in process, one query on PostgreSQL (every server's jobs).
   */
  counts(): Promise<JobCounts[]>;
  /**
   * Tries that failed (threw) in this process since it started, by job name (every kind it works
   * on, 0 until one fails): a counter, never reset.
   */
  failedAttempts(): ReadonlyMap<string, number>;
}

/** The wait before try `attempt + 1` (seconds): the delay doubling after each failure, as pg-boss's backoff does. */
export function retryDelaySeconds(policy: JobPolicy, attempt: number): number {
  return policy.retryDelaySeconds * 2 ** (attempt - 1);
}
