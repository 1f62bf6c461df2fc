import { startTransition, useEffect, useState } from 'react';

/**
 * False until `ready`, then true once the browser is idle (at most 2 s later; at once, in a task
 * of its own, where it has no requestIdleCallback). What can wait for it waits for the page's
 * own start: on a phone, the work that followed the first page's drawing at once (the pages near
 * it, every page's shape) kept the main thread busy while the page was still starting. It turns
 * true in a transition: what it lets start renders in slices, never one long task.
 */
export function useIdleAfter(ready: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready || idle) return undefined;
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(() => startTransition(() => setIdle(true)), { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(() => startTransition(() => setIdle(true)));
    return () => clearTimeout(id);
  }, [ready, idle]);
  return idle;
}
