/** The longest `whenIdle` waits for an idle moment on a main thread that never has one. */
const IDLE_TIMEOUT_MS = 3000;

/** Runs `task` when the main thread is idle (requestIdleCallback; a timer where it is missing). */
export function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(task, 200);
}
