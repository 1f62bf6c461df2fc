// The in-process queue of the embedded database: tries, doubling delays, giving up, keys, stop.
import { createMemoryQueue } from '../../src/platform/jobs/memory-queue.ts';
import type { JobKind } from '../../src/platform/jobs/job-queue.ts';
import { until } from '../helpers/wait.ts';

const quiet = { error: () => undefined };
const policy = { attempts: 3, retryDelaySeconds: 1, expireInSeconds: 60, concurrency: 1 };

function recordingKind(outcomes: Array<'fail' | 'ok'>) {
  const tries: Array<{ data: string; attempt: number; at: number }> = [];
  const exhausted: string[] = [];
  const kind: JobKind<{ id: string }> = {
    name: 'test-job',
    policy,
    async run(data, { attempt }) {
      tries.push({ data: data.id, attempt, at: performance.now() });
      if ((outcomes[tries.length - 1] ?? 'ok') === 'fail') throw new Error(`try ${attempt} failed`);
    },
    async exhausted(data) {
      exhausted.push(data.id);
    },
  };
  return { kind, tries, exhausted };
}

test('a failing job is tried again after a doubling delay, then succeeds', async () => {
  const queue = createMemoryQueue(quiet, { delayScale: 0.02 });
  const { kind, tries, exhausted } = recordingKind(['fail', 'fail', 'ok']);
  await queue.work(kind);
  await queue.send('test-job', { id: 'a' });
  await queue.idle();
  expect(tries.map((t) => t.attempt)).toEqual([1, 2, 3]);
  // 20 ms then 40 ms (1 s and 2 s scaled).
  expect(tries[1]!.at - tries[0]!.at).toBeGreaterThanOrEqual(19);
  expect(tries[2]!.at - tries[1]!.at).toBeGreaterThanOrEqual(39);
  expect(exhausted).toEqual([]);
  await queue.stop();
});

test('a job sent to start after a wait (a service said "retry after") runs once that wait has passed', async () => {
  const queue = createMemoryQueue(quiet, { delayScale: 0.02 });
  const { kind, tries } = recordingKind(['ok']);
  await queue.work(kind);
  const sentAt = performance.now();
  await queue.send('test-job', { id: 'later' }, { startAfterSeconds: 2 });
  expect(tries).toEqual([]);
  await queue.idle();
  expect(tries.map((t) => t.data)).toEqual(['later']);
  // 2 s scaled: 40 ms.
  expect(tries[0]!.at - sentAt).toBeGreaterThanOrEqual(39);
  await queue.stop();
});

test('after the last try fails the job is given up, once', async () => {
  const queue = createMemoryQueue(quiet, { delayScale: 0.001 });
  const { kind, tries, exhausted } = recordingKind(['fail', 'fail', 'fail', 'fail']);
  await queue.work(kind);
  await queue.send('test-job', { id: 'b' });
  await queue.idle();
  expect(tries).toHaveLength(3);
  expect(exhausted).toEqual(['b']);
  await queue.stop();
});

test('a job with the key of one still waiting is not queued twice; jobs run one at a time', async () => {
  const queue = createMemoryQueue(quiet);
  let running = 0;
  let most = 0;
  const ran: string[] = [];
  // Sent before anyone works on them: all three wait, and the third has the first's key.
  await queue.sendMany('test-job', [
    { data: { id: 'x' }, key: 'k1' },
    { data: { id: 'y' }, key: 'k2' },
    { data: { id: 'x again' }, key: 'k1' },
  ]);
  await queue.work<{ id: string }>({
    name: 'test-job',
    policy,
    async run(data) {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setImmediate(resolve));
      ran.push(data.id);
      running -= 1;
    },
    async exhausted() {},
  });
  await queue.idle();
  expect(ran).toEqual(['x', 'y']);
  expect(most).toBe(1);
  await queue.stop();
});

test('stop drops the waiting jobs and retries, and sends after it are ignored', async () => {
  const queue = createMemoryQueue(quiet);
  const { kind, tries } = recordingKind(['fail']);
  await queue.work(kind);
  await queue.send('test-job', { id: 'c' });
  await queue.stop();
  await queue.send('test-job', { id: 'd' });
  await queue.idle();
  expect(tries.map((t) => t.data)).toEqual(['c']);
});

test('counts: jobs waiting (due or on a timer) and running per name, and failed tries since start (for /metrics)', async () => {
  const queue = createMemoryQueue(quiet, { delayScale: 0.001 });
  const { kind } = recordingKind(['fail', 'fail', 'fail']);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await queue.work<{ id: string }>({ name: 'slow-job', policy, run: () => held, async exhausted() {} });
  await queue.work(kind);
  expect(queue.failedAttempts()).toEqual(new Map([['slow-job', 0], ['test-job', 0]]));

  await queue.send('slow-job', { id: 'running' });
  await queue.send('slow-job', { id: 'due' });
  await queue.send('slow-job', { id: 'later' }, { startAfterSeconds: 60_000 });
  expect(await queue.counts()).toEqual([
    { name: 'slow-job', queued: 2, active: 1 },
    { name: 'test-job', queued: 0, active: 0 },
  ]);

  await queue.send('test-job', { id: 'e' });
  await until(() => queue.failedAttempts().get('test-job') === 3, 'three failed tries');
  expect(queue.failedAttempts().get('slow-job')).toBe(0);
  release();
  await queue.stop();
});
