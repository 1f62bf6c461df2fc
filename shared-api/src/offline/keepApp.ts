// A material is kept offline only once the app that reads it is on the device too: the service
// worker's install holds the shell, and the worker is asked to keep the reading remote's current
// release now (contract/appOffline.ts), telling how it goes. Without this, a student who went
// offline the moment "Kept offline" showed met "This section could not be loaded".
import { KEEP_APP_MESSAGE, OFFLINE_READER_REMOTE, type KeepAppReply, type KeepAppRequest } from '../contract/index.ts';
import { OfflineError } from './offlineError.ts';
import type { KeepProgress } from './types.ts';

/** How long the worker may take to be in charge (it registers once the first page is idle). */
export const WORKER_WAIT_MS = 20_000;
/** How long a worker in charge may take to say it started (an older worker never answers). */
export const ANSWER_WAIT_MS = 10_000;

function within<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(null), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** The page's service workers, and whether one is expected to take charge of it. */
export interface PageWorkers {
  /** Production pages register one (the shell, once idle); a development server and the tests have none. */
  expected: boolean;
  /** Absent in a browser without service workers. */
  container?: ServiceWorkerContainer;
}

const pageWorkers = (): PageWorkers => ({ expected: process.env.NODE_ENV === 'production', container: globalThis.navigator?.serviceWorker });

/**
 * Resolves once the reading remote's current release is on the device, telling how its files
 * come; throws OfflineError('app') when it could not be kept (the connection went, no worker took
 * charge) and 'unsupported' in a browser without service workers, where nothing reads offline.
 * Where no worker is expected, a kept material is its files.
 */
export async function keepAppOffline(onProgress?: KeepProgress, { expected, container }: PageWorkers = pageWorkers()): Promise<void> {
  if (!expected) return;
  if (!container) throw new OfflineError('unsupported');
  const registration = await within(container.ready, WORKER_WAIT_MS);
  const worker = registration?.active;
  if (!worker) throw new OfflineError('app');
  const channel = new MessageChannel();
  const kept = new Promise<boolean>((resolve) => {
    let started = false;
    const silent = setTimeout(() => !started && resolve(false), ANSWER_WAIT_MS);
    channel.port1.onmessage = (event: MessageEvent<KeepAppReply>) => {
      const reply = event.data;
      started = true;
      clearTimeout(silent);
      if (reply.type === 'progress') onProgress?.(reply.done, reply.total, 'app');
      else if (reply.type === 'done') resolve(reply.kept);
    };
  });
  const request: KeepAppRequest = { type: KEEP_APP_MESSAGE, remote: OFFLINE_READER_REMOTE };
  worker.postMessage(request, [channel.port2]);
  try {
    if (!(await kept)) throw new OfflineError('app');
  } finally {
    channel.port1.close();
  }
}
