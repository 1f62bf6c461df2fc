// The blog read model and its writes: one query every read starts from, the row -> contract
// mapping, who may open a post, and the counters (likes, daily views) that move only with a
// row actually inserted or deleted, in the same statement, so concurrent requests count right.
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { isUuid, type Blog, type BlogType, type Paged, type Role } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import { paginationOf } from '../../platform/db/pagination.ts';
import { dayOf, prefixTsQuery } from '../materials/index.ts';

type Db = Kysely<Database>;

/** The person asking: every blog call is made by a signed-in user. */
export interface BlogViewer {
  id: string;
  role: Role;
}

export function isStaff(viewer: BlogViewer): boolean {
  return viewer.role === 'admin' || viewer.role === 'moderator';
}

/** `select` blog posts as `viewer` sees them: author and the viewer's like. Table aliased `b`. */
export function selectBlogs(db: Db, viewer: BlogViewer) {
  return selectBlogColumns(db).select(
    sql<boolean>`exists (select 1 from blog_likes l where l.blog_id = b.id and l.user_id = ${viewer.id})`.as('is_liked'),
  );
}

/** `select` blog posts with their author, the same for every asker (no like). Table aliased `b`. */
export function selectBlogColumns(db: Db) {
  return db
    .selectFrom('blogs as b')
    .innerJoin('users as u', 'u.id', 'b.author_id')
    .select([
      'b.id',
      'b.author_id',
      'b.title',
      'b.type',
      'b.description',
      'b.body',
      'b.tags',
      'b.heading_image_key',
      'b.review_status',
      'b.review_comment',
      'b.views',
      'b.likes',
      'b.created_at',
      'u.first_name',
      'u.last_name',
    ]);
}

export type BlogRow = Awaited<ReturnType<ReturnType<typeof selectBlogs>['executeTakeFirstOrThrow']>>;

export function headingImageAddress(blogId: string): string {
  return `/api/blogs/${blogId}/image`;
}

/** A row as the API answers it to `viewer`; the review comment only to its author and staff. */
export function toBlog(row: BlogRow, viewer: BlogViewer): Blog {
  const authorOrStaff = row.author_id === viewer.id || isStaff(viewer);
  return {
    id: row.id,
    title: row.title,
    type: row.type as BlogType,
    description: row.description,
    body: row.body,
    headingImageAddress: row.heading_image_key ? headingImageAddress(row.id) : null,
    tags: row.tags,
    views: row.views,
    likes: row.likes,
    isLiked: row.is_liked,
    reviewStatus: row.review_status,
    reviewComment: authorOrStaff ? row.review_comment : null,
    creator: { id: row.author_id, firstName: row.first_name, lastName: row.last_name },
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** May open the post by id: an approved one, or in any status its author and staff. */
export function canOpenBlog(viewer: BlogViewer): Expression<SqlBool> {
  if (isStaff(viewer)) return sql<SqlBool>`true`;
  return sql<SqlBool>`(b.review_status = 'approved' or b.author_id = ${viewer.id})`;
}

/** The post as `viewer` sees it, or undefined when it does not exist or is not theirs to open. */
export async function findOpenableBlog(db: Db, viewer: BlogViewer, id: string): Promise<BlogRow | undefined> {
  if (!isUuid(id)) return undefined;
  return selectBlogs(db, viewer).where('b.id', '=', id).where(canOpenBlog(viewer)).executeTakeFirst();
}

export interface BlogListFilters {
  query?: string;
  type?: BlogType;
  /** Only the viewer's own posts, in every status (otherwise approved posts only). */
  mine?: boolean;
}

export function listCondition(viewer: BlogViewer, filters: BlogListFilters): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [
    filters.mine ? sql<SqlBool>`b.author_id = ${viewer.id}` : sql<SqlBool>`b.review_status = 'approved'`,
  ];
  if (filters.type) parts.push(sql<SqlBool>`b.type = ${filters.type}`);
  const text = filters.query?.trim();
  if (text) {
    const tsQuery = prefixTsQuery(text);
    // Text with no word in it (only punctuation) matches nothing, as in the material search.
    parts.push(tsQuery ? sql<SqlBool>`b.search_vector @@ to_tsquery('simple', ${tsQuery})` : sql<SqlBool>`false`);
  }
  return sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}

/** One page of posts, newest first, with the total. */
export async function blogPage(db: Db, viewer: BlogViewer, filters: BlogListFilters, page: number, limit: number): Promise<Paged<Blog>> {
  const where = listCondition(viewer, filters);
  const { n } = await db
    .selectFrom('blogs as b')
    .select(sql<number>`count(*)::int`.as('n'))
    .where(where)
    .executeTakeFirstOrThrow();
  const rows =
    n === 0
      ? []
      : await selectBlogs(db, viewer)
          .where(where)
          .orderBy('b.created_at', 'desc')
          .orderBy('b.id', 'desc')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute();
  return { data: rows.map((row) => toBlog(row, viewer)), pagination: paginationOf(page, limit, n) };
}

export interface NewBlog {
  authorId: string;
  title: string;
  type: BlogType;
  description: string;
  body: string;
  tags: string[];
  headingImageKey: string | null;
}

/** Inserts a pending post; returns its id. */
export async function insertBlog(db: Db, blog: NewBlog, now: Date): Promise<string> {
  const { id } = await db
    .insertInto('blogs')
    .values({
      author_id: blog.authorId,
      title: blog.title,
      type: blog.type,
      description: blog.description,
      body: blog.body,
      tags: blog.tags,
      heading_image_key: blog.headingImageKey,
      review_status: 'pending',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Idempotent: the likes counter moves only when the like row is new. */
export async function likeBlog(db: Db, blogId: string, userId: string, now: Date): Promise<void> {
  await db
    .with('liked', (qb) =>
      qb
        .insertInto('blog_likes')
        .values({ blog_id: blogId, user_id: userId, created_at: now })
        .onConflict((oc) => oc.doNothing())
        .returning('blog_id'),
    )
    .updateTable('blogs')
    .set((eb) => ({ likes: eb('likes', '+', 1) }))
    .where('id', 'in', (eb) => eb.selectFrom('liked').select('liked.blog_id'))
    .execute();
}

/** Idempotent: the likes counter moves only when a like row was removed, and never below 0. */
export async function unlikeBlog(db: Db, blogId: string, userId: string): Promise<void> {
  await db
    .with('unliked', (qb) => qb.deleteFrom('blog_likes').where('blog_id', '=', blogId).where('user_id', '=', userId).returning('blog_id'))
    .updateTable('blogs')
    .set((eb) => ({ likes: eb('likes', '-', 1) }))
    .where('id', 'in', (eb) => eb.selectFrom('unliked').select('unliked.blog_id'))
    .where('likes', '>', 0)
    .execute();
}

/** A view counts once per person, post and day (UTC). */
export async function countBlogView(db: Db, blogId: string, userId: string, now: Date): Promise<void> {
  await db
    .with('counted', (qb) =>
      qb
        .insertInto('blog_daily_views')
        .values({ blog_id: blogId, user_id: userId, day: dayOf(now) })
        .onConflict((oc) => oc.doNothing())
        .returning('blog_id'),
    )
    .updateTable('blogs')
    .set((eb) => ({ views: eb('views', '+', 1) }))
    .where('id', 'in', (eb) => eb.selectFrom('counted').select('counted.blog_id'))
    .execute();
}
