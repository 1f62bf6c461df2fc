import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

let hydrating = false;

/**
 * The shell says when it hydrates server markup (true before `hydrateRoot`, false once the page
 * is hydrated). While it does, the browser's snapshot of `useAsServer` is the server's, so React
 * has no mismatch to correct: a snapshot that differs makes React re-render every component that
 * reads it synchronously right after hydration, in one task that cannot yield (on the dashboard,
 * the whole layout with its new styles: a long task on a phone). Without the shell's word (tests,
 * a page rendered on the client alone), the hooks behave as plain `useSyncExternalStore`.
 */
export function setHydrating(value: boolean): void {
  hydrating = value;
}

const neverChanges = () => () => {};

/**
 * True on the server and in the render that hydrates its markup; false from the next render
 * on, and from the first render of what the client renders alone. After hydration the switch is
 * a transition, so the render it causes yields to the browser between components.
 */
export function useAsServer(): boolean {
  const asServer = useSyncExternalStore(neverChanges, () => hydrating, () => true);
  const [caughtUp, setCaughtUp] = useState(false);
  const still = asServer && !caughtUp;
  useEffect(() => {
    if (still) startTransition(() => setCaughtUp(true));
  }, [still]);
  return still;
}
