// What domain/announcements offers the rest of the server; its other files are its own.
export { advertReview } from './advert-review.ts';
export { parseAnnouncementFields, utcDayOf } from './announcement-fields.ts';
export { announcementImageOf, currentAnnouncement, findAnnouncement, insertAnnouncement } from './announcements-repository.ts';
