// Announcements (the portal's Adverts Review): staff write them, admins approve them.
import { object, string } from 'yup';
import {
  ANNOUNCEMENT_BODY_MAX,
  ANNOUNCEMENT_LINK_MAX,
  ANNOUNCEMENT_MESSAGES,
  ANNOUNCEMENT_TITLE_MAX,
} from '../contract/index.ts';
import { optionalImage, isWebUrl } from './fields.ts';

/** A calendar day as a date input gives it (YYYY-MM-DD); such strings compare as the days do. */
const calendarDay = (required: string) =>
  string()
    .required(required)
    .matches(/^\d{4}-\d{2}-\d{2}$/, ANNOUNCEMENT_MESSAGES.dateInvalid);

/** A new announcement: the limits and words the server checks the multipart form with. */
export const announcementSchema = object({
  title: string().trim().required(ANNOUNCEMENT_MESSAGES.titleRequired).max(ANNOUNCEMENT_TITLE_MAX, ANNOUNCEMENT_MESSAGES.titleTooLong),
  body: string().trim().required(ANNOUNCEMENT_MESSAGES.bodyRequired).max(ANNOUNCEMENT_BODY_MAX, ANNOUNCEMENT_MESSAGES.bodyTooLong),
  // Optional: empty means no link.
  link: string()
    .trim()
    .max(ANNOUNCEMENT_LINK_MAX, ANNOUNCEMENT_MESSAGES.linkInvalid)
    .test('web-url', ANNOUNCEMENT_MESSAGES.linkInvalid, (value) => !value || isWebUrl(value))
    .default(''),
  startsOn: calendarDay(ANNOUNCEMENT_MESSAGES.startRequired),
  endsOn: calendarDay(ANNOUNCEMENT_MESSAGES.endRequired).test('not-before-start', ANNOUNCEMENT_MESSAGES.endsBeforeStarts, function notBeforeStart(value) {
    const start: unknown = this.parent.startsOn;
    return !value || typeof start !== 'string' || !start || value >= start;
  }),
  image: optionalImage(ANNOUNCEMENT_MESSAGES),
});
