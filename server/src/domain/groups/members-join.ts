// Joining and leaving a group (docs/groups.md). Each changes the membership row and the group's
// member_count in one transaction, records a 'members' event naming the person, and answers the
// change for the caller to announce after the commit (afterGroupChange).
import type { Kysely, Transaction } from 'kysely';
import { GROUP_MESSAGES } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import { ApiError } from '../../platform/api-error.ts';
import type { Viewer } from '../users/index.ts';
import { checkGroupId, groupNotFound, loadGroupAccess, requireGroupMember, type GroupAccess } from './access.ts';
import { recordGroupEvent } from './events.ts';
import { changeIn, type GroupChange } from './after-change.ts';
import { releaseGroupPlace, reservePersonPlace, takeGroupPlace } from './members-limit.ts';

const conflict = (message: string) => new ApiError(409, 'CONFLICT', message);

/**
 * An invite-only group refuses a join without its current code. Someone who could see it only
 * through a code (a stranger with an old link) gets the 404 of a group that does not exist, as the
 * page itself answers them; staff, who see every group, are told what is missing.
 */
function inviteRefusal(access: GroupAccess, code: string | null): ApiError {
  if (!access.staff) return groupNotFound();
  return new ApiError(403, 'FORBIDDEN', code === null ? GROUP_MESSAGES.inviteRequired : GROUP_MESSAGES.inviteInvalid);
}

async function refuseRemoved(trx: Transaction<Database>, groupId: string, userId: string): Promise<void> {
  const removed = await trx.selectFrom('study_group_removals').select('user_id').where('group_id', '=', groupId).where('user_id', '=', userId).executeTakeFirst();
  if (removed) throw new ApiError(403, 'FORBIDDEN', GROUP_MESSAGES.removedFromGroup);
}

/**
 * POST /groups/:id/join: an open group for anyone not removed from it; an invite-only one with its
 * current code. 409 alreadyMember, tooManyGroups, full; 403 removedFromGroup. Answers the access
 * `viewer` now has, and the change.
 */
export async function joinGroup(db: Kysely<Database>, viewer: Viewer, groupId: string, invite?: string | null): Promise<{ access: GroupAccess; change: GroupChange }> {
  checkGroupId(groupId);
  const code = invite ? invite : null;
  const access = await loadGroupAccess(db, viewer, groupId, code);
  if (access.role !== null) throw conflict(GROUP_MESSAGES.alreadyMember);
  await db.transaction().execute(async (trx) => {
    await refuseRemoved(trx, groupId, viewer.id);
    await reservePersonPlace(trx, viewer.id);
    // The group's row is locked from here: its policy and code are the ones a revoke would change.
    const group = await takeGroupPlace(trx, groupId);
    if (group.joinPolicy === 'invite' && (code === null || code !== group.inviteCode)) throw inviteRefusal(access, code);
    const joined = await trx
      .insertInto('study_group_members')
      .values({ group_id: groupId, user_id: viewer.id, role: 'member' })
      .onConflict((oc) => oc.columns(['group_id', 'user_id']).doNothing())
      .returning('user_id')
      .executeTakeFirst();
    // Joined by another request at the same time: its count stands, this one's is rolled back.
    if (!joined) throw conflict(GROUP_MESSAGES.alreadyMember);
    await recordGroupEvent(trx, { groupId, type: 'members', subjectId: viewer.id });
  });
  return { access: { ...access, role: 'member' }, change: changeIn(groupId) };
}

/** POST /groups/:id/leave: any member but the owner (409 ownerCannotLeave: hand ownership over or delete the group first). */
export async function leaveGroup(db: Kysely<Database>, viewer: Viewer, groupId: string): Promise<GroupChange> {
  checkGroupId(groupId);
  const access = await requireGroupMember(db, viewer, groupId);
  if (access.role === 'owner') throw conflict(GROUP_MESSAGES.ownerCannotLeave);
  await db.transaction().execute(async (trx) => {
    const left = await trx
      .deleteFrom('study_group_members')
      .where('group_id', '=', groupId)
      .where('user_id', '=', viewer.id)
      .where('role', '=', 'member')
      .returning('user_id')
      .executeTakeFirst();
    if (!left) {
      // Made owner, or gone already, since the check above.
      const now = await trx.selectFrom('study_group_members').select('role').where('group_id', '=', groupId).where('user_id', '=', viewer.id).executeTakeFirst();
      if (now?.role === 'owner') throw conflict(GROUP_MESSAGES.ownerCannotLeave);
      throw new ApiError(403, 'FORBIDDEN', GROUP_MESSAGES.notMember);
    }
    await releaseGroupPlace(trx, groupId);
    await recordGroupEvent(trx, { groupId, type: 'members', subjectId: viewer.id });
  });
  return changeIn(groupId);
}
