// The discussion's notifications (the existing badge): a reply to my thread ('group-reply') and a
// Helpful mark on my reply ('group-helpful'). Written in the change's transaction, so a note exists
// exactly when its change committed; never to oneself, and only to someone still in the group (a
// link they could not open would be no news). Each returns the notification's id, or null when
// nobody is told: the caller hands the ids on (a linked chat is told after the commit).
import { groupThreadPath, POST_MESSAGES } from '@lectern/shared-api/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { notify } from '../notifications/index.ts';

interface ThreadFacts {
  id: string;
  groupId: string;
  title: string;
}

/** "Ada Obi", or null when the person is gone. */
async function nameOf(db: Kysely<Database>, userId: string): Promise<string | null> {
  const row = await db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', userId).executeTakeFirst();
  return row ? `${row.first_name} ${row.last_name}` : null;
}

async function isMember(db: Kysely<Database>, groupId: string, userId: string): Promise<boolean> {
  const row = await db.selectFrom('study_group_members').select('user_id').where('group_id', '=', groupId).where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

/** Tells the thread's author that `replierId` replied. */
export async function noticeReply(db: Kysely<Database>, thread: ThreadFacts & { authorId: string | null }, replierId: string): Promise<string | null> {
  if (!thread.authorId || thread.authorId === replierId) return null;
  if (!(await isMember(db, thread.groupId, thread.authorId))) return null;
  const person = await nameOf(db, replierId);
  if (!person) return null;
  return notify(db, {
    userId: thread.authorId,
    type: 'group-reply',
    title: POST_MESSAGES.replyNoticeTitle,
    body: POST_MESSAGES.replyNoticeBody(person, thread.title),
    link: groupThreadPath(thread.groupId, thread.id),
  });
}

/** Tells the reply's author that the thread's author (`markerId`) marked it helpful. */
export async function noticeHelpful(db: Kysely<Database>, thread: ThreadFacts, replyAuthorId: string | null, markerId: string): Promise<string | null> {
  if (!replyAuthorId || replyAuthorId === markerId) return null;
  if (!(await isMember(db, thread.groupId, replyAuthorId))) return null;
  const person = await nameOf(db, markerId);
  if (!person) return null;
  return notify(db, {
    userId: replyAuthorId,
    type: 'group-helpful',
    title: POST_MESSAGES.helpfulNoticeTitle,
    body: POST_MESSAGES.helpfulNoticeBody(person, thread.title),
    link: groupThreadPath(thread.groupId, thread.id),
  });
}
