import type { CSSProperties } from 'react';
import { useHydrated } from '../hooks/useHydrated.ts';

/** Formats an ISO time for display; without a time zone, in the browser's own. */
export type TimeFormat = (iso: string, timeZone?: string) => string;

/** Keeps the place of the text without showing it (a wrong time is worse than none). */
const HOLDS_PLACE: CSSProperties = { visibility: 'hidden' };

/**
 * A date or time in the reader's time zone. Markup made on the server cannot know that zone, so
 * it (and the render that hydrates it) holds the place with the UTC text, hidden; the browser
 * then writes the local text. A page the browser renders alone shows it at once.
 */
export function LocalTime({ dateTime, format }: { dateTime: string; format: TimeFormat }) {
  const local = useHydrated();
  return (
    <time dateTime={dateTime} style={local ? undefined : HOLDS_PLACE}>
      {format(dateTime, local ? undefined : 'UTC')}
    </time>
  );
}
