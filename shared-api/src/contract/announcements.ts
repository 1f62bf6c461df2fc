// Announcements (docs/spec-resolutions.md: /management/adverts-review): staff submit them, admins approve
// them, and the current approved one fills the dashboard's announcement slot and the phone's
// side panel.
import type { ReviewStatus } from './enums.ts';
import { IMAGE_MESSAGES } from './materials.ts';

export const ANNOUNCEMENT_TITLE_MAX = 120;
export const ANNOUNCEMENT_BODY_MAX = 1000;
export const ANNOUNCEMENT_LINK_MAX = 2048;

/**
 * POST /announcements (staff; multipart: these fields and an optional `image`). Dates are
 * calendar days (YYYY-MM-DD, UTC), both included: an announcement shows from the start of
 * `startsOn` to the end of `endsOn`.
 */
export interface AnnouncementInput {
  title: string;
  body: string;
  /** An http(s) address, or empty for none. */
  link?: string;
  startsOn: string;
  endsOn: string;
}

export interface Announcement {
  id: string;
  title: string;
  body: string;
  link: string | null;
  /** `/api/announcements/:id/image` when an image was given, else null. */
  imageUrl: string | null;
  startsOn: string;
  endsOn: string;
  reviewStatus: ReviewStatus;
  reviewComment: string | null;
  createdAt: string;
  author: { firstName: string; lastName: string };
}

export const ANNOUNCEMENT_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: `Keep the title under ${ANNOUNCEMENT_TITLE_MAX} characters`,
  bodyRequired: 'Text is required',
  bodyTooLong: `Keep the text under ${ANNOUNCEMENT_BODY_MAX} characters`,
  linkInvalid: 'Please enter a valid URL',
  startRequired: 'Start date is required',
  endRequired: 'End date is required',
  endsBeforeStarts: 'The end date cannot be before the start date',
  dateInvalid: 'Enter a date as YYYY-MM-DD',
  ...IMAGE_MESSAGES,
  notFound: 'This announcement does not exist.',
  submitted: 'Announcement submitted for review',
  failed: 'Could not submit the announcement. Please try again.',
} as const;
