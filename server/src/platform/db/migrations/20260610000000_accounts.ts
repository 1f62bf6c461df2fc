// Frozen: a migration never changes once written; later changes get a new file.
// Accounts: sign-in columns on users, server-side sessions and single-use email tokens.
// Every token is stored as its SHA-256 hash; the tokens themselves never reach the database.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('password_hash', 'text')
    .addColumn('username', 'text')
    .addColumn('department_id', 'uuid', (c) => c.references('departments.id').onDelete('set null'))
    .addColumn('level', 'integer', (c) => c.check(sql`level between 100 and 900`))
    .addColumn('email_verified_at', 'timestamptz')
    .addColumn('matric_no', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // users_email_unique on lower(email) exists since the first users migration.
  await sql`create unique index users_username_unique on users (lower(username))`.execute(db);
  await sql`create unique index users_matric_no_unique on users (lower(matric_no))`.execute(db);
  await db.schema.createIndex('users_department_id_idx').on('users').column('department_id').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_expires_at_idx').on('sessions').column('expires_at').execute();

  await db.schema
    .createTable('email_tokens')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('verify', 'reset')`))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('email_tokens_user_id_purpose_idx').on('email_tokens').columns(['user_id', 'purpose']).execute();
  await db.schema.createIndex('email_tokens_expires_at_idx').on('email_tokens').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('email_tokens').execute();
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropIndex('users_department_id_idx').execute();
  await db.schema.dropIndex('users_matric_no_unique').execute();
  await db.schema.dropIndex('users_username_unique').execute();
  await db.schema
    .alterTable('users')
    .dropColumn('updated_at')
    .dropColumn('matric_no')
    .dropColumn('email_verified_at')
    .dropColumn('level')
    .dropColumn('department_id')
    .dropColumn('username')
    .dropColumn('password_hash')
    .execute();
}
