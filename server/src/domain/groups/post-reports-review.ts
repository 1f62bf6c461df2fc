// The Group reports queue: members' reports of study group posts (POST
// /groups/:id/posts/:postId/report). Upholding one hides the post (hidden_at: members see
// "Removed by a moderator"); dismissing it shows the post again if a decision here had hidden it
// (only this queue hides posts). Either settles every open report of that post at once, and
// records the post's group event in the decision's transaction so members see the change live;
// the route announces the group after the commit (groupOfReport).
import { isUuid } from '@lectern/shared-api/contract';
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { PostReportReviewItem } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import { reportColumns, reportFields, reportQueue } from '../review/index.ts';
import { recordGroupEvent } from './events.ts';

/** How the review record names a reply that has no title of its own. */
const RECORD_TITLE_MAX = 80;

/** A report's post, its thread's first post (aliased t, for the title) and its group. */
function fromReportedPosts(db: Kysely<Database>) {
  return db
    .selectFrom('group_post_reports as r')
    .innerJoin('group_posts as p', 'p.id', 'r.post_id')
    .innerJoin('study_groups as g', 'g.id', 'p.group_id')
    .innerJoin('group_posts as t', (join) => join.on(sql<SqlBool>`t.id = coalesce(p.thread_id, p.id)`));
}

function selectReports(db: Kysely<Database>) {
  return fromReportedPosts(db)
    .innerJoin('users as reporter', 'reporter.id', 'r.reporter_id')
    .leftJoin('users as author', 'author.id', 'p.author_id')
    .select([
      ...reportColumns('group_post_reports', 'post_id'),
      'r.reporter_id', 'reporter.first_name as reporter_first_name', 'reporter.last_name as reporter_last_name',
      'p.id as post_id', 'p.group_id', 'p.thread_id', 'p.body', 'p.author_id', 'p.created_at as post_created_at', 'p.hidden_at',
      'g.name as group_name', 't.id as thread_post_id', 't.title as thread_title', 'author.first_name as author_first_name', 'author.last_name as author_last_name',
    ]);
}

function toItem(row: Awaited<ReturnType<ReturnType<typeof selectReports>['execute']>>[number]): PostReportReviewItem {
  return {
    ...reportFields(row),
    reporter: { id: row.reporter_id, firstName: row.reporter_first_name, lastName: row.reporter_last_name },
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

/** The post a report is about, with what its event and the review record need. */
async function reportedPost(db: Kysely<Database>, postId: string) {
  return db
    .selectFrom('group_posts as p')
    .innerJoin('group_posts as t', (join) => join.on(sql<SqlBool>`t.id = coalesce(p.thread_id, p.id)`))
    .select(['p.id', 'p.group_id', 'p.thread_id', 'p.body', 'p.author_id', 't.title as thread_title'])
    .where('p.id', '=', postId)
    .executeTakeFirstOrThrow();
}

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

export const postReportReview = reportQueue({
  kind: 'group-reports',
  recordKind: 'group-report',
  noun: 'group post report',
  reports: 'group_post_reports',
  item: 'post_id',
  isKey: isUuid,
  // Members see "Removed by a moderator"; nobody is sent a notification either way.
  notice: () => null,
  // Reports of posts in groups of the department's courses.
  inDepartment: (db, departmentId) =>
    db.selectFrom('group_posts as p').innerJoin('study_groups as g', 'g.id', 'p.group_id').innerJoin('department_courses as dc', 'dc.course_id', 'g.course_id').select('p.id').where('dc.department_id', '=', departmentId),
  hide: (trx, id, { at }) => trx.updateTable('group_posts').set({ hidden_at: at }).where('id', '=', id).where('hidden_at', 'is', null).executeTakeFirst(),
  show: (trx, id) => trx.updateTable('group_posts').set({ hidden_at: null }).where('id', '=', id).where('hidden_at', 'is not', null).executeTakeFirst(),
  async changed(trx, id) {
    const post = await reportedPost(trx, id);
    await recordGroupEvent(trx, { groupId: post.group_id, type: post.thread_id === null ? 'thread' : 'reply', threadId: post.thread_id ?? post.id, subjectId: post.id });
  },
  async reported(trx, id) {
    const post = await reportedPost(trx, id);
    const title = post.thread_id === null ? (post.thread_title ?? '') : `Reply in "${post.thread_title ?? ''}": ${post.body.slice(0, RECORD_TITLE_MAX)}`;
    return { title, authorId: post.author_id, link: null };
  },
  list: {
    // Words of the post, its thread's title or its group's name.
    search(text) {
      const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return sql<SqlBool>`(p.body ilike ${pattern} or t.title ilike ${pattern} or g.name ilike ${pattern})`;
    },
    counted: fromReportedPosts,
    rows: (db) => selectReports(db),
    order: ['r.created_at', 'r.id'],
    items: (_db, rows) => rows.map(toItem),
  },
  async find(db, id) {
    const row = await selectReports(db).where('r.id', '=', id).executeTakeFirst();
    return row ? toItem(row) : null;
  },
});
