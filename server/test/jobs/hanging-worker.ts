// A server's job worker that takes one job and never finishes it (test/jobs/pg-boss-queue.test.ts
// kills it with SIGKILL mid-job). Run with tsx: JOBS_URL=<postgres url> node --import tsx hanging-worker.ts
import { startPgBossQueue } from '../../src/platform/jobs/pg-boss-queue.ts';
import { KILLED_KIND_POLICY } from './job-kinds.ts';

const queue = await startPgBossQueue(process.env.JOBS_URL!, { error: () => undefined });
await queue.work<{ id: string }>({
  name: 'killed-job',
  policy: KILLED_KIND_POLICY,
  run: (data) => {
    process.send?.({ started: data.id });
    return new Promise(() => undefined);
  },
  exhausted: async () => undefined,
});
process.send?.({ ready: true });
