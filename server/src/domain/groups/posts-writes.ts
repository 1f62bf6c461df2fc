// Editing, deleting and reporting a post (a thread or a reply). Authors edit their own; authors
// and the group's owner delete; any member reports. Each change members see records its event.
import { requireGroupMember } from './access.ts';
import { sql, type Kysely } from 'kysely';
import { POST_MESSAGES, type GroupReply, type GroupThread, type PostReportInput, type PostUpdate } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import { ApiError } from '../../platform/api-error.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import type { Viewer } from '../users/index.ts';
import { changeIn, type GroupChange } from './after-change.ts';
import { recordGroupEvent } from './events.ts';
import { findPost, postFor, type PostRow } from './posts-read.ts';
import { postRemoved, type PostChange } from './replies.ts';

const eventOf = (post: Pick<PostRow, 'id' | 'thread_id'>) =>
  post.thread_id === null ? ({ type: 'thread', threadId: post.id, subjectId: post.id } as const) : ({ type: 'reply', threadId: post.thread_id, subjectId: post.id } as const);

/**
 * Its author (still a member) edits a post: a thread's title and body, a reply's body (a title
 * sent for a reply is ignored). Sets edited_at. A post a moderator hid stays as it is (409).
 */
export async function updatePost(db: Kysely<Database>, viewer: Viewer, groupId: string, postId: string, update: PostUpdate): Promise<PostChange<GroupThread | GroupReply>> {
  const access = await requireGroupMember(db, viewer, groupId);
  const post = await findPost(db, access.groupId, postId);
  if (post.author_id !== viewer.id) throw new ApiError(403, 'FORBIDDEN', POST_MESSAGES.authorOnly);
  if (post.hidden_at !== null) throw postRemoved();
  const title = post.thread_id === null ? update.title : undefined;
  let change: GroupChange | null = null;
  if (title !== undefined || update.body !== undefined) {
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('group_posts')
        .set({ ...(title !== undefined ? { title } : {}), ...(update.body !== undefined ? { body: update.body } : {}), edited_at: sql<Date>`now()` })
        .where('id', '=', post.id)
        .execute();
      await recordGroupEvent(trx, { groupId: access.groupId, ...eventOf(post) });
    });
    change = changeIn(access.groupId);
  }
  return { post: await postFor(db, viewer, access, post.id), change };
}

/**
 * Its author or the group's owner deletes a post. A thread takes its replies (and their reports)
 * with it; a reply leaves its thread one reply fewer. Answers the change, null when the post was
 * deleted meanwhile (by its thread, or twice at once): that deletion told the group.
 */
export async function deletePost(db: Kysely<Database>, viewer: Viewer, groupId: string, postId: string): Promise<{ id: string; change: GroupChange | null }> {
  const access = await requireGroupMember(db, viewer, groupId);
  const post = await findPost(db, access.groupId, postId);
  if (post.author_id !== viewer.id && access.role !== 'owner') throw new ApiError(403, 'FORBIDDEN', POST_MESSAGES.deleteNotAllowed);
  const deleted = await db.transaction().execute(async (trx) => {
    const deleted = await trx.deleteFrom('group_posts').where('id', '=', post.id).executeTakeFirst();
    // Deleted meanwhile (by its thread, or twice at once): nothing more to tell.
    if (deleted.numDeletedRows === 0n) return false;
    if (post.thread_id !== null) {
      await trx
        .updateTable('group_posts')
        .set((eb) => ({ reply_count: sql<number>`greatest(${eb.ref('reply_count')} - 1, 0)` }))
        .where('id', '=', post.thread_id)
        .execute();
    }
    await recordGroupEvent(trx, { groupId: access.groupId, ...eventOf(post) });
    return true;
  });
  return { id: post.id, change: deleted ? changeIn(access.groupId) : null };
}

/** A member reports a post to staff (the Group reports queue); one open report per person and post. */
export async function reportPost(db: Kysely<Database>, viewer: Viewer, groupId: string, postId: string, report: PostReportInput): Promise<{ id: string; groupId: string }> {
  const access = await requireGroupMember(db, viewer, groupId);
  const post = await findPost(db, access.groupId, postId);
  try {
    const { id } = await db
      .insertInto('group_post_reports')
      .values({ post_id: post.id, reporter_id: viewer.id, reason: report.reason, text: report.text?.trim() || null })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id, groupId: access.groupId };
  } catch (error) {
    if (isUniqueViolation(error, 'group_post_reports_once_idx')) throw new ApiError(409, 'CONFLICT', POST_MESSAGES.alreadyReported);
    throw error;
  }
}
