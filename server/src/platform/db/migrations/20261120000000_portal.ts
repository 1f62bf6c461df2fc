// Frozen: a migration never changes once written; later changes get a new file.
// The management portal: who proposed each course and department-level course and
// who decided it, and blog posts with their likes and daily views.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['courses', 'department_courses']) {
    await db.schema
      .alterTable(table)
      // Null for the catalogue's seeded rows and for staff-created ones nobody needs telling about.
      .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('review_comment', 'text')
      .addColumn('reviewed_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('reviewed_at', 'timestamptz')
      .execute();
  }
  // The review queues list by status, oldest first.
  await db.schema.createIndex('courses_review_idx').on('courses').columns(['review_status', 'created_at']).execute();
  await db.schema
    .createIndex('department_courses_review_idx')
    .on('department_courses')
    .columns(['review_status', 'created_at'])
    .execute();

  await db.schema
    .createTable('blogs')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('author_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('tags', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    // The heading image in storage (a downscaled WebP), or null.
    .addColumn('heading_image_key', 'text')
    .addColumn('review_status', 'text', (c) =>
      c.notNull().defaultTo('pending').check(sql`review_status in ('pending', 'approved', 'rejected')`),
    )
    .addColumn('review_comment', 'text')
    .addColumn('reviewed_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reviewed_at', 'timestamptz')
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('likes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('search_vector', sql`tsvector`, (c) =>
      c
        .notNull()
        .generatedAlwaysAs(sql`to_tsvector('simple', title || ' ' || description || ' ' || lectern_tags_text(tags))`)
        .stored(),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('blogs_review_idx').on('blogs').columns(['review_status', 'created_at']).execute();
  await db.schema.createIndex('blogs_author_idx').on('blogs').column('author_id').execute();
  await sql`create index blogs_search_vector_idx on blogs using gin (search_vector)`.execute(db);

  await db.schema
    .createTable('blog_likes')
    .addColumn('blog_id', 'uuid', (c) => c.notNull().references('blogs.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('blog_likes_pkey', ['blog_id', 'user_id'])
    .execute();

  // A view counts once per person per day.
  await db.schema
    .createTable('blog_daily_views')
    .addColumn('blog_id', 'uuid', (c) => c.notNull().references('blogs.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'date', (c) => c.notNull())
    .addPrimaryKeyConstraint('blog_daily_views_pkey', ['blog_id', 'user_id', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('blog_daily_views').execute();
  await db.schema.dropTable('blog_likes').execute();
  await db.schema.dropTable('blogs').execute();
  await db.schema.dropIndex('department_courses_review_idx').execute();
  await db.schema.dropIndex('courses_review_idx').execute();
  for (const table of ['department_courses', 'courses']) {
    await db.schema
      .alterTable(table)
      .dropColumn('reviewed_at')
      .dropColumn('reviewed_by')
      .dropColumn('review_comment')
      .dropColumn('created_by')
      .execute();
  }
}
