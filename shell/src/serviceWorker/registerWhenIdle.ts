// The service worker is registered only once the page has loaded and the browser is idle, from
// a chunk of its own: it adds nothing to the first load of a page (docs/architecture.md §8,
// the JS budget of /), and its precache downloads in the background after.

/** The page has loaded and the main thread has nothing to do (or 2 s have passed: a busy tab still registers). */
export function afterLoadAndIdle(run: () => void, win: Window = window): void {
  const whenIdle = () => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(run, { timeout: 2000 });
    else win.setTimeout(run, 200);
  };
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}

/**
 * Production pages only: a development server has no sw.js, and a worker would hold on to old
 * bundles. A registration that fails (the connection dropped before the page was idle) is tried
 * again when the browser is back online: until then nothing could be kept for offline reading.
 */
export function registerServiceWorkerWhenIdle(load: () => Promise<{ registerServiceWorker: () => Promise<void> }>, win: Window = window): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const attempt = () => {
    void load()
      .then(({ registerServiceWorker }) => registerServiceWorker())
      .catch((error: unknown) => {
        console.warn('The service worker could not be registered; trying again once back online', error);
        win.addEventListener('online', attempt, { once: true });
      });
  };
  afterLoadAndIdle(attempt, win);
}
