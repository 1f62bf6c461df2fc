import { useEffect } from 'react';
import { replayEarlyInput } from '../earlyInput/replayEarlyInput.ts';

/**
 * Placed after a page's content: its effect runs once that content is hydrated (or rendered).
 * The page is live from then on:
 * - #root is marked hydrated, so the loading animations of the prerendered markup start
 *   (index.html holds them still until then: on a phone every animated frame competes with
 *   the scripts that make the page live);
 * - the input held since the page appeared is handed to React. The replay runs in a task of its
 *   own, as real input would: React then applies each event's updates before the next event (a
 *   submit sees the text typed before it).
 */
export function OnceHydrated() {
  useEffect(() => {
    document.getElementById('root')?.setAttribute('data-hydrated', ''); // what index.html's stylesheet waits for
    const replay = setTimeout(replayEarlyInput);
    return () => clearTimeout(replay);
  }, []);
  return null;
}
