import { useEffect } from 'react';
import { replayEarlyInput } from '../earlyInput/replayEarlyInput.ts';
import { markHydrated } from './markHydrated.ts';

/**
 * Placed after a page's content: its effect runs once that content is hydrated (or rendered).
 * The page is live from then on: its loading animations may run (markHydrated), and the input
 * held since the page appeared is handed to React. The replay runs in a task of its own, as real
 * input would: React then applies each event's updates before the next event (a submit sees the
 * text typed before it).
 */
export function OnceHydrated() {
  useEffect(() => {
    markHydrated();
    const replay = setTimeout(replayEarlyInput);
    return () => clearTimeout(replay);
  }, []);
  return null;
}
