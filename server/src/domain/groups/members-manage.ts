// The members list, and the owner's two changes to it (docs/groups.md): removing a member (who may
// not join again) and handing ownership to another member (the old owner stays as a member).
import { sql, type Kysely, type Transaction } from 'kysely';
import { GROUP_MESSAGES, isUuid, type GroupMember } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import { ApiError } from '../../platform/api-error.ts';
import type { Viewer } from '../users/index.ts';
import { checkGroupId, requireGroupOwner, requireGroupReader } from './access.ts';
import { changeIn, type GroupChange } from './after-change.ts';
import { recordGroupEvent } from './events.ts';
import { notOwner } from './groups-read.ts';
import { releaseGroupPlace } from './members-limit.ts';

const memberNotFound = () => new ApiError(404, 'NOT_FOUND', GROUP_MESSAGES.memberNotFound);

/** GET /groups/:id/members (members and staff): the owner first, then by name. */
export async function listMembers(db: Kysely<Database>, viewer: Viewer, groupId: string): Promise<GroupMember[]> {
  checkGroupId(groupId);
  await requireGroupReader(db, viewer, groupId);
  const rows = await db
    .selectFrom('study_group_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.first_name', 'u.last_name', 'm.role', 'm.joined_at'])
    .where('m.group_id', '=', groupId)
    .orderBy(sql`m.role = 'owner'`, 'desc')
    .orderBy('u.first_name')
    .orderBy('u.last_name')
    .orderBy('u.id')
    .execute();
  return rows.map((row) => ({
    person: { id: row.id, firstName: row.first_name, lastName: row.last_name },
    role: row.role,
    joinedAt: new Date(row.joined_at).toISOString(),
  }));
}

/**
 * Holds the group's row until the transaction ends and checks `viewer` still owns it, so the
 * owner's changes to the members (and a hand-over racing them) run one after the other.
 */
async function lockAsOwner(trx: Transaction<Database>, viewer: Viewer, groupId: string): Promise<void> {
  await sql`select 1 from study_groups where id = ${groupId} for no key update`.execute(trx);
  const me = await trx.selectFrom('study_group_members').select('role').where('group_id', '=', groupId).where('user_id', '=', viewer.id).executeTakeFirst();
  if (me?.role !== 'owner') throw notOwner();
}

/**
 * DELETE /groups/:id/members/:userId (owner): the member leaves the group for good (a removal is
 * recorded: they cannot join again). The owner cannot remove themselves (409 ownerCannotLeave);
 * someone who is not a member is 404 memberNotFound.
 */
export async function removeMember(db: Kysely<Database>, viewer: Viewer, groupId: string, userId: string): Promise<GroupChange> {
  checkGroupId(groupId);
  await requireGroupOwner(db, viewer, groupId);
  if (userId === viewer.id) throw new ApiError(409, 'CONFLICT', GROUP_MESSAGES.ownerCannotLeave);
  if (!isUuid(userId)) throw memberNotFound();
  await db.transaction().execute(async (trx) => {
    await lockAsOwner(trx, viewer, groupId);
    const removed = await trx
      .deleteFrom('study_group_members')
      .where('group_id', '=', groupId)
      .where('user_id', '=', userId)
      .where('role', '=', 'member')
      .returning('user_id')
      .executeTakeFirst();
    if (!removed) throw memberNotFound();
    await trx.insertInto('study_group_removals').values({ group_id: groupId, user_id: userId }).onConflict((oc) => oc.columns(['group_id', 'user_id']).doNothing()).execute();
    await releaseGroupPlace(trx, groupId);
    await recordGroupEvent(trx, { groupId, type: 'members', subjectId: userId });
  });
  return changeIn(groupId);
}

/**
 * POST /groups/:id/owner (owner): `userId`, a member, becomes the owner; the old owner stays as a
 * member. 409 newOwnerNotMember for anyone else. Handing it to oneself changes nothing.
 */
export async function handOwnership(db: Kysely<Database>, viewer: Viewer, groupId: string, userId: string): Promise<GroupChange | null> {
  checkGroupId(groupId);
  await requireGroupOwner(db, viewer, groupId);
  if (userId === viewer.id) return null;
  await db.transaction().execute(async (trx) => {
    await lockAsOwner(trx, viewer, groupId);
    // One owner a group (a unique index): the old one steps down first, in the same transaction.
    await trx.updateTable('study_group_members').set({ role: 'member' }).where('group_id', '=', groupId).where('user_id', '=', viewer.id).execute();
    const promoted = await trx
      .updateTable('study_group_members')
      .set({ role: 'owner' })
      .where('group_id', '=', groupId)
      .where('user_id', '=', userId)
      .where('role', '=', 'member')
      .executeTakeFirst();
    if (promoted.numUpdatedRows === 0n) throw new ApiError(409, 'CONFLICT', GROUP_MESSAGES.newOwnerNotMember);
    await recordGroupEvent(trx, { groupId, type: 'members', subjectId: userId });
  });
  return changeIn(groupId);
}
