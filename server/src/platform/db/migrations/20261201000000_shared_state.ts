// Frozen: a migration never changes once written; later changes get a new file.
// What several servers on one database must share (docs/architecture.md §9): the sign-in rate-limit
// windows and the One Tap ID tokens already used. Both are short-lived; rows past their end are
// deleted by the code that writes them.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // One fixed window per counted key (a route and an address or an account), the key kept as
  // its SHA-256: an address or an email typed at a sign-in form is not worth storing as such.
  await db.schema
    .createTable('rate_limit_windows')
    .addColumn('key_hash', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_windows_ends_at_idx').on('rate_limit_windows').column('ends_at').execute();

  // An ID token handed over by One Tap signs in once: its SHA-256, kept until the token expires.
  await db.schema
    .createTable('used_id_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('used_id_tokens_expires_at_idx').on('used_id_tokens').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('used_id_tokens').execute();
  await db.schema.dropTable('rate_limit_windows').execute();
}
