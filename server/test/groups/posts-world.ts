// The discussion tests' world: groups and members straight in the database (the groups'
// own routes are tested in groups-*.test.ts), people of every role, and calls as one of them.
import type { Kysely } from 'kysely';
import type { GroupJoinPolicy, GroupReply, GroupThread } from '@lectern/shared-api/contract';
import type { Database } from '../../src/platform/db/schema.ts';
import type { Person } from '../helpers/materials.ts';
import { addMember, insertGroup as insertGroupRow, removeMember } from '../helpers/groups.ts';
import { caller, type Call } from '../helpers/person-calls.ts';
import { codeOf, dataOf, fieldErrors, messageOf } from '../helpers/responses.ts';

export { caller, codeOf, fieldErrors, messageOf };

/** A group owned by `ownerId`, with `memberIds` as members; its id. */
export const insertGroup = (db: Kysely<Database>, ownerId: string, memberIds: string[], joinPolicy: GroupJoinPolicy = 'open') =>
  insertGroupRow(db, { ownerId, memberIds, joinPolicy });
export { addMember, removeMember };

export const threadsUrl = (groupId: string) => `/api/groups/${groupId}/threads`;
export const threadUrl = (groupId: string, threadId: string) => `/api/groups/${groupId}/threads/${threadId}`;
export const repliesUrl = (groupId: string, threadId: string) => `${threadUrl(groupId, threadId)}/replies`;
export const postUrl = (groupId: string, postId: string) => `/api/groups/${groupId}/posts/${postId}`;

export async function startThread(call: Call, person: Person, groupId: string, input: Record<string, unknown> = {}): Promise<GroupThread> {
  return dataOf<GroupThread>(await call(person, 'POST', threadsUrl(groupId), { kind: 'question', title: 'Past papers?', body: 'Who has the 2019 paper?', ...input }), 201);
}

export async function reply(call: Call, person: Person, groupId: string, threadId: string, input: Record<string, unknown> = {}): Promise<GroupReply> {
  return dataOf<GroupReply>(await call(person, 'POST', repliesUrl(groupId, threadId), { body: 'I do, in the library pack.', ...input }), 201);
}

/** The group's events after `afterId`, oldest first. */
export async function eventsOf(db: Kysely<Database>, groupId: string): Promise<Array<{ type: string; thread_id: string | null; subject_id: string | null }>> {
  return db.selectFrom('group_events').select(['type', 'thread_id', 'subject_id']).where('group_id', '=', groupId).orderBy('id').execute();
}

export async function notificationsOf(db: Kysely<Database>, userId: string, type: string) {
  return db.selectFrom('notifications').select(['id', 'title', 'body', 'link']).where('user_id', '=', userId).where('type', '=', type).orderBy('created_at').execute();
}
