// The spec's relative time wording, shown by the student area and the portal alike.
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

/** The specification's wording: 'N day(s) ago', 'N hour(s) ago', 'N minute(s) ago', 'just now'. */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const elapsed = now - new Date(iso).getTime();
  if (elapsed >= DAY) return plural(Math.floor(elapsed / DAY), 'day');
  if (elapsed >= HOUR) return plural(Math.floor(elapsed / HOUR), 'hour');
  if (elapsed >= MINUTE) return plural(Math.floor(elapsed / MINUTE), 'minute');
  return 'just now';
}
