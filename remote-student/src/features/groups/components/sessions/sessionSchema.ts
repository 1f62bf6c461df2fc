// The Schedule a session form: its values, its checks in the contract's words (the server checks
// the same), and the SessionInput it sends. A session starts and ends on one day, in the
// browser's time zone.
import { SESSION_LENGTH_MAX_HOURS, SESSION_LOCATION_MAX, SESSION_MESSAGES, SESSION_TITLE_MAX, type SessionInput } from '@lectern/shared-api/contract';
import { object, string } from 'yup';

export interface SessionFormValues {
  title: string;
  /** YYYY-MM-DD, as a date input gives it. */
  date: string;
  /** HH:MM, as a time input gives it. */
  startTime: string;
  endTime: string;
  location: string;
}

export const EMPTY_SESSION: SessionFormValues = { title: '', date: '', startTime: '', endTime: '', location: '' };

/** A date and a time of day as a moment in the browser's time zone (the ISO form without an offset is local). */
export const localMoment = (date: string, time: string) => new Date(`${date}T${time}`);

const HOUR_MS = 3_600_000;
/** The minute being lived in still counts as now: the start is checked to the minute, as it is typed. */
const MINUTE_MS = 60_000;

/** The form's checks; `now` is asked each time, so a form left open does not accept a time that has passed. */
export const sessionSchema = (now: () => number = Date.now) =>
  object({
    title: string().trim().required(SESSION_MESSAGES.titleRequired).max(SESSION_TITLE_MAX, SESSION_MESSAGES.titleTooLong),
    date: string().required(SESSION_MESSAGES.startRequired),
    startTime: string()
      .required(SESSION_MESSAGES.startRequired)
      .test('not-in-the-past', SESSION_MESSAGES.inThePast, function notInThePast(startTime) {
        const { date } = this.parent as SessionFormValues;
        if (!date || !startTime) return true;
        return localMoment(date, startTime).getTime() + MINUTE_MS > now();
      }),
    endTime: string()
      .required(SESSION_MESSAGES.endRequired)
      .test('after-start', SESSION_MESSAGES.endBeforeStart, function afterStart(endTime) {
        const { date, startTime } = this.parent as SessionFormValues;
        if (!date || !startTime || !endTime) return true;
        return localMoment(date, endTime) > localMoment(date, startTime);
      })
      .test('not-too-long', SESSION_MESSAGES.tooLong, function notTooLong(endTime) {
        const { date, startTime } = this.parent as SessionFormValues;
        if (!date || !startTime || !endTime) return true;
        return localMoment(date, endTime).getTime() - localMoment(date, startTime).getTime() <= SESSION_LENGTH_MAX_HOURS * HOUR_MS;
      }),
    location: string().trim().required(SESSION_MESSAGES.locationRequired).max(SESSION_LOCATION_MAX, SESSION_MESSAGES.locationTooLong),
  });

/** What POST /groups/:id/sessions takes: trimmed words and ISO moments. */
export const toSessionInput = (values: SessionFormValues): SessionInput => ({
  title: values.title.trim(),
  startsAt: localMoment(values.date, values.startTime).toISOString(),
  endsAt: localMoment(values.date, values.endTime).toISOString(),
  location: values.location.trim(),
});

/** The server's field names, as this form calls them. */
export const SESSION_SERVER_FIELDS: Partial<Record<string, keyof SessionFormValues & string>> = {
  title: 'title',
  startsAt: 'startTime',
  endsAt: 'endTime',
  location: 'location',
};

/** A refusal that names no field still belongs to one: the end, or the start. */
export const SESSION_MESSAGE_FIELDS: Partial<Record<string, keyof SessionFormValues & string>> = {
  [SESSION_MESSAGES.endBeforeStart]: 'endTime',
  [SESSION_MESSAGES.tooLong]: 'endTime',
  [SESSION_MESSAGES.inThePast]: 'startTime',
};

/** Today in the browser's time zone, as a date input's `min`. */
export function todayInput(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
