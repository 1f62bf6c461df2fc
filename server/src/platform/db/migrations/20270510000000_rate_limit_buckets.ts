// Frozen: a migration never changes once written; later changes get a new file.
// Calls paced across servers (platform/shared-rate-limiter.ts): the bots' sends to Telegram and
// WhatsApp keep within the services' limits however many servers share the database. One row per
// thing limited (a bot, a chat, a phone number, a recipient), its key kept as its SHA-256 like the
// sign-in windows' (a chat id or a phone number is not worth storing as such). A row whose
// `full_at` has passed means the same as no row: the writer deletes those now and then.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limit_buckets')
    .addColumn('key_hash', 'text', (c) => c.primaryKey())
    .addColumn('full_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_buckets_full_at_idx').on('rate_limit_buckets').column('full_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_buckets').execute();
}
