// Frozen: a migration never changes once written; later changes get a new file.
// Messaging apps (docs/messaging.md): chats linked to accounts, one-time link codes
// (stored hashed), every delivery a channel made (so a redelivered update is handled once across
// servers, and a reply not yet sent can be sent after a restart), and what each chat was last
// offered to choose from (a typed "2" means the second of those).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('messaging_links')
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('chat_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('chat_label', 'text')
    .addColumn('approval_notices', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('linked_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // A chat links to one account, and a person has one chat per channel: relinking replaces either.
    .addPrimaryKeyConstraint('messaging_links_pkey', ['channel', 'chat_id'])
    .addUniqueConstraint('messaging_links_user_channel_key', ['user_id', 'channel'])
    .execute();

  await db.schema
    .createTable('messaging_link_codes')
    // SHA-256 (hex) of the code; the code itself is shown once and never stored.
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('messaging_link_codes_user_idx').on('messaging_link_codes').columns(['user_id', 'channel']).execute();

  await db.schema
    .createTable('bot_deliveries')
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('delivery_id', 'text', (c) => c.notNull())
    .addColumn('chat_id', 'text', (c) => c.notNull())
    // The IncomingMessage as received, so an unanswered one can be answered after a restart.
    .addColumn('message', 'jsonb', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('answered_at', 'timestamptz')
    .addPrimaryKeyConstraint('bot_deliveries_pkey', ['channel', 'delivery_id'])
    .execute();
  await db.schema.createIndex('bot_deliveries_received_idx').on('bot_deliveries').column('received_at').execute();
  await sql`create index bot_deliveries_unanswered_idx on bot_deliveries (received_at) where answered_at is null`.execute(db);

  await db.schema
    .createTable('bot_chats')
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('chat_id', 'text', (c) => c.notNull())
    // The materials the bot last listed, in order: "2" typed next means the second.
    .addColumn('choices', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    // Wrong link codes sent from this chat since link_failures_since (guessing is slowed down).
    .addColumn('link_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('link_failures_since', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('bot_chats_pkey', ['channel', 'chat_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bot_chats').execute();
  await db.schema.dropTable('bot_deliveries').execute();
  await db.schema.dropTable('messaging_link_codes').execute();
  await db.schema.dropTable('messaging_links').execute();
}
