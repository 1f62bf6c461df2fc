/**
 * Resolves in a task of its own, so the browser may paint and answer input in between: the
 * shell's start-up is cut into such steps instead of one long task (a slow phone's CPU turns
 * each long task into a frozen page). `scheduler.yield()` where the browser has it (the rest of
 * the start-up keeps its place ahead of other work); a message otherwise, which background tabs
 * do not throttle as they do timers.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
