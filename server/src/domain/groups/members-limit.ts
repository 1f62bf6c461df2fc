// The two membership limits (contract: GROUPS_PER_PERSON_MAX, GROUP_MEMBERS_MAX), checked so that
// two requests at once cannot both pass on the same numbers.
import { sql, type Transaction } from 'kysely';
import { GROUP_MEMBERS_MAX, GROUP_MESSAGES, GROUPS_PER_PERSON_MAX } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import { ApiError } from '../../platform/api-error.ts';
import { groupNotFound } from './access.ts';

/**
 * 409 tooManyGroups when the person is already in GROUPS_PER_PERSON_MAX groups (owned ones
 * included). Holds the person's row until the transaction ends, so their creates and joins run
 * one after the other (`no key update`: rows that merely reference the person do not wait).
 */
export async function reservePersonPlace(trx: Transaction<Database>, userId: string): Promise<void> {
  await sql`select 1 from users where id = ${userId} for no key update`.execute(trx);
  const { count } = await trx
    .selectFrom('study_group_members')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  if (count >= GROUPS_PER_PERSON_MAX) throw new ApiError(409, 'CONFLICT', GROUP_MESSAGES.tooManyGroups);
}

/**
 * Counts one more member, only while the group has room: a conditional update, so the last place
 * goes to one request only (the row lock orders them). Answers the group's join policy and current
 * invite code as they are now; 409 full without room, 404 when the group is gone.
 */
export async function takeGroupPlace(trx: Transaction<Database>, groupId: string): Promise<{ joinPolicy: 'open' | 'invite'; inviteCode: string | null }> {
  const row = await trx
    .updateTable('study_groups')
    .set((eb) => ({ member_count: eb('member_count', '+', 1) }))
    .where('id', '=', groupId)
    .where('member_count', '<', GROUP_MEMBERS_MAX)
    .returning(['join_policy', 'invite_code'])
    .executeTakeFirst();
  if (row) return { joinPolicy: row.join_policy, inviteCode: row.invite_code };
  const exists = await trx.selectFrom('study_groups').select('id').where('id', '=', groupId).executeTakeFirst();
  if (!exists) throw groupNotFound();
  throw new ApiError(409, 'CONFLICT', GROUP_MESSAGES.full);
}

/** Counts one member fewer, in the transaction that deleted their row. */
export async function releaseGroupPlace(trx: Transaction<Database>, groupId: string): Promise<void> {
  await trx
    .updateTable('study_groups')
    .set((eb) => ({ member_count: eb('member_count', '-', 1) }))
    .where('id', '=', groupId)
    .execute();
}
