// Replies to a thread and the asker's Helpful marks. A reply keeps its thread's reply_count and
// last_activity_at in its own transaction; several replies of one thread may be Helpful (a
// question often has more than one good answer), and the thread is answered while any is.
import { requireGroupMember, type GroupAccess } from './access.ts';
import { sql, type Kysely } from 'kysely';
import { POST_MESSAGES, isUuid, type GroupReply, type ReplyInput } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import { ApiError } from '../../platform/api-error.ts';
import type { Viewer } from '../users/index.ts';
import { changeIn, type GroupChange } from './after-change.ts';
import { recordGroupEvent } from './events.ts';
import { noticeHelpful, noticeReply } from './post-notices.ts';
import { shareableMaterial } from './posts-material.ts';
import { findPost, postNotFound, selectPosts, toReplies } from './posts-read.ts';

/** A post as its writer now sees it, and the change (with the notifications it wrote); null when nothing changed. */
export interface PostChange<T> {
  post: T;
  change: GroupChange | null;
}

export const postRemoved = () => new ApiError(409, 'CONFLICT', POST_MESSAGES.removed);

async function replyAsSeen(db: Kysely<Database>, viewer: Viewer, access: GroupAccess, id: string): Promise<GroupReply> {
  const row = await selectPosts(db).where('p.id', '=', id).executeTakeFirstOrThrow();
  return (await toReplies(db, viewer, access, [row]))[0]!;
}

/** `viewer` (a member) replies to a thread of the group; its author is told ('group-reply'). */
export async function createReply(db: Kysely<Database>, viewer: Viewer, groupId: string, threadId: string, input: ReplyInput): Promise<PostChange<GroupReply>> {
  const access = await requireGroupMember(db, viewer, groupId);
  if (!isUuid(threadId)) throw postNotFound();
  const materialId = await shareableMaterial(db, viewer, input.materialId);
  const { id, notificationIds } = await db.transaction().execute(async (trx) => {
    // Locked: a thread deleted meanwhile is not replied to, and its count moves one reply at a time.
    const thread = await trx
      .selectFrom('group_posts')
      .select(['id', 'author_id', 'title', 'hidden_at'])
      .where('id', '=', threadId)
      .where('group_id', '=', access.groupId)
      .where('thread_id', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!thread) throw postNotFound();
    if (thread.hidden_at !== null) throw postRemoved();
    const { id } = await trx
      .insertInto('group_posts')
      .values({ group_id: access.groupId, thread_id: thread.id, author_id: viewer.id, body: input.body, material_id: materialId })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('group_posts')
      .set((eb) => ({ reply_count: eb('reply_count', '+', 1), last_activity_at: sql<Date>`now()` }))
      .where('id', '=', thread.id)
      .execute();
    await recordGroupEvent(trx, { groupId: access.groupId, type: 'reply', threadId: thread.id, subjectId: id });
    const notice = await noticeReply(trx, { id: thread.id, groupId: access.groupId, title: thread.title ?? '', authorId: thread.author_id }, viewer.id);
    return { id, notificationIds: notice ? [notice] : [] };
  });
  return { post: await replyAsSeen(db, viewer, access, id), change: changeIn(access.groupId, notificationIds) };
}

/**
 * The thread's author marks a reply of it Helpful (or takes the mark back); idempotent. The reply's
 * author is told when it becomes Helpful ('group-helpful'), never when it stops being.
 */
export async function setHelpful(db: Kysely<Database>, viewer: Viewer, groupId: string, postId: string, helpful: boolean): Promise<PostChange<GroupReply>> {
  const access = await requireGroupMember(db, viewer, groupId);
  const reply = await findPost(db, access.groupId, postId);
  if (reply.thread_id === null) throw new ApiError(400, 'VALIDATION', POST_MESSAGES.notReply);
  const threadId = reply.thread_id;
  const notificationIds = await db.transaction().execute(async (trx): Promise<string[] | null> => {
    const thread = await trx.selectFrom('group_posts').select(['id', 'author_id', 'title']).where('id', '=', threadId).executeTakeFirst();
    if (!thread) throw postNotFound();
    if (thread.author_id !== viewer.id) throw new ApiError(403, 'FORBIDDEN', POST_MESSAGES.helpfulAskerOnly);
    // Only a change is a change: marking twice tells nobody twice.
    const changed = await trx.updateTable('group_posts').set({ helpful }).where('id', '=', reply.id).where('helpful', '=', !helpful).executeTakeFirst();
    if (changed.numUpdatedRows === 0n) return null;
    await recordGroupEvent(trx, { groupId: access.groupId, type: 'reply', threadId, subjectId: reply.id });
    if (!helpful) return [];
    const notice = await noticeHelpful(trx, { id: thread.id, groupId: access.groupId, title: thread.title ?? '' }, reply.author_id, viewer.id);
    return notice ? [notice] : [];
  });
  return { post: await replyAsSeen(db, viewer, access, reply.id), change: notificationIds && changeIn(access.groupId, notificationIds) };
}
