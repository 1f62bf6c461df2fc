import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False while the page is prerendered and in the render that hydrates that markup; true from
 * the next render on, and from the first render of a page the client renders alone. What only
 * the browser knows (the query string, answers already in the cache) waits for it, so the first
 * client render is exactly the prerendered markup and React takes it over without a mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
