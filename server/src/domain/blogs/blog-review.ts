// The Blogs Review queue: students' posts (GET /blogs lists only approved ones).
import { sql, type SqlBool } from 'kysely';
import type { Blog } from '@lectern/shared-api/contract';
import { paginationOf } from '../../platform/db/pagination.ts';
import { selectBlogs, toBlog } from './blogs-repository.ts';
import { prefixTsQuery } from '../materials/index.ts';
import { countsOf, decisionNotice, queueOrder, type ReviewKindSpec } from '../review/index.ts';

/** The page of the site where a student reads a post. */
const blogPagePath = (id: string) => `/dashboard/blogs/${encodeURIComponent(id)}`;

export const blogReview: ReviewKindSpec<string, Blog> = {
  kind: 'blogs',
  recordKind: 'blog',
  noun: 'blog post',
  notice: decisionNotice('blog post', { approved: 'blog-approved', rejected: 'blog-rejected' }),
  recordId: (id) => id,

  async list(db, { status, query, type, page, limit, asker }) {
    const words = query ? prefixTsQuery(query) : null;
    const where = sql<SqlBool>`b.review_status = ${status}
      and ${words ? sql`b.search_vector @@ to_tsquery('simple', ${words})` : sql`true`}
      and ${type ? sql`b.type = ${type}` : sql`true`}`;
    const { n } = await db.selectFrom('blogs as b').select(sql<number>`count(*)::int`.as('n')).where(where).executeTakeFirstOrThrow();
    const rows = await selectBlogs(db, asker)
      .where(where)
      .orderBy('b.created_at', queueOrder(status))
      .orderBy('b.id')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute();
    return { data: rows.map((row) => toBlog(row, asker)), pagination: paginationOf(page, limit, n) };
  },

  async counts(db, departmentId) {
    let query = db.selectFrom('blogs as b').select(['b.review_status', sql<number>`count(*)::int`.as('n')]).groupBy('b.review_status');
    // Posts belong to no course: by department means by the author's department.
    if (departmentId) query = query.where('b.author_id', 'in', db.selectFrom('users').select('id').where('department_id', '=', departmentId));
    return countsOf(await query.execute());
  },

  async decide(trx, id, { action, comment, reviewerId, at }) {
    const row = await trx
      .updateTable('blogs')
      .set({ review_status: action, review_comment: comment, reviewed_by: reviewerId, reviewed_at: at, updated_at: at })
      .where('id', '=', id)
      .where('review_status', '=', 'pending')
      .returning(['title', 'author_id'])
      .executeTakeFirst();
    return row ? { title: row.title, authorId: row.author_id, link: blogPagePath(id) } : null;
  },

  async exists(db, id) {
    return (await db.selectFrom('blogs').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
  },

  async remove(trx, id) {
    const row = await trx.deleteFrom('blogs').where('id', '=', id).returning(['title', 'author_id', 'heading_image_key']).executeTakeFirst();
    if (!row) return null;
    return { title: row.title, authorId: row.author_id, link: null, files: row.heading_image_key ? [row.heading_image_key] : [] };
  },

  async find(db, id, asker) {
    const row = await selectBlogs(db, asker).where('b.id', '=', id).executeTakeFirst();
    return row ? toBlog(row, asker) : null;
  },
};
