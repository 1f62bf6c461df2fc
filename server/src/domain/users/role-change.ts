// Changing a person's role (admins): the admins' rows are locked first, so two admins demoting
// each other at once cannot leave the site without one.
import { sql, type Kysely } from 'kysely';
import type { Role } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';

export type RoleChangeOutcome = 'changed' | 'not-found' | 'last-admin';

export function changeRole(db: Kysely<Database>, id: string, role: Role, now: Date): Promise<RoleChangeOutcome> {
  return db.transaction().execute(async (trx) => {
    const admins = await sql<{ id: string }>`select id from users where role = 'admin' for update`.execute(trx);
    const target = await trx.selectFrom('users').select(['id', 'role']).where('id', '=', id).executeTakeFirst();
    if (!target) return 'not-found';
    if (target.role === 'admin' && role !== 'admin' && admins.rows.length <= 1) return 'last-admin';
    await trx.updateTable('users').set({ role, updated_at: now }).where('id', '=', id).execute();
    return 'changed';
  });
}
