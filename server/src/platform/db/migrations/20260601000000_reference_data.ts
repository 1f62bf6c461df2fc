// Frozen: a migration never changes once written; later changes get a new file.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // In `public` so that every schema on the search path (tests use one schema per file)
  // finds the trigram operator classes.
  await sql`create extension if not exists pg_trgm with schema public`.execute(db);

  await db.schema
    .createTable('faculties')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('departments')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('faculty_id', 'uuid', (c) => c.notNull().references('faculties.id').onDelete('restrict'))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('departments_faculty_id_idx').on('departments').column('faculty_id').execute();

  await db.schema
    .createTable('courses')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('course_code', 'text', (c) => c.notNull())
    // 'CSC 204', 'csc204' and 'CSC204' are one course: uniqueness and search use this key.
    .addColumn('code_key', 'text', (c) =>
      c.notNull().generatedAlwaysAs(sql`upper(regexp_replace(course_code, '[[:space:]]', '', 'g'))`).stored(),
    )
    .addColumn('course_name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('review_status', 'text', (c) =>
      c.notNull().defaultTo('approved').check(sql`review_status in ('pending', 'approved', 'rejected')`),
    )
    // 'simple' (no stemming) so that typed prefixes match words as written.
    .addColumn('search_vector', sql`tsvector`, (c) =>
      c
        .notNull()
        .generatedAlwaysAs(sql`to_tsvector('simple', course_name || ' ' || coalesce(description, ''))`)
        .stored(),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('courses_code_key_unique').on('courses').column('code_key').unique().execute();
  await sql`create index courses_code_key_trgm_idx on courses using gin (code_key gin_trgm_ops)`.execute(db);
  await sql`create index courses_name_trgm_idx on courses using gin (course_name gin_trgm_ops)`.execute(db);
  await sql`create index courses_search_vector_idx on courses using gin (search_vector)`.execute(db);

  await db.schema
    .createTable('department_courses')
    .addColumn('department_id', 'uuid', (c) => c.notNull().references('departments.id').onDelete('cascade'))
    .addColumn('course_id', 'uuid', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('level', 'integer', (c) => c.notNull().check(sql`level between 100 and 900`))
    .addColumn('review_status', 'text', (c) =>
      c.notNull().defaultTo('approved').check(sql`review_status in ('pending', 'approved', 'rejected')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('department_courses_pkey', ['department_id', 'course_id'])
    .execute();
  await db.schema.createIndex('department_courses_course_id_idx').on('department_courses').column('course_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('department_courses').execute();
  await db.schema.dropTable('courses').execute();
  await db.schema.dropTable('departments').execute();
  await db.schema.dropTable('faculties').execute();
}
