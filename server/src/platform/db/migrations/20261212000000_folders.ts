// Frozen: a migration never changes once written; later changes get a new file.
// Folders (docs/api-contract.md): a student's own nested folders of materials, private,
// unlisted or public. A folder holds references only: deleting a material takes it out of every
// folder, deleting a folder takes its subfolders (never the materials), deleting a person their
// folders.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('folders')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('owner_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('parent_id', 'uuid', (c) => c.references('folders.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('course_id', 'uuid', (c) => c.references('courses.id').onDelete('set null'))
    .addColumn('visibility', 'text', (c) => c.notNull().defaultTo('private').check(sql`visibility in ('public', 'private', 'unlisted')`))
    // 1 at the top level; kept with the row (moves update the subtree) so lists never walk the tree.
    // Its upper bound is the contract's FOLDER_DEPTH_MAX, checked by the server, not frozen here.
    .addColumn('depth', 'integer', (c) => c.notNull().defaultTo(1).check(sql`depth >= 1`))
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    // 'simple' (no stemming), like the materials' and courses', so typed prefixes match words as written.
    .addColumn('search_vector', sql`tsvector`, (c) =>
      c.notNull().generatedAlwaysAs(sql`to_tsvector('simple', name || ' ' || coalesce(description, ''))`).stored(),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('folders_not_own_parent', sql`parent_id is null or parent_id <> id`)
    .execute();
  await db.schema.createIndex('folders_owner_idx').on('folders').columns(['owner_id', 'created_at']).execute();
  await db.schema.createIndex('folders_parent_idx').on('folders').column('parent_id').execute();
  // Search and the course page list public folders only.
  await sql`create index folders_public_course_idx on folders (course_id, updated_at desc) where visibility = 'public'`.execute(db);
  await sql`create index folders_public_search_idx on folders using gin (search_vector) where visibility = 'public'`.execute(db);

  await db.schema
    .createTable('folder_materials')
    .addColumn('folder_id', 'uuid', (c) => c.notNull().references('folders.id').onDelete('cascade'))
    .addColumn('material_id', 'uuid', (c) => c.notNull().references('materials.id').onDelete('cascade'))
    .addColumn('added_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('folder_materials_pkey', ['folder_id', 'material_id'])
    .execute();
  // The cascade from a deleted material, and "which of my folders hold this material".
  await db.schema.createIndex('folder_materials_material_idx').on('folder_materials').column('material_id').execute();

  // A view counts once per person per day, as a material's and a blog post's do.
  await db.schema
    .createTable('folder_daily_views')
    .addColumn('folder_id', 'uuid', (c) => c.notNull().references('folders.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'date', (c) => c.notNull())
    .addPrimaryKeyConstraint('folder_daily_views_pkey', ['folder_id', 'user_id', 'day'])
    .execute();
  await db.schema.createIndex('folder_daily_views_user_idx').on('folder_daily_views').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('folder_daily_views').execute();
  await db.schema.dropTable('folder_materials').execute();
  await db.schema.dropTable('folders').execute();
}
