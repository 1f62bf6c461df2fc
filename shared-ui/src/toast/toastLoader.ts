// react-toastify is ~10 KB gzip that most page views never need: it loads with the first toast.
type Toastify = typeof import('react-toastify');

let toastify: Promise<Toastify> | null = null;
let markReady: () => void = () => undefined;
const hostReady = new Promise<void>((resolve) => (markReady = resolve));
const listeners = new Set<() => void>();

export function loadToastify(): Promise<Toastify> {
  if (!toastify) {
    toastify = import('react-toastify');
    listeners.forEach((listener) => listener());
  }
  return toastify;
}

export const isToastifyRequested = () => toastify !== null;

export function onToastifyRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The container calls this once mounted: toasts sent before then wait for it. */
export const toastHostMounted = () => markReady();

/** Resolves with react-toastify once a container is on the page to show its toasts. */
export async function whenToastsCanShow(): Promise<Toastify> {
  const module = await loadToastify();
  await hostReady;
  return module;
}
