/**
 * Resolves in a task of its own, so the browser may paint and answer input between two steps of
 * the reader's start. `scheduler.yield()` where the browser has it (the reader keeps its place
 * ahead of other work), a timer otherwise.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
