// At most `limit` holders at once; the others wait in order (LibreOffice conversions: one at a
// time by default, as each takes a core and hundreds of MB).

export interface Semaphore {
  /** Waits for a place; the function it resolves to gives the place back (once). */
  acquire(): Promise<() => void>;
}

export function createSemaphore(limit: number): Semaphore {
  let held = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else held -= 1;
  };
  return {
    async acquire() {
      if (held < limit) held += 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      let released = false;
      return () => {
        if (released) return;
        released = true;
        release();
      };
    },
  };
}
