// The Blogs Review queue: students' posts (GET /blogs lists only approved ones).
import { sql, type SqlBool } from 'kysely';
import { selectBlogs, toBlog } from './blogs-repository.ts';
import { prefixTsQuery } from '../materials/index.ts';
import { statusQueue } from '../review/index.ts';

/** The page of the site where a student reads a post. */
const blogPagePath = (id: string) => `/dashboard/blogs/${encodeURIComponent(id)}`;

export const blogReview = statusQueue({
  kind: 'blogs',
  recordKind: 'blog',
  noun: 'blog post',
  table: 'blogs',
  columns: ['id', 'title', 'author_id', 'heading_image_key'],
  describe: (row) => ({ title: row.title, authorId: row.author_id, page: blogPagePath(row.id) }),
  linkRejected: true,
  files: (row) => [row.heading_image_key],
  stamped: true,
  // Posts belong to no course: by department means by the author's department.
  scope: { author: 'author_id' },
  list: {
    status: 'b.review_status',
    // Words of no letters or digits ask for nothing: every post.
    search(text) {
      const words = prefixTsQuery(text);
      return words ? sql<SqlBool>`b.search_vector @@ to_tsquery('simple', ${words})` : undefined;
    },
    filter: ({ type }) => (type ? sql<SqlBool>`b.type = ${type}` : undefined),
    counted: (db) => db.selectFrom('blogs as b'),
    rows: (db, { asker }) => selectBlogs(db, asker),
    order: ['b.created_at', 'b.id'],
    items: (_db, rows, { asker }) => rows.map((row) => toBlog(row, asker)),
  },
  async find(db, id, asker) {
    const row = await selectBlogs(db, asker).where('b.id', '=', id).executeTakeFirst();
    return row ? toBlog(row, asker) : null;
  },
});
