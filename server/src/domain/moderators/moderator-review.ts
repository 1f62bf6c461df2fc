// The Moderator Applications queue (admins only, REVIEW_ACCESS): students asking to moderate.
// An approval makes the applicant a moderator in the same transaction; their cached session is
// forgotten after the commit, so the portal opens for them from their next request.
import { MODERATOR_APPLICATION_MESSAGES as M } from '@lectern/shared-api/contract';
import { applicationTextMatch, findApplication, selectApplications, toApplication } from './applications-repository.ts';
import { statusQueue } from '../review/index.ts';

export const moderatorReview = statusQueue({
  kind: 'moderators',
  recordKind: 'moderator-application',
  noun: 'moderator application',
  notice: (action, touched, comment) =>
    action === 'approved'
      ? { type: 'moderator-approved', title: M.approvedTitle, body: M.approvedBody, link: touched.link }
      : { type: 'moderator-rejected', title: M.rejectedTitle, body: M.rejectedBody(comment), link: null },
  table: 'moderator_applications',
  columns: ['user_id'],
  // The review record and the overview name an application by its applicant.
  async describe(row, trx) {
    const applicant = await trx.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', row.user_id).executeTakeFirstOrThrow();
    return { title: `${applicant.first_name} ${applicant.last_name}`, authorId: row.user_id, page: '/management' };
  },
  scope: { department: 'department_id' },
  list: {
    status: 'ma.review_status',
    search: applicationTextMatch,
    counted: (db) => db.selectFrom('moderator_applications as ma').innerJoin('users as u', 'u.id', 'ma.user_id'),
    rows: (db) => selectApplications(db),
    order: ['ma.created_at', 'ma.id'],
    items: (_db, rows) => rows.map(toApplication),
  },
  async afterDecision(trx, _id, touched, { action, at }) {
    if (action !== 'approved' || !touched.authorId) return { rolesChanged: [] };
    // Only a student is promoted: an applicant made an admin meanwhile is never demoted.
    const promoted = await trx.updateTable('users').set({ role: 'moderator', updated_at: at }).where('id', '=', touched.authorId).where('role', '=', 'student').returning('id').executeTakeFirst();
    return { rolesChanged: promoted ? [promoted.id] : [] };
  },
  find: (db, id) => findApplication(db, id),
});
