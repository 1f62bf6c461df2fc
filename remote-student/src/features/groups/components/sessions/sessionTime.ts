// How the group's sessions say when they are: "Thursday 3 December, 16:00–18:00" (the day
// written out, 24-hour times, as the dashboard's "Thursday 16:00"), in the browser's time zone,
// named when it is not the site's: "Thursday 3 December, 15:00–17:00 UTC".
import { readerZoneNote } from '@lectern/shared-api/contract';

const day = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long' });
const clock = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

export const sessionDay = (iso: string) => day.format(new Date(iso));

export const sessionClock = (iso: string) => clock.format(new Date(iso));

/** "Thursday 3 December, 16:00–18:00"; read by screen readers as "16:00 to 18:00". */
export const sessionWhen = (startsAt: string, endsAt: string, siteTimeZone: string) => {
  const note = readerZoneNote(startsAt, siteTimeZone);
  return `${sessionDay(startsAt)}, ${sessionClock(startsAt)}–${sessionClock(endsAt)}${note ? ` ${note}` : ''}`;
};

/** The reader's zone as the schedule form names it: "GMT+1", "UTC". */
export const readerZone = () => new Intl.DateTimeFormat('en-GB', { timeZoneName: 'short' }).formatToParts(new Date()).find((part) => part.type === 'timeZoneName')?.value ?? '';

/** A session is upcoming until it has ended (one under way is still worth joining). */
export const hasEnded = (endsAt: string, now: number) => Date.parse(endsAt) <= now;
