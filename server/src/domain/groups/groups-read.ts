// A group as the person asking sees it: the summary lists show (their role in it) and the page's
// detail (the chat link for members, the invite code for the owner). Who may see it at all is
// access.ts's rule; these only shape what that rule let through.
import { sql, type Kysely, type SqlBool } from 'kysely';
import { GROUP_MESSAGES, type GroupDetail, type GroupSummary } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import { ApiError } from '../../platform/api-error.ts';
import { COURSE_LINK_COLUMNS, courseLinkOf } from '../materials/index.ts';
import type { Viewer } from '../users/index.ts';
import { checkGroupId, groupNotFound, loadGroupAccess, type GroupAccess } from './access.ts';


/**
 * For an owner's change of `study_groups` (unaliased): only while `viewerId` still owns it, so a
 * change racing a hand-over is refused rather than made by the old owner. 0 rows: `notOwner()`.
 */
export function ownedBy(viewerId: string) {
  return sql<SqlBool>`exists (select 1 from study_group_members o where o.group_id = study_groups.id and o.user_id = ${viewerId} and o.role = 'owner')`;
}

export const notOwner = () => new ApiError(403, 'FORBIDDEN', GROUP_MESSAGES.ownerOnly);

/** `select` groups (aliased `g`) with their course and the asker's role; callers add which, in what order. */
export function selectGroupSummaries(db: Kysely<Database>, viewer: Viewer) {
  return db
    .selectFrom('study_groups as g')
    .leftJoin('courses as c', 'c.id', 'g.course_id')
    .leftJoin('study_group_members as me', (join) => join.onRef('me.group_id', '=', 'g.id').on('me.user_id', '=', viewer.id))
    .select([
      'g.id',
      'g.name',
      'g.description',
      'g.join_policy',
      'g.member_count',
      'g.created_at',
      'g.last_activity_at',
      ...COURSE_LINK_COLUMNS,
      'me.role as my_role',
    ]);
}

type GroupSummaryRow = Awaited<ReturnType<ReturnType<typeof selectGroupSummaries>['executeTakeFirstOrThrow']>>;

const iso = (value: Date | string) => new Date(value).toISOString();

export function toGroupSummary(row: GroupSummaryRow): GroupSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    course: courseLinkOf(row),
    joinPolicy: row.join_policy,
    memberCount: row.member_count,
    myRole: row.my_role ?? null,
    createdAt: iso(row.created_at),
    lastActivityAt: iso(row.last_activity_at),
  };
}

/** The group's page for `viewer`, whom `access` (from loadGroupAccess) already let see it. */
export async function groupDetailFor(db: Kysely<Database>, viewer: Viewer, access: GroupAccess): Promise<GroupDetail> {
  const row = await selectGroupSummaries(db, viewer)
    .innerJoin('study_group_members as o', (join) => join.onRef('o.group_id', '=', 'g.id').on('o.role', '=', 'owner'))
    .innerJoin('users as ou', 'ou.id', 'o.user_id')
    .select(['g.chat_link', 'g.invite_code', 'ou.id as owner_id', 'ou.first_name as owner_first_name', 'ou.last_name as owner_last_name'])
    .where('g.id', '=', access.groupId)
    .executeTakeFirst();
  // Deleted between the access check and here.
  if (!row) throw groupNotFound();
  const role = row.my_role ?? null;
  return {
    ...toGroupSummary(row),
    owner: { id: row.owner_id, firstName: row.owner_first_name, lastName: row.owner_last_name },
    chatLink: role !== null ? row.chat_link : null,
    inviteCode: role === 'owner' ? row.invite_code : null,
    readOnly: role === null && access.staff,
  };
}

/** GET /groups/:id?invite=: the page of a group `viewer` may see (an invite-only one with its current code). */
export async function readGroup(db: Kysely<Database>, viewer: Viewer, groupId: string, invite?: string | null): Promise<GroupDetail> {
  checkGroupId(groupId);
  return groupDetailFor(db, viewer, await loadGroupAccess(db, viewer, groupId, invite));
}
