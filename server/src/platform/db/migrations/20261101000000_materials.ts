// Frozen: a migration never changes once written; later changes get a new file.
// Materials (a stored file or a link), what students do with them (save, like, report, view,
// download) and the notifications they receive. docs/api-contract.md, docs/architecture.md.
import { sql, type Kysely } from 'kysely';

const REVIEW_STATUS_CHECK = sql`review_status in ('pending', 'approved', 'rejected')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  // array_to_string is only STABLE, so a generated column cannot call it; for text[] it is
  // immutable in fact, which this wrapper states.
  await sql`create or replace function lectern_tags_text(tags text[]) returns text
    language sql immutable parallel safe as $$ select array_to_string(tags, ' ') $$`.execute(db);

  await db.schema
    .createTable('materials')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('uploader_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('course_id', 'uuid', (c) => c.references('courses.id').onDelete('set null'))
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('classification', 'text', (c) =>
      c.notNull().check(
        sql`classification in ('exam-past-questions', 'lecture-notes', 'assignments', 'tutorials', 'lab-reports', 'study-guides', 'other')`,
      ),
    )
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('pdf', 'ppt', 'pptx', 'doc', 'docx', 'link')`))
    .addColumn('url', 'text')
    // Opaque storage keys (never user text); null for a link or a material with no preview.
    .addColumn('file_key', 'text')
    .addColumn('file_name', 'text')
    .addColumn('mime_type', 'text')
    .addColumn('size_bytes', 'bigint')
    .addColumn('content_hash', 'text')
    .addColumn('preview_key', 'text')
    .addColumn('pages', 'integer')
    .addColumn('visibility', 'text', (c) => c.notNull().defaultTo('public').check(sql`visibility in ('public', 'private', 'unlisted')`))
    .addColumn('restriction', 'text', (c) =>
      c.notNull().defaultTo('downloadable').check(sql`restriction in ('downloadable', 'view only', 'restricted')`),
    )
    .addColumn('tags', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('meta_data', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('review_status', 'text', (c) => c.notNull().defaultTo('pending').check(REVIEW_STATUS_CHECK))
    .addColumn('review_comment', 'text')
    .addColumn('reviewed_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reviewed_at', 'timestamptz')
    // Set when reports from enough students (or staff) hide it; cleared when staff dismiss the reports.
    .addColumn('hidden_at', 'timestamptz')
    .addColumn('hidden_reason', 'text')
    .addColumn('downloads', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('likes', 'integer', (c) => c.notNull().defaultTo(0))
    // 'simple' (no stemming), like the courses, so typed prefixes match words as written.
    .addColumn('search_vector', sql`tsvector`, (c) =>
      c
        .notNull()
        .generatedAlwaysAs(
          sql`to_tsvector('simple', label || ' ' || coalesce(description, '') || ' ' || lectern_tags_text(tags))`,
        )
        .stored(),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('materials_file_or_link', sql`(type = 'link') = (url is not null) and (type = 'link') = (file_key is null)`)
    .execute();
  // One live copy of a file: a rejected upload does not block the same file forever.
  await sql`create unique index materials_content_hash_unique on materials (content_hash)
    where content_hash is not null and review_status <> 'rejected'`.execute(db);
  await db.schema.createIndex('materials_uploader_id_idx').on('materials').columns(['uploader_id', 'created_at']).execute();
  await db.schema.createIndex('materials_course_id_idx').on('materials').columns(['course_id', 'created_at']).execute();
  await sql`create index materials_listed_created_idx on materials (created_at desc)
    where review_status = 'approved' and visibility = 'public' and hidden_at is null`.execute(db);
  await sql`create index materials_listed_downloads_idx on materials (downloads desc, created_at desc)
    where review_status = 'approved' and visibility = 'public' and hidden_at is null`.execute(db);
  await sql`create index materials_pending_idx on materials (created_at) where review_status = 'pending'`.execute(db);
  await sql`create index materials_search_vector_idx on materials using gin (search_vector)`.execute(db);
  await sql`create index materials_label_trgm_idx on materials using gin (label gin_trgm_ops)`.execute(db);

  await db.schema
    .createTable('saved_materials')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('material_id', 'uuid', (c) => c.notNull().references('materials.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('saved_materials_pkey', ['user_id', 'material_id'])
    .execute();
  await db.schema.createIndex('saved_materials_material_id_idx').on('saved_materials').column('material_id').execute();

  await db.schema
    .createTable('material_likes')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('material_id', 'uuid', (c) => c.notNull().references('materials.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('material_likes_pkey', ['user_id', 'material_id'])
    .execute();
  await db.schema.createIndex('material_likes_material_id_idx').on('material_likes').column('material_id').execute();

  // Views and downloads count once per person per day: one row per (material, person, day).
  for (const table of ['material_views', 'material_downloads'] as const) {
    await db.schema
      .createTable(table)
      .addColumn('material_id', 'uuid', (c) => c.notNull().references('materials.id').onDelete('cascade'))
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('day', 'date', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint(`${table}_pkey`, ['material_id', 'user_id', 'day'])
      .execute();
    await db.schema.createIndex(`${table}_user_id_idx`).on(table).columns(['user_id', 'created_at']).execute();
  }

  await db.schema
    .createTable('material_reports')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('material_id', 'uuid', (c) => c.notNull().references('materials.id').onDelete('cascade'))
    .addColumn('reporter_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) =>
      c.notNull().check(sql`reason in ('honor-code', 'copyright', 'wrong-course', 'spam-or-duplicate', 'other')`),
    )
    .addColumn('text', 'text')
    // open until staff decide: 'hidden' (the material is hidden) or 'dismissed'.
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open').check(sql`status in ('open', 'hidden', 'dismissed')`))
    .addColumn('resolved_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('resolved_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // One open report per person and material.
  await sql`create unique index material_reports_open_unique on material_reports (material_id, reporter_id)
    where status = 'open'`.execute(db);
  await sql`create index material_reports_open_idx on material_reports (created_at) where status = 'open'`.execute(db);

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('link', 'text')
    .addColumn('read_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('notifications_user_id_created_idx').on('notifications').columns(['user_id', 'created_at']).execute();
  await sql`create index notifications_unread_idx on notifications (user_id) where read_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['notifications', 'material_reports', 'material_downloads', 'material_views', 'material_likes', 'saved_materials', 'materials']) {
    await db.schema.dropTable(table).execute();
  }
  await sql`drop function if exists lectern_tags_text(text[])`.execute(db);
}
