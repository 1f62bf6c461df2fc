import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { SignedInPageState } from '@lectern/shared-api/contract';
import { SIGNED_IN_RENDER_EXPORT } from '@lectern/build/artifacts';
import type { PrerenderedPage } from '../prerendered.ts';
import { isInside, nodeModulesRoot, renderSandbox } from './sandbox.ts';

const CHILD = fileURLToPath(new URL('./render-child.mjs', import.meta.url));

/**
 * Markup only makes a page faster: past this the page goes out without it (the browser renders
 * it), and the render's answer, when it comes, is dropped. A dashboard renders in 5-60 ms once
 * warm, several times that while the process's code is still cold or the machine is busy; the
 * page without markup paints about 1.5 s later on a phone, so waiting this long still pays.
 */
const RENDER_TIMEOUT_MS = 800;
/** Renders waiting at once; more are not queued behind them (the page goes out without markup). */
const MAX_WAITING = 16;
/** A message still unanswered after this has hung the process: it is killed, and a fresh one started. */
const STUCK_MS = 3_000;
/**
 * The same while the process is loading a bundle (its first message about it, or any message
 * queued behind one): a student bundle loads in about a second, several on a busy machine, and
 * a load taken for a hang would kill the process and start the load again, for ever under load.
 */
const LOAD_STUCK_MS = 20_000;
/** The process's heap: a runaway render costs the process (restarted), never the API. */
const CHILD_HEAP_MB = 256;
/**
 * Bundles loaded in one process. A loaded bundle stays loaded (a release never changes), so
 * past this many the process is replaced by a fresh one that loads only the most recently used.
 */
const MAX_BUNDLES = 6;

/** How long a page waits, and when a process counts as hung (tests make them short). */
export interface RenderLimits {
  renderTimeoutMs: number;
  stuckMs: number;
  loadStuckMs: number;
}
const LIMITS: RenderLimits = { renderTimeoutMs: RENDER_TIMEOUT_MS, stuckMs: STUCK_MS, loadStuckMs: LOAD_STUCK_MS };

export interface SignedInRendererOptions {
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** The folders whose bundles may be run (where the releases live): the process may read them, and a bundle elsewhere is refused. */
  readableDirs: readonly string[];
  limits?: RenderLimits;
}

export interface SignedInRenderer {
  /** The bundle's markup of `url` for this person, or null (not a page it renders, refused, slow, failed). */
  render(bundlePath: string, url: string, state: SignedInPageState): Promise<PrerenderedPage | null>;
  /** Loads these bundles now, so the first page does not wait for them. */
  warm(bundlePaths: readonly string[]): void;
  close(): Promise<void>;
}

interface Child {
  process: ChildProcess;
  /** Bundles sent to it (loaded, or about to be). */
  loaded: Set<string>;
  /** Bundles it has answered a message about: loading them does not hang. */
  answered: Set<string>;
  /** Messages it has not answered, with the bundle each names. */
  unanswered: Map<number, string>;
  /** Replaced for holding too many bundles: ended once it has answered what it was sent. */
  retiring: boolean;
}

interface Answer {
  id: number;
  page: PrerenderedPage | null;
  error?: string;
}

/**
 * Signed-in pages rendered by the release bundles of their remotes, in one sandboxed child
 * process (sandbox.ts, render-child.mjs).
 */
export function createSignedInRenderer({ log, readableDirs, limits = LIMITS }: SignedInRendererOptions): SignedInRenderer {
  const modules = nodeModulesRoot();
  if (!modules) log.warn('React is not installed beside the server: signed-in pages render in the browser');
  /** The running processes: the current one, and any retiring. */
  const children = new Set<Child>();
  let current: Child | null = null;
  let closed = false;
  let nextId = 1;
  /** Pages waiting for their markup, by message id. */
  const waiting = new Map<number, { child: Child; settle(page: PrerenderedPage | null): void }>();
  /** The bundles used last, most recent last: what a fresh process loads. */
  let recent: string[] = [];

  /** The path of a bundle this renderer may run, or null (refused, and logged). */
  function allowed(bundlePath: string): string | null {
    if (!modules || closed) return null;
    if (isInside(readableDirs, bundlePath)) return path.resolve(bundlePath);
    log.warn({ bundle: bundlePath }, 'a prerender bundle outside the release folders is not run');
    return null;
  }

  function used(bundle: string) {
    recent = [...recent.filter((other) => other !== bundle), bundle].slice(-MAX_BUNDLES);
  }

  /** The process that runs this bundle: the current one, or a fresh one when it holds its share of bundles. */
  function childFor(bundle: string): Child {
    if (current && !current.loaded.has(bundle) && current.loaded.size >= MAX_BUNDLES) retire(current);
    return (current ??= start());
  }

  /** Loads the recently used bundles into a fresh process, after whatever it was first sent. */
  function refill(child: Child) {
    for (const bundle of recent) if (!child.loaded.has(bundle)) send(child, bundle, null, null);
  }

  function send(child: Child, bundle: string, url: string | null, state: SignedInPageState | null): number {
    const id = nextId++;
    // Messages are answered in turn: one sent behind a load waits for it.
    const loading = !child.answered.has(bundle) || [...child.unanswered.values()].some((other) => !child.answered.has(other));
    child.loaded.add(bundle);
    child.unanswered.set(id, bundle);
    // A failed send (the process gone) is settled by its exit.
    child.process.send({ id, bundle, url, state }, () => {});
    setTimeout(
      () => {
        if (child.unanswered.has(id)) hung(child, bundle);
      },
      loading ? limits.loadStuckMs : limits.stuckMs,
    ).unref();
    return id;
  }

  /** Kills a process and settles the pages waiting on it with null. */
  function end(child: Child) {
    children.delete(child);
    if (current === child) current = null;
    child.process.kill('SIGKILL');
    for (const [id, wait] of waiting) {
      if (wait.child !== child) continue;
      waiting.delete(id);
      wait.settle(null);
    }
    child.unanswered.clear();
  }

  function retire(child: Child) {
    if (current === child) current = null;
    child.retiring = true;
    if (child.unanswered.size === 0) end(child);
  }

  function hung(child: Child, bundle: string) {
    if (!children.has(child)) return;
    log.warn({ bundle }, 'a signed-in page render hung; the render process starts again');
    const wasCurrent = current === child;
    end(child);
    // A bundle that hung as it loaded is not loaded again by itself: it would hang every fresh process.
    if (!child.answered.has(bundle)) recent = recent.filter((other) => other !== bundle);
    if (wasCurrent && !closed && recent.length > 0) refill((current = start()));
  }

  function start(): Child {
    const sandbox = renderSandbox(CHILD, modules!, readableDirs);
    const proc = fork(CHILD, [SIGNED_IN_RENDER_EXPORT], {
      execArgv: [...sandbox.execArgv, `--max-old-space-size=${CHILD_HEAP_MB}`],
      env: sandbox.env,
      // What the page hands the render crosses as structured clone, as it did to a worker thread.
      serialization: 'advanced',
      // The permission model prints an experimental warning; a bundle's output is not the server's log.
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    const child: Child = { process: proc, loaded: new Set(), answered: new Set(), unanswered: new Map(), retiring: false };
    children.add(child);
    proc.on('message', ({ id, page, error }: Answer) => {
      const bundle = child.unanswered.get(id);
      // Only answers to what was asked (the bundle's code runs in that process and could send anything).
      if (bundle === undefined) return;
      child.unanswered.delete(id);
      child.answered.add(bundle);
      if (error) log.warn({ error: String(error).slice(0, 500), bundle }, 'a signed-in page could not be rendered on the server; the browser renders it');
      const wait = waiting.get(id);
      waiting.delete(id);
      wait?.settle(page && typeof page.html === 'string' && typeof page.css === 'string' ? { html: page.html, css: page.css } : null);
      if (child.retiring && child.unanswered.size === 0) end(child);
    });
    proc.on('error', (error) => log.error({ err: error }, 'the signed-in render process failed'));
    proc.on('exit', (code, signal) => {
      // Killed here (hung, retired, closed): already settled.
      if (!children.has(child)) return;
      log.error({ code, signal }, 'the signed-in render process stopped; a fresh one starts with the next page');
      end(child);
    });
    // Never what keeps the server's process alive (the IPC channel would, by itself).
    proc.unref();
    proc.channel?.unref();
    return child;
  }

  return {
    render(bundlePath, url, state) {
      const bundle = allowed(bundlePath);
      if (!bundle || waiting.size >= MAX_WAITING) return Promise.resolve(null);
      used(bundle);
      const child = childFor(bundle);
      const fresh = child.loaded.size === 0;
      return new Promise((resolve) => {
        const id = send(child, bundle, url, state);
        const timer = setTimeout(() => {
          waiting.delete(id);
          resolve(null);
        }, limits.renderTimeoutMs);
        waiting.set(id, {
          child,
          settle(page) {
            clearTimeout(timer);
            resolve(page);
          },
        });
        // The page's own bundle first, then what a replaced process had.
        if (fresh) refill(child);
      });
    },
    warm(bundlePaths) {
      for (const bundle of bundlePaths.slice(-MAX_BUNDLES).map(allowed)) {
        if (!bundle) continue;
        used(bundle);
        const child = childFor(bundle);
        if (child.loaded.has(bundle)) continue;
        const fresh = child.loaded.size === 0;
        send(child, bundle, null, null);
        if (fresh) refill(child);
      }
    },
    async close() {
      closed = true;
      await Promise.all(
        [...children].map((child) => {
          const { process: proc } = child;
          const exited = proc.exitCode !== null || proc.signalCode !== null ? null : new Promise((resolve) => proc.once('exit', resolve).once('error', resolve));
          end(child);
          return exited;
        }),
      );
    },
  };
}
