import { useEffect } from 'react';
import { replayEarlyInput } from './replayEarlyInput.ts';

/**
 * Placed after a page's content: its effect runs once that content is hydrated (or rendered),
 * which is when input held since the page appeared can be handed to React. The replay runs in
 * a task of its own, as real input would: React then applies each event's updates before the
 * next event (a submit sees the text typed before it).
 */
export function ReplayEarlyInput() {
  useEffect(() => {
    const replay = setTimeout(replayEarlyInput);
    return () => clearTimeout(replay);
  }, []);
  return null;
}
