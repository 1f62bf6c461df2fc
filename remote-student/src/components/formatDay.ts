import type { TimeFormat } from '@lectern/shared-ui';

/**
 * A day as people read it ("23 November 2026" or the reader's own order), for dates shown in a
 * sentence. Given a time zone (server markup, LocalTime), in one fixed language, so the server and
 * the browser that hydrates its markup write the same text.
 */
export const formatDay: TimeFormat = (iso, timeZone) =>
  new Date(iso).toLocaleDateString(timeZone ? 'en-GB' : undefined, { day: 'numeric', month: 'long', year: 'numeric', ...(timeZone ? { timeZone } : {}) });
