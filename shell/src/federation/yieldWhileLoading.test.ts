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

/** A federation host whose share scope holds one package the shell brought and one a remote brought. */
function hostWithShares() {
  const evaluated: string[] = [];
  // As the runtime's `lib`: evaluates the package the first time, then returns the same exports.
  const pkg = (name: string) => {
    let exports: { name: string } | undefined;
    return () => {
      if (!exports) {
        evaluated.push(name);
        exports = { name };
      }
      return exports;
    };
  };
  const origin = {
    options: { name: 'shell' },
    shareScopeMap: {
      default: {
        react: { '19.2.0': { from: 'shell', lib: pkg('react') } },
        yup: { '1.7.0': { from: 'auth', lib: pkg('yup') } },
        formik: { '2.4.6': { from: 'auth' } },
      },
    },
  };
  return { evaluated, args: { id: 'auth/AuthRoutes', expose: './AuthRoutes', loadFactory: true, moduleInfo: {}, origin } };
}

test('evaluating an exposed module waits for a task of its own', async () => {
  const plugin = yieldWhileLoading() as unknown as Hooks;
  const { args } = hostWithShares();
  const nothingShared = { ...args, origin: { ...args.origin, shareScopeMap: {} } };
  const { settledInTheSameTask } = await settlement(() => plugin.beforeExecuteFactory(nothingShared));
  expect(settledInTheSameTask).toBe(false);
});

test("a package a remote brought is evaluated in a task of its own before the exposed module, once; the shell's are left alone", async () => {
  const plugin = yieldWhileLoading() as unknown as Hooks;
  const { evaluated, args } = hostWithShares();
  const running = plugin.beforeExecuteFactory(args);
  for (let i = 0; i < 20; i++) await Promise.resolve();
  // Not in the task that asked for the remote's module...
  expect(evaluated).toEqual([]);
  await running;
  // ...but before its exposed module runs. React was the shell's, evaluated as it started;
  // formik is registered but not loaded yet (no lib), so there is nothing to evaluate.
  expect(evaluated).toEqual(['yup']);
  await plugin.beforeExecuteFactory(args);
  expect(evaluated).toEqual(['yup']);
});
