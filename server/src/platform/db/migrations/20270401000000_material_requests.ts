// Frozen: a migration never changes once written; later changes get a new file.
// What is missing, asked for (docs/documents.md, "Requests and searches that
// found nothing"): requests for material per course with their "Me too"s, the uploads said to
// answer them, and a count of searches that found nothing per day, course and words, which keeps
// nobody's id (who searched is never stored). Text limits are the contract's, not frozen here.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('material_requests')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('course_id', 'uuid', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    // The text without case, spacing or punctuation: two open requests of a course never share it.
    .addColumn('text_key', 'text', (c) => c.notNull())
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open').check(sql`status in ('open', 'answered')`))
    // Its author and each Me too, kept with the votes in the same statements (the lists sort by it).
    .addColumn('askers', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('answered_by_material', 'uuid', (c) => c.references('materials.id').onDelete('set null'))
    // Who answered, kept when the material goes: their count of answered requests is a record.
    .addColumn('answered_by_user', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('answered_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index material_requests_open_text_idx on material_requests (course_id, text_key) where status = 'open'`.execute(db);
  await sql`create index material_requests_open_course_idx on material_requests (course_id, askers desc, created_at desc) where status = 'open'`.execute(db);
  await sql`create index material_requests_open_askers_idx on material_requests (askers desc, created_at desc) where status = 'open'`.execute(db);
  await sql`create index material_requests_author_idx on material_requests (created_by) where status = 'open'`.execute(db);
  await sql`create index material_requests_answerer_idx on material_requests (answered_by_user) where answered_by_user is not null`.execute(db);

  // "Me too": one a person and request; the author is not in it (they asked already).
  await db.schema
    .createTable('material_request_votes')
    .addColumn('request_id', 'uuid', (c) => c.notNull().references('material_requests.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('material_request_votes_pkey', ['request_id', 'user_id'])
    .execute();
  await db.schema.createIndex('material_request_votes_user_idx').on('material_request_votes').column('user_id').execute();

  // An uploader's word that an upload answers a request; it answers once the upload is approved.
  await db.schema
    .createTable('material_request_answers')
    .addColumn('request_id', 'uuid', (c) => c.notNull().references('material_requests.id').onDelete('cascade'))
    .addColumn('material_id', 'uuid', (c) => c.notNull().references('materials.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('material_request_answers_pkey', ['request_id', 'material_id'])
    .execute();
  await db.schema.createIndex('material_request_answers_material_idx').on('material_request_answers').column('material_id').execute();

  // Searches that found nothing: a count per UTC day, course (null: none named) and words. One
  // upsert a search; two partial unique indexes, since a unique index treats nulls as distinct.
  await db.schema
    .createTable('unmet_searches')
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('course_id', 'uuid', (c) => c.references('courses.id').onDelete('cascade'))
    .addColumn('query', 'text', (c) => c.notNull())
    .addColumn('searches', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`create unique index unmet_searches_course_idx on unmet_searches (day, course_id, query) where course_id is not null`.execute(db);
  await sql`create unique index unmet_searches_no_course_idx on unmet_searches (day, query) where course_id is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['unmet_searches', 'material_request_answers', 'material_request_votes', 'material_requests']) {
    await db.schema.dropTable(table).execute();
  }
}
