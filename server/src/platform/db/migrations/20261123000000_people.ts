// Frozen: a migration never changes once written; later changes get a new file.
// People: when each person was last active, applications to moderate, announcements,
// rewards for uploading (who authored each reviewed item, uploads that skip the queue, printing
// credits).
import { sql, type Kysely } from 'kysely';

const reviewStatus = sql`review_status in ('pending', 'approved', 'rejected')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  // Set at sign-in and when a session is used (throttled like the session's own touch).
  await db.schema.alterTable('users').addColumn('last_active_at', 'timestamptz').execute();
  await db.schema.createIndex('users_last_active_idx').on('users').column('last_active_at').execute();
  await db.schema.createIndex('users_role_created_idx').on('users').columns(['role', 'created_at']).execute();

  await db.schema
    .createTable('moderator_applications')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('department_id', 'uuid', (c) => c.notNull().references('departments.id'))
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('review_status', 'text', (c) => c.notNull().defaultTo('pending').check(reviewStatus))
    .addColumn('review_comment', 'text')
    .addColumn('reviewed_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reviewed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('moderator_applications_review_idx').on('moderator_applications').columns(['review_status', 'created_at']).execute();
  // At most one application waiting per person, even when two arrive at once.
  await sql`create unique index moderator_applications_one_pending_idx on moderator_applications (user_id) where review_status = 'pending'`.execute(db);

  await db.schema
    .createTable('announcements')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('author_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('link', 'text')
    .addColumn('image_key', 'text')
    .addColumn('starts_on', 'date', (c) => c.notNull())
    .addColumn('ends_on', 'date', (c) => c.notNull())
    .addColumn('review_status', 'text', (c) => c.notNull().defaultTo('pending').check(reviewStatus))
    .addColumn('review_comment', 'text')
    .addColumn('reviewed_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reviewed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('announcements_dates_check', sql`ends_on >= starts_on`)
    .execute();
  await db.schema.createIndex('announcements_review_idx').on('announcements').columns(['review_status', 'created_at']).execute();
  await db.schema.createIndex('announcements_current_idx').on('announcements').columns(['review_status', 'starts_on', 'ends_on']).execute();

  // Whose item each decision was about: rewards count approvals per uploader from the record.
  await db.schema.alterTable('review_actions').addColumn('author_id', 'uuid').execute();
  await sql`update review_actions ra set author_id = m.uploader_id from materials m where ra.kind = 'material' and ra.item_id = m.id::text`.execute(db);
  await db.schema.createIndex('review_actions_author_idx').on('review_actions').columns(['author_id', 'kind', 'action']).execute();

  // Decided at upload time: the uploader had enough approved uploads to skip the queue.
  await db.schema.alterTable('materials').addColumn('skips_queue', 'boolean', (c) => c.notNull().defaultTo(false)).execute();
  // The pending queue's order: those who skip the queue first, then the longest waiting.
  await sql`create index materials_pending_queue_idx on materials (skips_queue desc, created_at, id) where review_status = 'pending'`.execute(db);
  await sql`drop index materials_pending_idx`.execute(db);

  await db.schema
    .createTable('printing_credits')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    // One per person, ever.
    .addColumn('user_id', 'uuid', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('earned_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('honoured_at', 'timestamptz')
    .addColumn('honoured_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('printing_credits').execute();
  await sql`create index materials_pending_idx on materials (created_at) where review_status = 'pending'`.execute(db);
  await db.schema.alterTable('materials').dropColumn('skips_queue').execute();
  await db.schema.dropIndex('review_actions_author_idx').execute();
  await db.schema.alterTable('review_actions').dropColumn('author_id').execute();
  await db.schema.dropTable('announcements').execute();
  await db.schema.dropTable('moderator_applications').execute();
  await db.schema.dropIndex('users_role_created_idx').execute();
  await db.schema.dropIndex('users_last_active_idx').execute();
  await db.schema.alterTable('users').dropColumn('last_active_at').execute();
}
