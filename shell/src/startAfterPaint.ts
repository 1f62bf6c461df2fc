/** Longest wait for the first paint; a tab that shows none in this time starts anyway. */
const PAINT_WAIT_MS = 1500;

interface Preload {
  href: string;
  as: 'script' | 'fetch';
}

declare global {
  interface Window {
    /** On a prerendered page, the files the server would otherwise preload from the <head>. */
    __LECTERN_PRELOADS__?: Preload[];
  }
}

/**
 * Runs `start` once the browser has shown the prerendered markup in #root, in a task of its
 * own: when the first contentful paint is reported (where Paint Timing is missing, after the
 * next animation frame). A page without prerendered markup has nothing to paint before the app
 * renders, and a hidden tab paints nothing: both start at once.
 */
export function afterFirstPaint(start: () => void, doc: Document = document): void {
  const prerendered = doc.getElementById('root')?.hasAttribute('data-prerendered') ?? false;
  if (!prerendered || doc.visibilityState !== 'visible' || typeof requestAnimationFrame !== 'function') {
    start();
    return;
  }
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) return;
      observer.disconnect();
      setTimeout(once, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(once, 0));
  }
  setTimeout(once, PAINT_WAIT_MS);
}

/**
 * Asks for the start-up files the server listed in the page's script (a prerendered page
 * carries no preload links, so nothing competes with its first paint), all at once instead of
 * one after another as the federation runtime finds them.
 */
export function preloadStartupFiles(preloads: Preload[] = window.__LECTERN_PRELOADS__ ?? [], doc: Document = document): void {
  for (const { href, as } of preloads) {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', as);
    link.href = href;
    // The federation runtime fetches the manifest in CORS mode: the preload must match it to be reused.
    if (as === 'fetch') link.crossOrigin = 'anonymous';
    doc.head.append(link);
  }
}
