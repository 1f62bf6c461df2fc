// The Moderator Applications queue (admins only, REVIEW_ACCESS): students asking to moderate.
// An approval makes the applicant a moderator in the same transaction; their cached session is
// forgotten after the commit, so the portal opens for them from their next request.
import { sql, type SqlBool } from 'kysely';
import { MODERATOR_APPLICATION_MESSAGES as M, type ModeratorApplication } from '@lectern/shared-api/contract';
import { paginationOf } from '../../platform/db/pagination.ts';
import { applicationTextMatch, findApplication, selectApplications, toApplication } from './applications-repository.ts';
import { countsOf, queueOrder, type ReviewKindSpec } from '../review/index.ts';

/** How the review record and the overview name an application: the applicant. */
const titleOf = (row: { first_name: string; last_name: string }) => `${row.first_name} ${row.last_name}`;

export const moderatorReview: ReviewKindSpec<string, ModeratorApplication> = {
  kind: 'moderators',
  recordKind: 'moderator-application',
  noun: 'moderator application',
  notice: (action, touched, comment) =>
    action === 'approved'
      ? { type: 'moderator-approved', title: M.approvedTitle, body: M.approvedBody, link: touched.link }
      : { type: 'moderator-rejected', title: M.rejectedTitle, body: M.rejectedBody(comment), link: null },
  recordId: (id) => id,

  async list(db, { status, query, page, limit }) {
    const where = sql<SqlBool>`ma.review_status = ${status} and ${query ? applicationTextMatch(query) : sql<SqlBool>`true`}`;
    const { n } = await db
      .selectFrom('moderator_applications as ma')
      .innerJoin('users as u', 'u.id', 'ma.user_id')
      .select(sql<number>`count(*)::int`.as('n'))
      .where(where)
      .executeTakeFirstOrThrow();
    const rows = await selectApplications(db)
      .where(where)
      .orderBy('ma.created_at', queueOrder(status))
      .orderBy('ma.id')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute();
    return { data: rows.map(toApplication), pagination: paginationOf(page, limit, n) };
  },

  async counts(db, departmentId) {
    let query = db.selectFrom('moderator_applications').select(['review_status', sql<number>`count(*)::int`.as('n')]).groupBy('review_status');
    if (departmentId) query = query.where('department_id', '=', departmentId);
    return countsOf(await query.execute());
  },

  async decide(trx, id, { action, comment, reviewerId, at }) {
    const row = await trx
      .updateTable('moderator_applications')
      .set({ review_status: action, review_comment: comment, reviewed_by: reviewerId, reviewed_at: at })
      .where('id', '=', id)
      .where('review_status', '=', 'pending')
      .returning('user_id')
      .executeTakeFirst();
    if (!row) return null;
    const applicant = await trx.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', row.user_id).executeTakeFirstOrThrow();
    return { title: titleOf(applicant), authorId: row.user_id, link: action === 'approved' ? '/management' : null };
  },

  async afterDecision(trx, _id, touched, { action, at }) {
    if (action !== 'approved' || !touched.authorId) return { rolesChanged: [] };
    // Only a student is promoted: an applicant made an admin meanwhile is never demoted.
    const promoted = await trx
      .updateTable('users')
      .set({ role: 'moderator', updated_at: at })
      .where('id', '=', touched.authorId)
      .where('role', '=', 'student')
      .returning('id')
      .executeTakeFirst();
    return { rolesChanged: promoted ? [promoted.id] : [] };
  },

  async exists(db, id) {
    return (await db.selectFrom('moderator_applications').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
  },

  async remove(trx, id) {
    const row = await trx.deleteFrom('moderator_applications').where('id', '=', id).returning('user_id').executeTakeFirst();
    if (!row) return null;
    const applicant = await trx.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', row.user_id).executeTakeFirstOrThrow();
    return { title: titleOf(applicant), authorId: row.user_id, link: null };
  },

  async find(db, id) {
    return findApplication(db, id);
  },
};
