// Frozen: a migration never changes once written; later changes get a new file.
// A role change says so on the sessions channel as `role:<id>` (was `user:<id>`), so the study
// groups' live hub ends that person's streams and lets them back in under the new role; caches of
// recently checked sessions read both kinds alike (domain/auth/session-messages.ts).
import { sql, type Kysely } from 'kysely';

const roleChanged = (kind: 'role' | 'user') => sql`create or replace function lectern_role_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('lectern_invalidation', json_build_object('o', 'database', 'c', 'sessions', 'p', ${sql.lit(`${kind}:`)} || new.id)::text);
      return null;
    end $$`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await roleChanged('role').execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await roleChanged('user').execute(db);
}
