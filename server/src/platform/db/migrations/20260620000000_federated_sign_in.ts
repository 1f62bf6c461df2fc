// Frozen: a migration never changes once written; later changes get a new file.
// Federated sign-in (OpenID Connect): the flows in progress and the identities linked to accounts.
// users.password_hash is already nullable: an account made through a provider has no password.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per sign-in sent to the provider. The browser carries only the state; the nonce
  // and the PKCE verifier stay here, and the state is stored as its SHA-256.
  await db.schema
    .createTable('oauth_flows')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('state_hash', 'text', (c) => c.notNull().unique())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('intent', 'text', (c) => c.notNull().check(sql`intent in ('signup', 'signin')`))
    .addColumn('next', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('oauth_flows_expires_at_idx').on('oauth_flows').column('expires_at').execute();

  await db.schema
    .createTable('user_identities')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('provider', 'text', (c) => c.notNull())
    // The issuer's `sub`: stable for the person, unlike the email.
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The provider's email when linked, for support; sign-in never matches on it.
    .addColumn('email', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('user_identities_provider_subject_unique', ['provider', 'subject'])
    .execute();
  await db.schema.createIndex('user_identities_user_id_idx').on('user_identities').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_identities').execute();
  await db.schema.dropTable('oauth_flows').execute();
}
