// The text fields of POST /announcements, checked by hand: the multipart body is read as a
// stream, so Fastify's body schema cannot see it. Limits and words come from the contract, so
// the announcement form and the server say the same thing. Every field's problem at once.
import {
  ANNOUNCEMENT_BODY_MAX,
  ANNOUNCEMENT_LINK_MAX,
  ANNOUNCEMENT_MESSAGES as M,
  ANNOUNCEMENT_TITLE_MAX,
  type FieldError,
} from '@lectern/shared-api/contract';

export interface AnnouncementFields {
  title: string;
  body: string;
  link: string | null;
  /** YYYY-MM-DD, a real calendar day. */
  startsOn: string;
  endsOn: string;
}

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is YYYY-MM-DD naming a day that exists (no 2026-02-30). */
export function isCalendarDay(text: string): boolean {
  const match = CALENDAR_DAY.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The UTC calendar day of a moment, as YYYY-MM-DD. */
export function utcDayOf(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** An absolute http(s) address, or null. */
function webAddress(text: string): string | null {
  if (text.length > ANNOUNCEMENT_LINK_MAX) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? text : null;
  } catch {
    return null;
  }
}

/** The fields as sent, trimmed, or every field error. Unknown fields are ignored. */
export function parseAnnouncementFields(raw: Record<string, string>): { fields: AnnouncementFields } | { errors: FieldError[] } {
  const errors: FieldError[] = [];

  const title = (raw.title ?? '').trim();
  if (!title) errors.push({ field: 'title', message: M.titleRequired });
  else if (title.length > ANNOUNCEMENT_TITLE_MAX) errors.push({ field: 'title', message: M.titleTooLong });

  const body = (raw.body ?? '').trim();
  if (!body) errors.push({ field: 'body', message: M.bodyRequired });
  else if (body.length > ANNOUNCEMENT_BODY_MAX) errors.push({ field: 'body', message: M.bodyTooLong });

  const linkText = (raw.link ?? '').trim();
  const link = linkText ? webAddress(linkText) : null;
  if (linkText && !link) errors.push({ field: 'link', message: M.linkInvalid });

  const startsOn = (raw.startsOn ?? '').trim();
  const startValid = isCalendarDay(startsOn);
  if (!startsOn) errors.push({ field: 'startsOn', message: M.startRequired });
  else if (!startValid) errors.push({ field: 'startsOn', message: M.dateInvalid });

  const endsOn = (raw.endsOn ?? '').trim();
  const endValid = isCalendarDay(endsOn);
  if (!endsOn) errors.push({ field: 'endsOn', message: M.endRequired });
  else if (!endValid) errors.push({ field: 'endsOn', message: M.dateInvalid });
  // YYYY-MM-DD strings sort as the days do.
  else if (startValid && endsOn < startsOn) errors.push({ field: 'endsOn', message: M.endsBeforeStarts });

  if (errors.length > 0) return { errors };
  return { fields: { title, body, link, startsOn, endsOn } };
}
