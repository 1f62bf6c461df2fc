import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import yieldWhileLoading from './yieldWhileLoading.ts';

type Hook = (args?: unknown) => Promise<unknown>;
type Hooks = { beforeInitContainer: Hook; beforeExecuteFactory: Hook };

// jsdom has no MessageChannel, which the shell's nextTask posts to; Node's is a real task queue.
beforeAll(() => {
  (globalThis as { MessageChannel?: unknown }).MessageChannel = NodeMessageChannel;
});
afterAll(() => {
  delete (globalThis as { MessageChannel?: unknown }).MessageChannel;
});

/** Runs a hook; reports whether it had settled once every microtask queued so far had run. */
async function settlement(run: () => Promise<unknown>) {
  let settled = false;
  const done = run().then((result) => {
    settled = true;
    return result;
  });
  for (let i = 0; i < 20; i++) await Promise.resolve();
  const settledInTheSameTask = settled;
  return { settledInTheSameTask, result: await done };
}

test('starting a remote container waits for a task of its own, and passes its arguments on unchanged', async () => {
  const plugin = yieldWhileLoading() as unknown as Hooks;
  const args = { shareScope: {}, initScope: [] };
  const { settledInTheSameTask, result } = await settlement(() => plugin.beforeInitContainer(args));
  expect(settledInTheSameTask).toBe(false);
  expect(result).toBe(args);
});

test('evaluating an exposed module waits for a task of its own', async () => {
  const plugin = yieldWhileLoading() as unknown as Hooks;
  const { settledInTheSameTask } = await settlement(() => plugin.beforeExecuteFactory());
  expect(settledInTheSameTask).toBe(false);
});
