// Study groups straight in the database, so tests of one part stand alone from the
// routes of the others: a group with its owner and members, removals, and posts (threads and
// replies) and their reports as rows.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { GroupJoinPolicy } from '@lectern/shared-api/contract';
import type { Database } from '../../src/platform/db/schema.ts';
import { createPerson, type Person } from './materials.ts';

/** Everyone the group rules treat differently: a group's owner and member, another student, staff. */
export interface GroupCast {
  owner: Person;
  member: Person;
  stranger: Person;
  moderator: Person;
  admin: Person;
}

export async function createGroupCast(app: FastifyInstance, db: Kysely<Database>): Promise<GroupCast> {
  return {
    owner: await createPerson(app, db, { firstName: 'Ola' }),
    member: await createPerson(app, db, { firstName: 'Musa' }),
    stranger: await createPerson(app, db, { firstName: 'Sade' }),
    moderator: await createPerson(app, db, { role: 'moderator' }),
    admin: await createPerson(app, db, { role: 'admin' }),
  };
}

let groups = 0;

/** A group owned by `ownerId` with these other members; answers its id. */
export async function insertGroup(
  db: Kysely<Database>,
  options: { ownerId: string; memberIds?: string[]; joinPolicy?: GroupJoinPolicy; name?: string; courseId?: string | null },
): Promise<string> {
  groups += 1;
  const members = options.memberIds ?? [];
  const { id } = await db
    .insertInto('study_groups')
    .values({
      name: options.name ?? `Study group ${groups}`,
      description: null,
      course_id: options.courseId ?? null,
      chat_link: null,
      join_policy: options.joinPolicy ?? 'open',
      invite_code: null,
      member_count: members.length + 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('study_group_members')
    .values([{ group_id: id, user_id: options.ownerId, role: 'owner' }, ...members.map((userId) => ({ group_id: id, user_id: userId, role: 'member' as const }))])
    .execute();
  return id;
}

/** Takes the person out of the group as the owner's Remove does: they may not join again. */
export async function removeMember(db: Kysely<Database>, groupId: string, userId: string): Promise<void> {
  await db.deleteFrom('study_group_members').where('group_id', '=', groupId).where('user_id', '=', userId).execute();
  await db.insertInto('study_group_removals').values({ group_id: groupId, user_id: userId }).execute();
}

/** The person joins as a member, the group's member_count kept right as the join route keeps it. */
export async function addMember(db: Kysely<Database>, groupId: string, userId: string): Promise<void> {
  await db.insertInto('study_group_members').values({ group_id: groupId, user_id: userId, role: 'member' }).execute();
  await db.updateTable('study_groups').set((eb) => ({ member_count: eb('member_count', '+', 1) })).where('id', '=', groupId).execute();
}

/** A thread in the group; answers its id. */
export async function insertThread(db: Kysely<Database>, groupId: string, authorId: string, title = 'Does anyone have the 2019 paper?'): Promise<string> {
  const { id } = await db
    .insertInto('group_posts')
    .values({ group_id: groupId, author_id: authorId, kind: 'question', title, body: `${title} With solutions, please.` })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A reply to a thread; answers its id. */
export async function insertReply(db: Kysely<Database>, groupId: string, threadId: string, authorId: string, body = 'Buy my essays at example.com'): Promise<string> {
  const { id } = await db.insertInto('group_posts').values({ group_id: groupId, thread_id: threadId, author_id: authorId, body }).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** A report of a post, open; answers its id. */
export async function insertReport(db: Kysely<Database>, postId: string, reporterId: string, reason: 'spam' | 'abuse' | 'off-topic' | 'other' = 'spam', text: string | null = null): Promise<string> {
  const { id } = await db.insertInto('group_post_reports').values({ post_id: postId, reporter_id: reporterId, reason, text }).returning('id').executeTakeFirstOrThrow();
  return id;
}
