// The Adverts Review queue: announcements staff submitted. Moderators may look, admins decide
// (REVIEW_ACCESS); an approved one shows on the dashboard between its start and end days.
import { sql, type SqlBool } from 'kysely';
import type { Announcement } from '@lectern/shared-api/contract';
import { paginationOf } from '../../platform/db/pagination.ts';
import { announcementTextMatch, findAnnouncement, selectAnnouncements, toAnnouncement } from './announcements-repository.ts';
import { countsOf, decisionNotice, queueOrder, type ReviewKindSpec } from '../review/index.ts';

/** Where an approved announcement is seen. */
const DASHBOARD = '/dashboard';

export const advertReview: ReviewKindSpec<string, Announcement> = {
  kind: 'adverts',
  recordKind: 'announcement',
  noun: 'announcement',
  notice: decisionNotice('announcement', { approved: 'announcement-approved', rejected: 'announcement-rejected' }),
  recordId: (id) => id,

  async list(db, { status, query, page, limit }) {
    const where = sql<SqlBool>`a.review_status = ${status} and ${query ? announcementTextMatch(query) : sql<SqlBool>`true`}`;
    const { n } = await db.selectFrom('announcements as a').select(sql<number>`count(*)::int`.as('n')).where(where).executeTakeFirstOrThrow();
    const rows = await selectAnnouncements(db)
      .where(where)
      .orderBy('a.created_at', queueOrder(status))
      .orderBy('a.id')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute();
    return { data: rows.map(toAnnouncement), pagination: paginationOf(page, limit, n) };
  },

  async counts(db, departmentId) {
    let query = db.selectFrom('announcements').select(['review_status', sql<number>`count(*)::int`.as('n')]).groupBy('review_status');
    // Announcements belong to no department: by department means by the author's.
    if (departmentId) query = query.where('author_id', 'in', db.selectFrom('users').select('id').where('department_id', '=', departmentId));
    return countsOf(await query.execute());
  },

  async decide(trx, id, { action, comment, reviewerId, at }) {
    const row = await trx
      .updateTable('announcements')
      .set({ review_status: action, review_comment: comment, reviewed_by: reviewerId, reviewed_at: at })
      .where('id', '=', id)
      .where('review_status', '=', 'pending')
      .returning(['title', 'author_id'])
      .executeTakeFirst();
    return row ? { title: row.title, authorId: row.author_id, link: action === 'approved' ? DASHBOARD : null } : null;
  },

  async exists(db, id) {
    return (await db.selectFrom('announcements').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
  },

  async remove(trx, id) {
    const row = await trx.deleteFrom('announcements').where('id', '=', id).returning(['title', 'author_id', 'image_key']).executeTakeFirst();
    if (!row) return null;
    return { title: row.title, authorId: row.author_id, link: null, files: row.image_key ? [row.image_key] : [] };
  },

  async find(db, id) {
    return findAnnouncement(db, id);
  },
};
