import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { KEEP_APP_MESSAGE, OFFLINE_READER_REMOTE, type KeepAppReply } from '../contract/index.ts';
import { ANSWER_WAIT_MS, keepAppOffline, WORKER_WAIT_MS, type PageWorkers } from './keepApp.ts';
import { OFFLINE_MESSAGES } from './messages.ts';

// The page's half of "the app is kept too": the worker is asked for the reading remote, its
// progress is passed on, and anything but "kept" stops the keep with words to show.

/** A page's service workers whose active worker answers each request with `replies`. */
function workers(replies: KeepAppReply[], seen: unknown[] = []): PageWorkers {
  const active = {
    postMessage(message: unknown, transfer: MessagePort[]) {
      seen.push(message);
      for (const reply of replies) transfer[0]!.postMessage(reply);
      if (replies.length > 0) transfer[0]!.close();
    },
  };
  return { expected: true, container: { ready: Promise.resolve({ active }) } as unknown as ServiceWorkerContainer };
}

// jsdom has no MessageChannel; Node's is the same standard one.
beforeAll(() => {
  globalThis.MessageChannel ??= NodeMessageChannel as unknown as typeof MessageChannel;
});
afterEach(() => jest.useRealTimers());

test('asks the worker for the reading remote, passes its progress on as the app stage, and resolves once it is kept', async () => {
  const seen: unknown[] = [];
  const progress: unknown[] = [];
  const replies: KeepAppReply[] = [{ type: 'started' }, { type: 'progress', done: 0, total: 3 }, { type: 'progress', done: 3, total: 3 }, { type: 'done', kept: true }];
  await keepAppOffline((...args) => progress.push(args), workers(replies, seen));
  expect(seen).toEqual([{ type: KEEP_APP_MESSAGE, remote: OFFLINE_READER_REMOTE }]);
  expect(progress).toEqual([
    [0, 3, 'app'],
    [3, 3, 'app'],
  ]);
});

test('a release the worker could not keep (the connection went) stops the keep, saying nothing was kept', async () => {
  await expect(keepAppOffline(undefined, workers([{ type: 'started' }, { type: 'done', kept: false }]))).rejects.toThrow(OFFLINE_MESSAGES.appFailed);
});

test('a worker that never answers (an older one), or none that takes charge, stops it too', async () => {
  jest.useFakeTimers();
  const silent = keepAppOffline(undefined, workers([]));
  const silentFailed = expect(silent).rejects.toThrow(OFFLINE_MESSAGES.appFailed);
  await jest.advanceTimersByTimeAsync(ANSWER_WAIT_MS);
  await silentFailed;

  const never = keepAppOffline(undefined, { expected: true, container: { ready: new Promise(() => undefined) } as unknown as ServiceWorkerContainer });
  const neverFailed = expect(never).rejects.toThrow(OFFLINE_MESSAGES.appFailed);
  await jest.advanceTimersByTimeAsync(WORKER_WAIT_MS);
  await neverFailed;
});

test('without service workers nothing can be read offline; where none is expected (development, tests) the files are the keep', async () => {
  await expect(keepAppOffline(undefined, { expected: true })).rejects.toThrow(OFFLINE_MESSAGES.unsupported);
  await expect(keepAppOffline(undefined, { expected: false })).resolves.toBeUndefined();
  await expect(keepAppOffline()).resolves.toBeUndefined();
});
