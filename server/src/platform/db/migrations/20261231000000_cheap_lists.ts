// Frozen: a migration never changes once written; later changes get a new file.
// Every list a cheap read:
//   - User Management's page, newest first, read from an index instead of sorting every account;
//   - the database tells every server when a session ends or a role changes, in the commit that
//     does it, whatever code made the change: each server's copy of recently checked sessions
//     (domain/auth/sessions.ts) is dropped at once. The message is the invalidation bus's
//     (platform/cache/invalidation.ts): channel lectern_invalidation, envelope
//     { o: 'database', c: 'sessions', p: 'session:<id>,<id>...' | 'user:<id>' | '*' }.
//     One NOTIFY per statement: a statement ending more sessions than fit in a payload (the
//     sweep) sends '*', and every server forgets every session it kept.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index users_created_idx on users (created_at desc, id desc)`.execute(db);

  await sql`create function lectern_sessions_ended() returns trigger language plpgsql as $$
    declare
      ids text;
    begin
      select string_agg(id::text, ',') into ids from (select id from ended limit 100) s;
      if ids is null then
        return null;
      end if;
      if (select count(*) from ended) > 100 then
        ids := null;
      end if;
      perform pg_notify('lectern_invalidation', json_build_object('o', 'database', 'c', 'sessions',
        'p', case when ids is null then '*' else 'session:' || ids end)::text);
      return null;
    end $$`.execute(db);
  await sql`create trigger sessions_ended after delete on sessions
    referencing old table as ended for each statement execute function lectern_sessions_ended()`.execute(db);

  await sql`create function lectern_role_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('lectern_invalidation', json_build_object('o', 'database', 'c', 'sessions', 'p', 'user:' || new.id)::text);
      return null;
    end $$`.execute(db);
  await sql`create trigger users_role_changed after update of role on users
    for each row when (old.role is distinct from new.role) execute function lectern_role_changed()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists users_role_changed on users`.execute(db);
  await sql`drop function if exists lectern_role_changed()`.execute(db);
  await sql`drop trigger if exists sessions_ended on sessions`.execute(db);
  await sql`drop function if exists lectern_sessions_ended()`.execute(db);
  await sql`drop index if exists users_created_idx`.execute(db);
}
