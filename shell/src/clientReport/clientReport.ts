// Page views and browser errors, counted per remote release and sent to the server, which judges
// canaries by them (docs/architecture.md §3, docs/releases.md). This part runs on every page and
// stays small: it counts views, keeps errors as they were caught, and sends. Errors are scrubbed
// and attributed by formatErrors.ts, a chunk loaded once the page is idle after its first error
// (a page without errors never loads it).
import {
  CLIENT_REPORT_LIMITS,
  CLIENT_REPORT_PATH,
  REMOTE_NAMES,
  releaseOfUrl,
  remoteForPath,
  type ClientErrorKind,
  type ClientReport,
  type RemoteName,
} from '@lectern/shared-api/contract';
import type { RemotesMap } from '../federation/remotesMap.ts';
import { onRemoteLoadError } from '../federation/reportLoadErrors.ts';
import { afterLoadAndIdle } from '../serviceWorker/registerWhenIdle.ts';
// Types only: erased from the build, so the chunk still loads only after a first error.
import type { CaughtError, FormatErrors } from './formatErrors.ts';

/** A report goes this long after the first thing queued, and at once when the page is hidden or left. */
export const REPORT_AFTER_MS = 10_000;

interface Reporter {
  view(path: string): void;
  error(kind: ClientErrorKind, thrown: unknown, remote?: string, at?: string): void;
}

let active: Reporter | undefined;

/** Counts a page view of `path` (a new pathname: the same one again is not a new view). */
export const countView = (path: string) => active?.view(path);

/** Queues an error an error boundary caught. */
export const reportBoundaryError = (thrown: unknown) => active?.error('boundary', thrown);

/**
 * Starts counting this page: its first view, then uncaught errors and unhandled rejections, and
 * what the shell reports itself: views (countView), an error boundary's catch (reportBoundaryError)
 * and a remote that failed to load (reportLoadErrors.ts). Only the remotes the map serves as a
 * release of this server count (`/remotes/<remote>/releases/<id>/...`): a remote hosted
 * elsewhere has no release, and a page with none starts nothing. Returns a stop, for tests.
 */
export function startClientReport(map: RemotesMap): () => void {
  const releases = new Map<RemoteName, string>();
  for (const remote of REMOTE_NAMES) {
    const found = releaseOfUrl(map[remote] ?? '');
    if (found?.remote === remote) releases.set(remote, found.release);
  }
  if (!releases.size) return () => {};

  // At most one entry per remote, so never more than CLIENT_REPORT_LIMITS.maxViewEntries (8).
  const views = new Map<RemoteName, number>();
  let caught: CaughtError[] = [];
  // What was caught on this page (message and stack): a loop reports once, and at most maxErrors in all;
  // a remote that failed to load, then the boundary that caught the same error, once too.
  const seen = new Set<string>();
  const sent = new Set<string>();
  let format: FormatErrors | undefined;
  let loading = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastPath: string | undefined;
  const stop = new AbortController();

  const send = () => {
    clearTimeout(timer);
    timer = undefined;
    const report: ClientReport = {
      views: [...views].map(([remote, count]) => ({ remote, release: releases.get(remote)!, count })),
      // Until its formatter has loaded, what was caught waits (a page left before then loses it).
      errors: format ? format(caught, releases, sent) : [],
    };
    views.clear();
    if (format) caught = [];
    if (!report.views.length && !report.errors.length) return;
    const body = JSON.stringify(report);
    if (!navigator.sendBeacon?.(CLIENT_REPORT_PATH, new Blob([body], { type: 'application/json' }))) {
      fetch(CLIENT_REPORT_PATH, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'application/json' } }).catch(() => {});
    }
  };
  const queued = () => {
    timer ??= setTimeout(send, REPORT_AFTER_MS);
  };

  const reporter: Reporter = {
    view(path) {
      if (path === lastPath) return;
      lastPath = path;
      const remote = remoteForPath(path);
      if (!remote || !releases.has(remote)) return;
      views.set(remote, Math.min((views.get(remote) ?? 0) + 1, CLIENT_REPORT_LIMITS.maxViewsPerEntry));
      queued();
    },
    error(kind, thrown, remote, at) {
      const error = thrown as Partial<Error> | undefined;
      const message = String(error?.message ?? thrown);
      const stack = String(error?.stack ?? at ?? '');
      const key = `${message}\n${stack}`;
      if (seen.has(key) || seen.size >= CLIENT_REPORT_LIMITS.maxErrors) return;
      seen.add(key);
      caught.push({ kind, message, stack, path: location.pathname, remote });
      queued();
      if (format || loading) return;
      loading = true;
      afterLoadAndIdle(() => {
        import(/* webpackChunkName: "client-report" */ './formatErrors.ts').then(
          (loaded) => {
            format = loaded.formatErrors;
            // What it was loaded for goes with the next report; at once if the page was hidden meanwhile.
            if (document.visibilityState === 'hidden') send();
            else queued();
          },
          () => {
            loading = false;
          },
        );
      });
    },
  };

  const listen = { signal: stop.signal };
  addEventListener(
    'error',
    (event) => reporter.error('error', event.error ?? event.message, undefined, event.filename && `${event.filename}:${event.lineno}:${event.colno}`),
    listen,
  );
  addEventListener('unhandledrejection', (event) => reporter.error('unhandledrejection', event.reason), listen);
  // Hidden (another tab, the phone locked) is often the last moment a page has: a closed tab may not fire pagehide.
  addEventListener('pagehide', send, listen);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && send(), listen);

  active = reporter;
  onRemoteLoadError((error, remote) => reporter.error('remote-load', error, remote));
  reporter.view(location.pathname);
  return () => {
    stop.abort();
    clearTimeout(timer);
    active = undefined;
    onRemoteLoadError(undefined);
  };
}
