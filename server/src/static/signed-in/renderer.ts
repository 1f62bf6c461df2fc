import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { SignedInPageState } from '@lectern/shared-api/contract';
import { PRERENDER_BUNDLE_PATH, SIGNED_IN_RENDER_EXPORT } from '@lectern/build/artifacts';
import type { RemoteName } from '../../platform/config.ts';
import type { PrerenderedPage } from '../prerendered.ts';
import type { BuildFiles } from '../remote-files.ts';

const WORKER = fileURLToPath(new URL('./render-worker.mjs', import.meta.url));

/**
 * Markup only makes a page faster: past this the page goes out without it (the browser renders
 * it), and the render's answer, when it comes, is dropped. A dashboard renders in 5-60 ms once
 * warm, several times that while the thread's code is still cold or the machine is busy; the page
 * without markup paints about 1.5 s later on a phone, so waiting this long still pays.
 */
const RENDER_TIMEOUT_MS = 800;
/** Renders waiting at once; more are not queued behind them (the page goes out without markup). */
const MAX_WAITING = 16;
/** A render still unanswered after this has hung the thread: it is stopped, and a fresh one started. */
const STUCK_MS = 3_000;
/** The thread's heap: a runaway render costs the thread (restarted), never the API. */
const WORKER_HEAP_MB = 256;

/** How long a page waits, and when a thread counts as hung (tests make them short). */
export interface RenderLimits {
  renderTimeoutMs: number;
  stuckMs: number;
}
const LIMITS: RenderLimits = { renderTimeoutMs: RENDER_TIMEOUT_MS, stuckMs: STUCK_MS };

export interface SignedInRenderer {
  /** The remote's markup of `url` for this person, or null (not a page it renders, no bundle, slow, failed). */
  render(remote: RemoteName, url: string, state: SignedInPageState): Promise<PrerenderedPage | null>;
  /** Loads the bundles of these remotes now, so the first page does not wait for them. */
  warm(remotes: readonly RemoteName[]): void;
  close(): Promise<void>;
}

interface Answer {
  id: number;
  page: PrerenderedPage | null;
  error?: string;
}

/**
 * Signed-in pages rendered by their remote's own prerender bundle, read from the remote's build
 * on disk, in one worker thread. A remote on another host (REMOTE_<NAME>_URL) is not rendered
 * here: the server does not run code fetched over the network, and its pages render in the
 * browser as before.
 */
export function createSignedInRenderer(
  staticRoot: string,
  files: Pick<BuildFiles, 'servedHere'>,
  log: FastifyBaseLogger,
  { renderTimeoutMs, stuckMs }: RenderLimits = LIMITS,
): SignedInRenderer {
  const bundleOf = (remote: RemoteName) => path.join(staticRoot, `remote-${remote}`, 'dist', PRERENDER_BUNDLE_PATH);
  let worker: Worker | null = null;
  let nextId = 1;
  /** Pages waiting for their markup, by render id. */
  const waiting = new Map<number, (page: PrerenderedPage | null) => void>();
  /** Renders the thread has not answered yet (a page may have stopped waiting for one). */
  const unanswered = new Set<number>();
  const warmed = new Set<RemoteName>();

  function settleAll() {
    for (const resolve of waiting.values()) resolve(null);
    waiting.clear();
    unanswered.clear();
  }

  /** A fresh thread, with the bundles the last one had loaded. */
  function restart(thread: Worker) {
    if (worker !== thread) return;
    log.warn('a signed-in page render hung; the render thread starts again');
    worker = null;
    settleAll();
    void thread.terminate();
    warm([...warmed]);
  }

  function warm(remotes: readonly RemoteName[]) {
    // Only built remotes: without a build (the API's tests) no thread is started.
    for (const remote of remotes.filter((name) => files.servedHere(name) && existsSync(bundleOf(name)))) {
      warmed.add(remote);
      worker ??= start();
      worker.postMessage({ id: 0, bundle: bundleOf(remote), url: null });
    }
  }

  function start(): Worker {
    const thread = new Worker(WORKER, {
      workerData: { exportName: SIGNED_IN_RENDER_EXPORT },
      // React and styled-components as the browser's production build runs them.
      env: { ...process.env, NODE_ENV: 'production' },
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
      stdout: false,
      stderr: false,
    });
    thread.on('message', ({ id, page, error }: Answer) => {
      if (error) log.warn({ error }, 'a signed-in page could not be rendered on the server; the browser renders it');
      unanswered.delete(id);
      waiting.get(id)?.(page);
      waiting.delete(id);
    });
    thread.on('error', (error) => log.error({ err: error }, 'the page render thread failed; it starts again on the next page'));
    thread.on('exit', () => {
      // A thread stopped for hanging has been replaced already: its exit settles nothing new.
      if (worker !== thread) return;
      worker = null;
      settleAll();
    });
    // Never what keeps the process alive.
    thread.unref();
    return thread;
  }

  return {
    render(remote, url, state) {
      if (!files.servedHere(remote) || waiting.size >= MAX_WAITING) return Promise.resolve(null);
      const thread = (worker ??= start());
      const id = nextId++;
      warmed.add(remote);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiting.delete(id);
          resolve(null);
        }, renderTimeoutMs);
        waiting.set(id, (page) => {
          clearTimeout(timer);
          resolve(page);
        });
        unanswered.add(id);
        thread.postMessage({ id, bundle: bundleOf(remote), url, state });
        setTimeout(() => {
          if (unanswered.has(id)) restart(thread);
        }, stuckMs).unref();
      });
    },
    warm,
    async close() {
      const thread = worker;
      worker = null;
      settleAll();
      if (thread) await thread.terminate();
    },
  };
}
