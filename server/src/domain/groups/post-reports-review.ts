// The Group reports queue (issue 34): members' reports of study group posts (POST
// /groups/:id/posts/:postId/report). Upholding one hides the post (hidden_at: members see
// "Removed by a moderator"); dismissing it shows the post again if a decision here had hidden it
// (only this queue hides posts). Either settles every open report of that post at once, and
// records the post's group event in the decision's transaction so members see the change live;
// the route announces the group after the commit (groupOfReport).
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { PostReportReviewItem, ReviewStatus } from '@lectern/shared-api/contract';
import type { Database, ReportStatus } from '../../platform/db/schema.ts';
import { paginationOf } from '../../platform/db/pagination.ts';
import { countsOf, queueOrder, type ReviewKindSpec } from '../review/index.ts';
import { isUuid } from './access.ts';
import { recordGroupEvent } from './events.ts';

const STATUS_OF_REVIEW: Record<ReviewStatus, ReportStatus> = { pending: 'open', approved: 'hidden', rejected: 'dismissed' };
const REVIEW_OF_STATUS: Record<ReportStatus, ReviewStatus> = { open: 'pending', hidden: 'approved', dismissed: 'rejected' };
/** How the review record names a reply that has no title of its own. */
const RECORD_TITLE_MAX = 80;

function selectReports(db: Kysely<Database>) {
  return db
    .selectFrom('group_post_reports as r')
    .innerJoin('users as reporter', 'reporter.id', 'r.reporter_id')
    .innerJoin('group_posts as p', 'p.id', 'r.post_id')
    .innerJoin('study_groups as g', 'g.id', 'p.group_id')
    .innerJoin('group_posts as t', (join) => join.on(sql<SqlBool>`t.id = coalesce(p.thread_id, p.id)`))
    .leftJoin('users as author', 'author.id', 'p.author_id')
    .select([
      'r.id',
      'r.reason',
      'r.text',
      'r.status',
      'r.created_at',
      'r.reporter_id',
      'reporter.first_name as reporter_first_name',
      'reporter.last_name as reporter_last_name',
      'p.id as post_id',
      'p.group_id',
      'p.thread_id',
      'p.body',
      'p.author_id',
      'p.created_at as post_created_at',
      'p.hidden_at',
      'g.name as group_name',
      't.id as thread_post_id',
      't.title as thread_title',
      'author.first_name as author_first_name',
      'author.last_name as author_last_name',
      sql<number>`(select count(*)::int from group_post_reports o where o.post_id = r.post_id and o.status = 'open')`.as('open_reports'),
    ]);
}

type ReportRow = Awaited<ReturnType<ReturnType<typeof selectReports>['execute']>>[number];

function toItem(row: ReportRow): PostReportReviewItem {
  return {
    id: row.id,
    reason: row.reason,
    text: row.text,
    reviewStatus: REVIEW_OF_STATUS[row.status],
    createdAt: new Date(row.created_at).toISOString(),
    reporter: { id: row.reporter_id, firstName: row.reporter_first_name, lastName: row.reporter_last_name },
    openReports: row.open_reports,
    post: {
      id: row.post_id,
      groupId: row.group_id,
      groupName: row.group_name,
      threadTitle: row.thread_title ?? '',
      threadId: row.thread_post_id,
      isReply: row.thread_id !== null,
      // Staff judge the words themselves, hidden or not.
      body: row.body,
      author: row.author_id && row.author_first_name !== null && row.author_last_name !== null ? { id: row.author_id, firstName: row.author_first_name, lastName: row.author_last_name } : null,
      createdAt: new Date(row.post_created_at).toISOString(),
      hidden: row.hidden_at !== null,
    },
  };
}

/** Words of the post, its thread's title or its group's name (the queue's search box). */
function textMatch(query: string) {
  const pattern = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`(p.body ilike ${pattern} or t.title ilike ${pattern} or g.name ilike ${pattern})`;
}

/** The post a report is about, with what its event and the review record need. */
async function reportedPost(db: Kysely<Database>, postId: string) {
  return db
    .selectFrom('group_posts as p')
    .innerJoin('group_posts as t', (join) => join.on(sql<SqlBool>`t.id = coalesce(p.thread_id, p.id)`))
    .select(['p.id', 'p.group_id', 'p.thread_id', 'p.body', 'p.author_id', 't.title as thread_title'])
    .where('p.id', '=', postId)
    .executeTakeFirstOrThrow();
}

const recordTitle = (post: { thread_id: string | null; body: string; thread_title: string | null }) =>
  post.thread_id === null ? (post.thread_title ?? '') : `Reply in "${post.thread_title ?? ''}": ${post.body.slice(0, RECORD_TITLE_MAX)}`;

/** The group a report's post is in (after a decision commits, to announce it); null when gone. */
export async function groupOfReport(db: Kysely<Database>, reportId: string): Promise<string | null> {
  if (!isUuid(reportId)) return null;
  const row = await db
    .selectFrom('group_post_reports as r')
    .innerJoin('group_posts as p', 'p.id', 'r.post_id')
    .select('p.group_id')
    .where('r.id', '=', reportId)
    .executeTakeFirst();
  return row?.group_id ?? null;
}

export const postReportReview: ReviewKindSpec<string, PostReportReviewItem> = {
  kind: 'group-reports',
  recordKind: 'group-report',
  noun: 'group post report',
  recordId: (id) => id,
  // Members see "Removed by a moderator"; nobody is sent a notification either way.
  notice: () => null,

  async list(db, { status, query, page, limit }) {
    const where = sql<SqlBool>`r.status = ${STATUS_OF_REVIEW[status]} and ${query ? textMatch(query) : sql<SqlBool>`true`}`;
    const base = db
      .selectFrom('group_post_reports as r')
      .innerJoin('group_posts as p', 'p.id', 'r.post_id')
      .innerJoin('study_groups as g', 'g.id', 'p.group_id')
      .innerJoin('group_posts as t', (join) => join.on(sql<SqlBool>`t.id = coalesce(p.thread_id, p.id)`));
    const { n } = await base.select(sql<number>`count(*)::int`.as('n')).where(where).executeTakeFirstOrThrow();
    const rows = await selectReports(db)
      .where(where)
      .orderBy('r.created_at', queueOrder(status))
      .orderBy('r.id')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute();
    return { data: rows.map(toItem), pagination: paginationOf(page, limit, n) };
  },

  async counts(db, departmentId) {
    let query = db.selectFrom('group_post_reports as r').select(['r.status', sql<number>`count(*)::int`.as('n')]).groupBy('r.status');
    if (departmentId) {
      // Reports of posts in groups of the department's courses.
      query = query.where(
        'r.post_id',
        'in',
        db
          .selectFrom('group_posts as p')
          .innerJoin('study_groups as g', 'g.id', 'p.group_id')
          .innerJoin('department_courses as dc', 'dc.course_id', 'g.course_id')
          .select('p.id')
          .where('dc.department_id', '=', departmentId),
      );
    }
    return countsOf((await query.execute()).map((row) => ({ review_status: REVIEW_OF_STATUS[row.status], n: row.n })));
  },

  async decide(trx, id, { action, reviewerId, at }) {
    if (!isUuid(id)) return null;
    // This report first, only while open: of two reviewers one wins.
    const report = await trx
      .updateTable('group_post_reports')
      .set({ status: STATUS_OF_REVIEW[action], resolved_by: reviewerId, resolved_at: at })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .returning('post_id')
      .executeTakeFirst();
    if (!report) return null;
    await trx
      .updateTable('group_post_reports')
      .set({ status: STATUS_OF_REVIEW[action], resolved_by: reviewerId, resolved_at: at })
      .where('post_id', '=', report.post_id)
      .where('status', '=', 'open')
      .execute();
    const changed =
      action === 'approved'
        ? await trx.updateTable('group_posts').set({ hidden_at: at }).where('id', '=', report.post_id).where('hidden_at', 'is', null).executeTakeFirst()
        : await trx.updateTable('group_posts').set({ hidden_at: null }).where('id', '=', report.post_id).where('hidden_at', 'is not', null).executeTakeFirst();
    const post = await reportedPost(trx, report.post_id);
    if (Number(changed.numUpdatedRows) > 0) {
      await recordGroupEvent(trx, {
        groupId: post.group_id,
        type: post.thread_id === null ? 'thread' : 'reply',
        threadId: post.thread_id ?? post.id,
        subjectId: post.id,
      });
    }
    return { title: recordTitle(post), authorId: post.author_id, link: null };
  },

  async exists(db, id) {
    if (!isUuid(id)) return false;
    return (await db.selectFrom('group_post_reports').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
  },

  async remove(trx, id) {
    if (!isUuid(id)) return null;
    const row = await trx.deleteFrom('group_post_reports').where('id', '=', id).returning('post_id').executeTakeFirst();
    if (!row) return null;
    return { title: recordTitle(await reportedPost(trx, row.post_id)), authorId: null, link: null };
  },

  async find(db, id) {
    if (!isUuid(id)) return null;
    const row = await selectReports(db).where('r.id', '=', id).executeTakeFirst();
    return row ? toItem(row) : null;
  },
};
