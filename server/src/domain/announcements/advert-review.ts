// The Adverts Review queue: announcements staff submitted. Moderators may look, admins decide
// (REVIEW_ACCESS); an approved one shows on the dashboard between its start and end days.
import { announcementTextMatch, findAnnouncement, selectAnnouncements, toAnnouncement } from './announcements-repository.ts';
import { statusQueue } from '../review/index.ts';

/** Where an approved announcement is seen. */
const DASHBOARD = '/dashboard';

export const advertReview = statusQueue({
  kind: 'adverts',
  recordKind: 'announcement',
  noun: 'announcement',
  table: 'announcements',
  columns: ['title', 'author_id', 'image_key'],
  describe: (row) => ({ title: row.title, authorId: row.author_id, page: DASHBOARD }),
  files: (row) => [row.image_key],
  // Announcements belong to no department: by department means by the author's.
  scope: { author: 'author_id' },
  list: {
    status: 'a.review_status',
    search: announcementTextMatch,
    counted: (db) => db.selectFrom('announcements as a'),
    rows: (db) => selectAnnouncements(db),
    order: ['a.created_at', 'a.id'],
    items: (_db, rows) => rows.map(toAnnouncement),
  },
  find: (db, id) => findAnnouncement(db, id),
});
