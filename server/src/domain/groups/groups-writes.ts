// Creating, editing and deleting a group (docs/groups.md). The route has checked each field's form
// (name length, description length, ids); here the rules that need the database or the contract's
// chat-link rule, and the owner's rights.
import { sql, type Kysely, type Transaction, type UpdateObject } from 'kysely';
import { COURSE_MESSAGES, GROUP_MESSAGES, isGroupChatLink, type FieldError, type GroupInput, type GroupUpdate } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import { ApiError } from '../../platform/api-error.ts';
import type { Viewer } from '../users/index.ts';
import { checkGroupId, requireGroupOwner } from './access.ts';
import { changeIn, type GroupChange } from './after-change.ts';
import { recordGroupEvent } from './events.ts';
import { notOwner, ownedBy } from './groups-read.ts';
import { newInviteCode } from './invites.ts';
import { reservePersonPlace } from './members-limit.ts';

function invalid(errors: FieldError[]): ApiError {
  return new ApiError(400, 'VALIDATION', errors.map((error) => error.message).join('; '), errors);
}

const blankToNull = (text: string | null | undefined) => (text ? text : null);

/** The field errors only the database or the chat-link rule can tell. */
async function fieldErrors(db: Kysely<Database>, input: GroupUpdate): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  if (input.courseId) {
    const course = await db.selectFrom('courses').select('id').where('id', '=', input.courseId).where('review_status', '=', 'approved').executeTakeFirst();
    if (!course) errors.push({ field: 'courseId', message: COURSE_MESSAGES.courseNotFound });
  }
  if (input.chatLink && !isGroupChatLink(input.chatLink)) errors.push({ field: 'chatLink', message: GROUP_MESSAGES.chatLinkInvalid });
  return errors;
}

/**
 * A new group with `viewer` as its owner and only member; its id. Every group gets an invite code
 * at once, so the owner always has a link to hand out (for an open group it only saves searching).
 */
export async function createGroup(db: Kysely<Database>, viewer: Viewer, input: GroupInput): Promise<string> {
  const errors = await fieldErrors(db, input);
  if (errors.length > 0) throw invalid(errors);
  return db.transaction().execute(async (trx) => {
    await reservePersonPlace(trx, viewer.id);
    const { id } = await trx
      .insertInto('study_groups')
      .values({
        name: input.name,
        description: blankToNull(input.description),
        course_id: input.courseId ?? null,
        chat_link: blankToNull(input.chatLink),
        join_policy: input.joinPolicy,
        invite_code: newInviteCode(),
        member_count: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('study_group_members').values({ group_id: id, user_id: viewer.id, role: 'owner' }).execute();
    return id;
  });
}

/** The columns `update` changes. */
function changesOf(update: GroupUpdate): UpdateObject<Database, 'study_groups'> {
  return {
    ...(update.name !== undefined ? { name: update.name } : {}),
    ...(update.description !== undefined ? { description: blankToNull(update.description) } : {}),
    ...(update.courseId !== undefined ? { course_id: update.courseId ?? null } : {}),
    ...(update.chatLink !== undefined ? { chat_link: blankToNull(update.chatLink) } : {}),
    ...(update.joinPolicy !== undefined ? { join_policy: update.joinPolicy } : {}),
    // Made invite-only with its link turned off: it gets a link, or nobody could ever join.
    ...(update.joinPolicy === 'invite' ? { invite_code: sql<string>`coalesce(invite_code, ${newInviteCode()})` } : {}),
  };
}

/** The change of the group's row, only while `viewer` owns it. */
async function applyUpdate(trx: Transaction<Database>, viewer: Viewer, groupId: string, changes: UpdateObject<Database, 'study_groups'>): Promise<void> {
  const { numUpdatedRows } = await trx.updateTable('study_groups').set(changes).where('id', '=', groupId).where(ownedBy(viewer.id)).executeTakeFirst();
  if (numUpdatedRows === 0n) throw notOwner();
}

/** PATCH /groups/:id (owner): only the fields given; '' or null clear the description, course and chat link. */
export async function updateGroup(db: Kysely<Database>, viewer: Viewer, groupId: string, update: GroupUpdate): Promise<GroupChange | null> {
  checkGroupId(groupId);
  await requireGroupOwner(db, viewer, groupId);
  const errors = await fieldErrors(db, update);
  if (errors.length > 0) throw invalid(errors);
  const changes = changesOf(update);
  if (Object.keys(changes).length === 0) return null;
  await db.transaction().execute(async (trx) => {
    await applyUpdate(trx, viewer, groupId, changes);
    await recordGroupEvent(trx, { groupId, type: 'group' });
  });
  return changeIn(groupId);
}

/**
 * DELETE /groups/:id (owner): the group and everything in it (its members, posts, sessions and
 * events go with its row). No event is recorded, as the events go too; the change is still
 * announced, so every server's live hub ends the group's streams.
 */
export async function deleteGroup(db: Kysely<Database>, viewer: Viewer, groupId: string): Promise<GroupChange> {
  checkGroupId(groupId);
  await requireGroupOwner(db, viewer, groupId);
  const { numDeletedRows } = await db.deleteFrom('study_groups').where('id', '=', groupId).where(ownedBy(viewer.id)).executeTakeFirst();
  if (numDeletedRows === 0n) throw notOwner();
  return changeIn(groupId);
}
