// A group's threads: the list (newest activity first), one thread with a page of its replies
// (oldest first), and starting a thread. Readers are members and staff; only members post.
import { requireGroupReader, requireGroupMember } from './access.ts';
import { sql, type Kysely } from 'kysely';
import { REPLIES_PAGE_SIZE, THREADS_PAGE_SIZE, isUuid, type GroupThread, type GroupThreadPage, type Paged, type ThreadInput } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import { paginationOf } from '../../platform/db/pagination.ts';
import type { Viewer } from '../users/index.ts';
import { changeIn, type GroupChange } from './after-change.ts';
import { recordGroupEvent } from './events.ts';
import { shareableMaterial } from './posts-material.ts';
import { postNotFound, selectPosts, toReplies, toThreads } from './posts-read.ts';

const count = sql<number>`count(*)::int`.as('n');

/** The group's threads, newest activity first (ties: by id, so pages never repeat or skip one). */
export async function listThreads(db: Kysely<Database>, viewer: Viewer, groupId: string, page: number): Promise<Paged<GroupThread>> {
  const access = await requireGroupReader(db, viewer, groupId);
  const [rows, total] = await Promise.all([
    selectPosts(db)
      .where('p.group_id', '=', access.groupId)
      .where('p.thread_id', 'is', null)
      .orderBy('p.last_activity_at', 'desc')
      .orderBy('p.id')
      .limit(THREADS_PAGE_SIZE)
      .offset((page - 1) * THREADS_PAGE_SIZE)
      .execute(),
    db.selectFrom('group_posts').select(count).where('group_id', '=', access.groupId).where('thread_id', 'is', null).executeTakeFirstOrThrow(),
  ]);
  return { data: await toThreads(db, viewer, access, rows), pagination: paginationOf(page, THREADS_PAGE_SIZE, total.n) };
}

/** One thread and a page of its replies, oldest first. */
export async function threadPage(db: Kysely<Database>, viewer: Viewer, groupId: string, threadId: string, page: number): Promise<GroupThreadPage> {
  const access = await requireGroupReader(db, viewer, groupId);
  if (!isUuid(threadId)) throw postNotFound();
  const thread = await selectPosts(db).where('p.id', '=', threadId).where('p.group_id', '=', access.groupId).where('p.thread_id', 'is', null).executeTakeFirst();
  if (!thread) throw postNotFound();
  const [replies, total] = await Promise.all([
    selectPosts(db)
      .where('p.thread_id', '=', thread.id)
      .orderBy('p.created_at')
      .orderBy('p.id')
      .limit(REPLIES_PAGE_SIZE)
      .offset((page - 1) * REPLIES_PAGE_SIZE)
      .execute(),
    db.selectFrom('group_posts').select(count).where('thread_id', '=', thread.id).executeTakeFirstOrThrow(),
  ]);
  return {
    thread: (await toThreads(db, viewer, access, [thread]))[0]!,
    replies: await toReplies(db, viewer, access, replies),
    pagination: paginationOf(page, REPLIES_PAGE_SIZE, total.n),
  };
}

/** A new thread of `viewer`'s (a member), recorded as the group's 'thread' event; the thread as its poster sees it, and the change. */
export async function createThread(db: Kysely<Database>, viewer: Viewer, groupId: string, input: ThreadInput): Promise<{ thread: GroupThread; change: GroupChange }> {
  const access = await requireGroupMember(db, viewer, groupId);
  const materialId = await shareableMaterial(db, viewer, input.materialId);
  const id = await db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('group_posts')
      .values({ group_id: access.groupId, author_id: viewer.id, kind: input.kind, title: input.title, body: input.body, material_id: materialId })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordGroupEvent(trx, { groupId: access.groupId, type: 'thread', threadId: id, subjectId: id });
    return id;
  });
  const row = await selectPosts(db).where('p.id', '=', id).executeTakeFirstOrThrow();
  return { thread: (await toThreads(db, viewer, access, [row]))[0]!, change: changeIn(access.groupId) };
}
