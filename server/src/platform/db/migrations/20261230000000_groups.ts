// Frozen: a migration never changes once written; later changes get a new file.
// Study groups (docs/groups.md): groups and their members, a discussion of threads and
// replies (one table: a reply names its thread), reports of posts, study sessions with answers,
// and each group's numbered events that live streams resume from. Limits (names, members, posts)
// are the contract's, checked by the server, not frozen here.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('study_groups')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('course_id', 'uuid', (c) => c.references('courses.id').onDelete('set null'))
    .addColumn('chat_link', 'text')
    .addColumn('join_policy', 'text', (c) => c.notNull().check(sql`join_policy in ('open', 'invite')`))
    // The current invite link's code (shown to the owner again, so kept as is); null: revoked.
    .addColumn('invite_code', 'text', (c) => c.unique())
    .addColumn('member_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('search_vector', sql`tsvector`, (c) => c.notNull().generatedAlwaysAs(sql`to_tsvector('simple', name || ' ' || coalesce(description, ''))`).stored())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_activity_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index study_groups_open_search_idx on study_groups using gin (search_vector) where join_policy = 'open'`.execute(db);
  await sql`create index study_groups_course_idx on study_groups (course_id, last_activity_at desc) where course_id is not null`.execute(db);

  await db.schema
    .createTable('study_group_members')
    .addColumn('group_id', 'uuid', (c) => c.notNull().references('study_groups.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('owner', 'member')`))
    .addColumn('joined_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('study_group_members_pkey', ['group_id', 'user_id'])
    .execute();
  await db.schema.createIndex('study_group_members_user_idx').on('study_group_members').column('user_id').execute();
  // One owner a group.
  await sql`create unique index study_group_members_one_owner_idx on study_group_members (group_id) where role = 'owner'`.execute(db);

  // People the owner removed: they may not join again (an open group would otherwise let them straight back).
  await db.schema
    .createTable('study_group_removals')
    .addColumn('group_id', 'uuid', (c) => c.notNull().references('study_groups.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('removed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('study_group_removals_pkey', ['group_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('group_posts')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('group_id', 'uuid', (c) => c.notNull().references('study_groups.id').onDelete('cascade'))
    // null: a thread; else the thread this reply answers.
    .addColumn('thread_id', 'uuid', (c) => c.references('group_posts.id').onDelete('cascade'))
    .addColumn('author_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('kind', 'text', (c) => c.check(sql`kind in ('question', 'note')`))
    .addColumn('title', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('material_id', 'uuid', (c) => c.references('materials.id').onDelete('set null'))
    .addColumn('helpful', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('reply_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hidden_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('edited_at', 'timestamptz')
    .addColumn('last_activity_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('group_posts_thread_shape', sql`(thread_id is null) = (kind is not null and title is not null)`)
    .execute();
  await sql`create index group_posts_threads_idx on group_posts (group_id, last_activity_at desc, id) where thread_id is null`.execute(db);
  await db.schema.createIndex('group_posts_replies_idx').on('group_posts').columns(['thread_id', 'created_at']).execute();
  await db.schema.createIndex('group_posts_author_idx').on('group_posts').column('author_id').execute();

  await db.schema
    .createTable('group_post_reports')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('post_id', 'uuid', (c) => c.notNull().references('group_posts.id').onDelete('cascade'))
    .addColumn('reporter_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull().check(sql`reason in ('spam', 'abuse', 'off-topic', 'other')`))
    .addColumn('text', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open').check(sql`status in ('open', 'hidden', 'dismissed')`))
    .addColumn('resolved_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('resolved_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index group_post_reports_once_idx on group_post_reports (post_id, reporter_id) where status = 'open'`.execute(db);
  await db.schema.createIndex('group_post_reports_status_idx').on('group_post_reports').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('study_sessions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('group_id', 'uuid', (c) => c.notNull().references('study_groups.id').onDelete('cascade'))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('study_sessions_ends_after_start', sql`ends_at > starts_at`)
    .execute();
  await db.schema.createIndex('study_sessions_group_idx').on('study_sessions').columns(['group_id', 'starts_at']).execute();

  await db.schema
    .createTable('study_session_answers')
    .addColumn('session_id', 'uuid', (c) => c.notNull().references('study_sessions.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('answer', 'text', (c) => c.notNull().check(sql`answer in ('going', 'not-going')`))
    .addColumn('answered_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('study_session_answers_pkey', ['session_id', 'user_id'])
    .execute();

  // Each group's events in one order (the SSE ids); kept a day (GROUP_EVENTS_KEPT_MS) for resuming.
  await db.schema
    .createTable('group_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('group_id', 'uuid', (c) => c.notNull().references('study_groups.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('thread_id', 'uuid')
    .addColumn('subject_id', 'uuid')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('group_events_group_idx').on('group_events').columns(['group_id', 'id']).execute();
  await db.schema.createIndex('group_events_created_idx').on('group_events').column('created_at').execute();

  // Group notices through a linked messaging chat (approval notices are a column beside it).
  await db.schema.alterTable('messaging_links').addColumn('group_notices', 'boolean', (c) => c.notNull().defaultTo(false)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('messaging_links').dropColumn('group_notices').execute();
  for (const table of ['group_events', 'study_session_answers', 'study_sessions', 'group_post_reports', 'group_posts', 'study_group_removals', 'study_group_members', 'study_groups']) {
    await db.schema.dropTable(table).execute();
  }
}
