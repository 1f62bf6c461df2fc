// What domain/announcements offers the rest of the server; its other files are its own.
export { advertReview } from './advert-review.ts';
export { utcDayOf } from './announcement-fields.ts';
export { announcementImageOf, currentAnnouncement } from './announcements-repository.ts';
export { createAnnouncement } from './create-announcement.ts';
