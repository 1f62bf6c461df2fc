import { errorMessage, hasCode } from '@lectern/shared-api';
import type { NewAnnouncementInput } from '@lectern/shared-api/management';

/** The announcement form's fields (announcementSchema checks them); dates as the date inputs give them. */
export interface AnnouncementFormValues {
  title: string;
  body: string;
  link: string;
  startsOn: string;
  endsOn: string;
  image: File | null;
}

export const initialAnnouncementValues = (): AnnouncementFormValues => ({ title: '', body: '', link: '', startsOn: '', endsOn: '', image: null });

/** The server's multipart field names -> the form's fields, for its field errors. */
export const ANNOUNCEMENT_SERVER_FIELDS = {
  title: 'title',
  body: 'body',
  link: 'link',
  startsOn: 'startsOn',
  endsOn: 'endsOn',
  image: 'image',
} as const satisfies Record<string, keyof AnnouncementFormValues>;

/** What POST /announcements receives; the values were validated by the schema. */
export function toAnnouncementInput(values: AnnouncementFormValues): NewAnnouncementInput {
  return {
    title: values.title.trim(),
    body: values.body.trim(),
    link: values.link.trim() || undefined,
    startsOn: values.startsOn,
    endsOn: values.endsOn,
    image: values.image,
  };
}

/** The server's own words when it gave some worth showing; else `fallback` (a 5xx or a lost call). */
export function failureMessage(error: unknown, fallback: string): string {
  return hasCode(error, 'NETWORK') ? fallback : errorMessage(error, fallback);
}
