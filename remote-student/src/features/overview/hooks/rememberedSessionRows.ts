// How many upcoming sessions the dashboard showed last time, kept on the device, so the next
// visit's loading card is as tall as the card that will replace it: someone with sessions sees
// their rows' placeholders, someone without sees no box appear and vanish.
import { UPCOMING_SESSIONS_MAX } from '@lectern/shared-api/contract';

const KEY = 'lectern.overview.upcomingSessions';

export function rememberedSessionRows(): number {
  try {
    const rows = Number(globalThis.localStorage?.getItem(KEY));
    return Number.isInteger(rows) ? Math.min(Math.max(rows, 0), UPCOMING_SESSIONS_MAX) : 0;
  } catch {
    return 0; // storage refused (private mode): no placeholder, as for a first visit
  }
}

export function rememberSessionRows(rows: number): void {
  try {
    globalThis.localStorage?.setItem(KEY, String(rows));
  } catch {
    // nothing kept: the next visit starts without placeholders
  }
}
