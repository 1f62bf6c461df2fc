// Printing credits as admins see them (contract rewards.ts): the waiting ones, oldest earned
// first (the longest owed at the top), and the honoured ones, newest honoured first.
import { sql, type Kysely } from 'kysely';
import type { Paged, PrintingCredit, PrintingCreditStatus } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import { paginationOf } from '../../platform/db/pagination.ts';

function selectCredits(db: Kysely<Database>) {
  return db
    .selectFrom('printing_credits as pc')
    .innerJoin('users as u', 'u.id', 'pc.user_id')
    .select(['pc.id', 'pc.earned_at', 'pc.honoured_at', 'u.id as user_id', 'u.first_name', 'u.last_name', 'u.username', 'u.email']);
}

type CreditRow = Awaited<ReturnType<ReturnType<typeof selectCredits>['executeTakeFirstOrThrow']>>;

function toPrintingCredit(row: CreditRow): PrintingCredit {
  return {
    id: row.id,
    earnedAt: new Date(row.earned_at).toISOString(),
    honouredAt: row.honoured_at ? new Date(row.honoured_at).toISOString() : null,
    user: { id: row.user_id, firstName: row.first_name, lastName: row.last_name, username: row.username, email: row.email },
  };
}

export async function listPrintingCredits(db: Kysely<Database>, status: PrintingCreditStatus, page: number, limit: number): Promise<Paged<PrintingCredit>> {
  const waiting = status === 'waiting';
  const { n } = await db
    .selectFrom('printing_credits')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('honoured_at', waiting ? 'is' : 'is not', null)
    .executeTakeFirstOrThrow();
  const listed = selectCredits(db).where('pc.honoured_at', waiting ? 'is' : 'is not', null);
  const ordered = waiting ? listed.orderBy('pc.earned_at', 'asc') : listed.orderBy('pc.honoured_at', 'desc');
  const rows = await ordered
    .orderBy('pc.id')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  return { data: rows.map(toPrintingCredit), pagination: paginationOf(page, limit, n) };
}

/**
 * Marks a waiting credit given. Only a waiting one is changed, so of two admins at once one
 * wins; the other learns it was already honoured.
 */
export async function honourPrintingCredit(
  db: Kysely<Database>,
  id: string,
  adminId: string,
  at: Date,
): Promise<PrintingCredit | 'not-found' | 'already-honoured'> {
  const updated = await db
    .updateTable('printing_credits')
    .set({ honoured_at: at, honoured_by: adminId })
    .where('id', '=', id)
    .where('honoured_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  const row = await selectCredits(db).where('pc.id', '=', id).executeTakeFirst();
  if (!row) return 'not-found';
  return updated ? toPrintingCredit(row) : 'already-honoured';
}
