// Frozen: a migration never changes once written; later changes get a new file.
// Releases of the remotes (docs/releases.md): each published build of a remote, immutable, its
// files stored under a path of their own; which one each remote serves (current, previous,
// candidate and its share); the audit trail of every change; deploy keys for teams' pipelines;
// and what browsers report per release (page views and errors a minute, errors grouped).
// A change of the pointers announces itself on the invalidation bus from a trigger, in the commit
// that makes it, whatever code made it (a server, `npm run release` on PostgreSQL): every server
// reads the pointers again (envelope as in 20261231000000_cheap_lists: c 'releases').
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('deploy_keys')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('remote', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('key_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_by', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('last_used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('releases')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('remote', 'text', (col) => col.notNull())
    // SHA-256 over the files' paths and contents: the same build published again is the same release.
    .addColumn('digest', 'text', (col) => col.notNull())
    .addColumn('version', 'text', (col) => col.notNull())
    .addColumn('commit', 'text')
    .addColumn('contract_version', 'integer', (col) => col.notNull())
    .addColumn('manifest_digest', 'text', (col) => col.notNull())
    .addColumn('shared', 'jsonb', (col) => col.notNull())
    .addColumn('file_count', 'integer', (col) => col.notNull())
    .addColumn('bytes', 'bigint', (col) => col.notNull())
    // [[path, size], ...]: what is served, without asking the storage.
    .addColumn('files', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('created_by_user', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_by_key', 'uuid', (col) => col.references('deploy_keys.id').onDelete('set null'))
    // What the trail shows: a person's name, a key's name, or the server's start for a local build.
    .addColumn('created_by_label', 'text', (col) => col.notNull())
    // When it last stopped being current or candidate: its files are kept at least 7 days after.
    .addColumn('last_live_at', 'timestamptz')
    .addColumn('pruned_at', 'timestamptz')
    .addUniqueConstraint('releases_remote_digest_key', ['remote', 'digest'])
    .execute();
  await sql`create index releases_remote_created_idx on releases (remote, created_at desc)`.execute(db);

  await db.schema
    .createTable('release_pointers')
    .addColumn('remote', 'text', (col) => col.primaryKey())
    .addColumn('current_id', 'text', (col) => col.references('releases.id'))
    .addColumn('previous_id', 'text', (col) => col.references('releases.id'))
    .addColumn('candidate_id', 'text', (col) => col.references('releases.id'))
    .addColumn('candidate_percent', 'integer')
    .addColumn('candidate_since', 'timestamptz')
    // True until someone promotes or rolls back by hand: until then each start serves its local build.
    .addColumn('follows_local_build', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('release_events')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('remote', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('release_id', 'text', (col) => col.references('releases.id'))
    .addColumn('from_release_id', 'text', (col) => col.references('releases.id'))
    .addColumn('percent', 'integer')
    .addColumn('actor_user', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('actor_key', 'uuid', (col) => col.references('deploy_keys.id').onDelete('set null'))
    .addColumn('actor_label', 'text', (col) => col.notNull())
    .addColumn('detail', 'text')
    .addColumn('at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  // Views and errors a minute per release: a canary is judged over the minutes since it started.
  await db.schema
    .createTable('release_minutes')
    .addColumn('release_id', 'text', (col) => col.notNull().references('releases.id'))
    .addColumn('minute', 'timestamptz', (col) => col.notNull())
    .addColumn('views', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('errors', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('release_minutes_pkey', ['release_id', 'minute'])
    .execute();

  // Errors grouped per release by their fingerprint (the message and the top frame).
  await db.schema
    .createTable('client_error_groups')
    .addColumn('release_id', 'text', (col) => col.notNull().references('releases.id'))
    .addColumn('fingerprint', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('frame', 'text')
    .addColumn('path', 'text', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addColumn('first_seen_at', 'timestamptz', (col) => col.notNull())
    .addColumn('last_seen_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('client_error_groups_pkey', ['release_id', 'fingerprint'])
    .execute();
  await sql`create index client_error_groups_top_idx on client_error_groups (release_id, count desc)`.execute(db);

  await sql`create function lectern_release_pointers_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('lectern_invalidation', json_build_object('o', 'database', 'c', 'releases', 'p', '')::text);
      return null;
    end $$`.execute(db);
  await sql`create trigger release_pointers_changed after insert or update or delete on release_pointers
    for each statement execute function lectern_release_pointers_changed()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists release_pointers_changed on release_pointers`.execute(db);
  await sql`drop function if exists lectern_release_pointers_changed()`.execute(db);
  for (const table of ['client_error_groups', 'release_minutes', 'release_events', 'release_pointers', 'releases', 'deploy_keys']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
