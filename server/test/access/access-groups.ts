// The study group rows the access matrix calls on: A's invite-only group, which B and
// staff are not in, with A's thread, a member's reply to it, A's session, and makers of fresh rows
// for calls that use one up (a delete, a removal, a hand-over, a report's decision).
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/platform/db/schema.ts';
import { addMember, insertGroup, insertReply, insertReport, insertThread } from '../helpers/groups.ts';

export interface GroupItems {
  /** A's invite-only group: B and staff are not members. */
  group: string;
  /** A word in its name: what B types into Find a group. */
  word: string;
  /** A's thread in it, and a member's reply to that thread. */
  thread: string;
  reply: string;
  /** A session A scheduled in it. */
  session: string;
}

export interface GroupFresh {
  /** A new invite-only group of A's with one other member; its id and that member's. */
  group(): Promise<{ id: string; memberId: string }>;
  /** A new member of A's group; their id. */
  member(): Promise<string>;
  /** A new thread of A's in A's group. */
  thread(): Promise<string>;
  /** A new session of A's in A's group. */
  session(): Promise<string>;
  /** An open report of a new post in A's group. */
  report(): Promise<string>;
}

const HOUR_MS = 60 * 60 * 1000;

export async function buildGroupWorld(db: Kysely<Database>, ownerId: string, newStudent: () => Promise<{ id: string }>, now: () => Date): Promise<{ items: GroupItems; fresh: GroupFresh }> {
  const word = `matrixgroup${randomBytes(3).toString('hex')}`.replace(/[0-9]/g, (d) => 'ghijklmnop'[Number(d)]!);
  const member = await newStudent();
  const group = await insertGroup(db, { ownerId, memberIds: [member.id], joinPolicy: 'invite', name: `Private ${word}` });
  const thread = await insertThread(db, group, ownerId);
  const reply = await insertReply(db, group, thread, member.id, 'Page 4 of the pack');
  const insertSession = async () =>
    (
      await db
        .insertInto('study_sessions')
        .values({ group_id: group, created_by: ownerId, title: 'Matrix revision', starts_at: new Date(now().getTime() + 24 * HOUR_MS), ends_at: new Date(now().getTime() + 26 * HOUR_MS), location: 'Main Library' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const session = await insertSession();

  const fresh: GroupFresh = {
    async group() {
      const other = await newStudent();
      return { id: await insertGroup(db, { ownerId, memberIds: [other.id], joinPolicy: 'invite' }), memberId: other.id };
    },
    async member() {
      const other = await newStudent();
      await addMember(db, group, other.id);
      return other.id;
    },
    thread: () => insertThread(db, group, ownerId),
    session: insertSession,
    report: async () => insertReport(db, await insertReply(db, group, thread, member.id), ownerId),
  };
  return { items: { group, word, thread, reply, session }, fresh };
}
