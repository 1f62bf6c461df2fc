// Frozen: a migration never changes once written; later changes get a new file.
// The review record: every review and delete by staff, kept for the portal's recent
// activity and for accountability (who, when, what, action, comment).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('review_actions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('kind', 'text', (c) => c.notNull())
    // The item's id; composite keys (a department-level course) are written 'departmentId:courseId'.
    .addColumn('item_id', 'text', (c) => c.notNull())
    // A title of the item as it was, so the record still reads well after a delete.
    .addColumn('item_title', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('comment', 'text')
    .addColumn('reviewer_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('review_actions_created_at_idx').on('review_actions').column('created_at').execute();
  await db.schema.createIndex('review_actions_item_idx').on('review_actions').columns(['kind', 'item_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('review_actions').execute();
}
