// Who may see and do what in a group (docs/groups.md). Every group route starts here, so the rule
// lives once: an invite-only group is invisible (404, the same answer as a group that does not
// exist) to anyone who is neither a member nor staff; an open group's page is visible to anyone
// signed in, but its discussion, members and sessions are its members' (and staff's, read-only).
import { GROUP_MESSAGES, isUuid, type GroupJoinPolicy, type GroupRole } from '@lectern/shared-api/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { ApiError } from '../../platform/api-error.ts';
import { isStaff, type Viewer } from '../users/index.ts';

export interface GroupAccess {
  groupId: string;
  name: string;
  joinPolicy: GroupJoinPolicy;
  /** The viewer's role in the group; null when not a member. */
  role: GroupRole | null;
  /** Staff reading a group: they may read everything, post nothing (moderation is in the portal). */
  staff: boolean;
}

export const groupNotFound = () => new ApiError(404, 'NOT_FOUND', GROUP_MESSAGES.notFound);

/** A malformed group id is the 404 of a group that does not exist. */
export function checkGroupId(groupId: string): void {
  if (!isUuid(groupId)) throw groupNotFound();
}

/**
 * The group as `viewer` may see it; 404 NOT_FOUND when it does not exist or is invite-only and the
 * viewer is neither a member, nor staff, nor holding its current invite code.
 */
export async function loadGroupAccess(db: Kysely<Database>, viewer: Viewer, groupId: string, invite?: string | null): Promise<GroupAccess> {
  checkGroupId(groupId);
  const row = await db
    .selectFrom('study_groups as g')
    .leftJoin('study_group_members as m', (join) => join.onRef('m.group_id', '=', 'g.id').on('m.user_id', '=', viewer.id))
    .select(['g.id', 'g.name', 'g.join_policy', 'g.invite_code', 'm.role'])
    .where('g.id', '=', groupId)
    .executeTakeFirst();
  if (!row) throw groupNotFound();
  const staff = isStaff(viewer);
  const visible = row.join_policy === 'open' || row.role !== null || staff || (invite != null && invite !== '' && row.invite_code === invite);
  if (!visible) throw groupNotFound();
  return { groupId: row.id, name: row.name, joinPolicy: row.join_policy, role: row.role ?? null, staff };
}

/** Members (and staff) read the discussion, members and sessions; anyone else who may see the group gets 403. */
export async function requireGroupReader(db: Kysely<Database>, viewer: Viewer, groupId: string): Promise<GroupAccess> {
  const access = await loadGroupAccess(db, viewer, groupId);
  if (access.role === null && !access.staff) throw new ApiError(403, 'FORBIDDEN', GROUP_MESSAGES.notMember);
  return access;
}

/** Only members post, reply, answer and schedule (staff who are not members read only). */
export async function requireGroupMember(db: Kysely<Database>, viewer: Viewer, groupId: string): Promise<GroupAccess> {
  const access = await loadGroupAccess(db, viewer, groupId);
  if (access.role === null) throw new ApiError(403, 'FORBIDDEN', GROUP_MESSAGES.notMember);
  return access;
}

export async function requireGroupOwner(db: Kysely<Database>, viewer: Viewer, groupId: string): Promise<GroupAccess> {
  const access = await requireGroupMember(db, viewer, groupId);
  if (access.role !== 'owner') throw new ApiError(403, 'FORBIDDEN', GROUP_MESSAGES.ownerOnly);
  return access;
}
