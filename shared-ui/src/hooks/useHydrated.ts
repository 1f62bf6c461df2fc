import { useAsServer } from './hydrationPhase.ts';

/**
 * False while a page is rendered on the server (at build time or for a signed-in request) and in
 * the render that hydrates that markup; true from the next render on, and from the first render
 * of a page the client renders alone. What only the browser knows (the query string, answers
 * already in the cache, the reader's time zone) waits for it, so the first client render is
 * exactly the server's markup and React takes it over without a mismatch.
 */
export function useHydrated(): boolean {
  return !useAsServer();
}
