// The job queue on the embedded database: the same job kinds, run in this process with the same
// policy (tries, doubling delay). A job is lost if the process stops; the callers' own state (a
// material still 'pending') is what queues it again at the next start (docs/documents.md).
import { retryDelaySeconds, type JobCounts, type JobData, type JobKind, type JobQueue } from './job-queue.ts';

interface Log {
  error(object: object, message: string): void;
}

interface Waiting {
  data: JobData;
  key: string | undefined;
  attempt: number;
}

export interface MemoryQueue extends JobQueue {
  /** Resolves once nothing is waiting, running or due for a retry (tests wait on it). */
  idle(): Promise<void>;
}

export function createMemoryQueue(log: Log, { delayScale = 1 }: { delayScale?: number } = {}): MemoryQueue {
  const kinds = new Map<string, JobKind<JobData>>();
  const waiting = new Map<string, Waiting[]>();
  const running = new Map<string, number>();
  /** Jobs waiting on a timer (a retry's delay, `startAfterSeconds`), by name: for counts(). */
  const delayed = new Map<string, number>();
  const failed = new Map<string, number>();
  let pending = 0;
  let stopped = false;
  let idleWaiters: Array<() => void> = [];
  const timers = new Set<NodeJS.Timeout>();

  const settle = () => {
    if (pending > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  };

  const pump = (name: string) => {
    const kind = kinds.get(name);
    const queue = waiting.get(name);
    if (!kind || !queue || stopped) return;
    while (queue.length > 0 && (running.get(name) ?? 0) < kind.policy.concurrency) {
      const job = queue.shift()!;
      running.set(name, (running.get(name) ?? 0) + 1);
      void execute(kind, job).finally(() => {
        running.set(name, (running.get(name) ?? 1) - 1);
        pending -= 1;
        pump(name);
        settle();
      });
    }
  };

  const execute = async (kind: JobKind<JobData>, job: Waiting) => {
    try {
      await kind.run(job.data, { attempt: job.attempt });
    } catch (error) {
      log.error({ err: error, job: kind.name, attempt: job.attempt }, 'job failed');
      failed.set(kind.name, (failed.get(kind.name) ?? 0) + 1);
      if (job.attempt < kind.policy.attempts && !stopped) {
        enqueueLater(kind.name, { ...job, attempt: job.attempt + 1 }, retryDelaySeconds(kind.policy, job.attempt) * 1000 * delayScale);
      } else {
        await kind.exhausted(job.data).catch((failure: unknown) => log.error({ err: failure, job: kind.name }, 'job could not be given up'));
      }
    }
  };

  const enqueue = (name: string, job: Waiting) => {
    pending += 1;
    const queue = waiting.get(name) ?? [];
    waiting.set(name, queue);
    queue.push(job);
    pump(name);
  };

  const enqueueLater = (name: string, job: Waiting, delayMs: number) => {
    pending += 1;
    delayed.set(name, (delayed.get(name) ?? 0) + 1);
    const timer = setTimeout(() => {
      timers.delete(timer);
      pending -= 1;
      delayed.set(name, (delayed.get(name) ?? 1) - 1);
      enqueue(name, job);
    }, delayMs);
    timers.add(timer);
  };

  return {
    kind: 'in-process',
    async work(kind) {
      kinds.set(kind.name, kind as JobKind<JobData>);
      if (!failed.has(kind.name)) failed.set(kind.name, 0);
      pump(kind.name);
    },
    async send(name, data, options) {
      if (stopped) return;
      const key = options?.key;
      if (key !== undefined && waiting.get(name)?.some((job) => job.key === key)) return;
      const job = { data, key, attempt: 1 };
      if (options?.startAfterSeconds) enqueueLater(name, job, options.startAfterSeconds * 1000 * delayScale);
      else enqueue(name, job);
    },
    async sendMany(name, jobs) {
      for (const job of jobs) await this.send(name, job.data, { key: job.key });
    },
    async counts() {
      const names = new Set([...kinds.keys(), ...waiting.keys(), ...delayed.keys(), ...running.keys()]);
      return [...names].map((name): JobCounts => ({
        name,
        queued: (waiting.get(name)?.length ?? 0) + (delayed.get(name) ?? 0),
        active: running.get(name) ?? 0,
      }));
    },
    failedAttempts() {
      return failed;
    },
    idle() {
      return pending === 0 ? Promise.resolve() : new Promise((resolve) => idleWaiters.push(resolve));
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      pending -= timers.size;
      timers.clear();
      delayed.clear();
      for (const queue of waiting.values()) {
        pending -= queue.length;
        queue.length = 0;
      }
      settle();
      await this.idle();
    },
  };
}
