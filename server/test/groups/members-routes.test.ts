// Joining, leaving and the members of a study group (docs/groups.md), as a guest, the
// owner, a member, another student, a moderator and an admin: open and invite-only groups, a
// revoked invite, a full group, joining twice, 30 groups, a removed member joining again, the
// owner leaving, handing ownership over; member_count kept right throughout, also when requests
// race for the last place.
import type { LightMyRequestResponse } from 'fastify';
import {
  GROUP_MEMBERS_MAX,
  GROUP_MESSAGES as M,
  GROUPS_PER_PERSON_MAX,
  type GroupDetail,
  type GroupInvite,
  type GroupMember,
} from '@lectern/shared-api/contract';
import { afterGroupChange, joinGroup } from '../../src/domain/groups/index.ts';
import type { MessagingDeps } from '../../src/domain/messaging/index.ts';
import { UNKNOWN_ID } from '../helpers/courses.ts';
import { createGroupCast } from '../helpers/groups.ts';
import { createPerson, type Person } from '../helpers/materials.ts';
import { caller } from '../helpers/person-calls.ts';
import { dataOf, errorsOf, messageOf } from '../helpers/responses.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
const call = caller(t.app);

const statusAndMessage = (res: LightMyRequestResponse) => ({ status: res.statusCode, message: messageOf(res) });

async function create(person: Person, input: Record<string, unknown> = {}): Promise<GroupDetail> {
  return dataOf<GroupDetail>(await call(person, 'POST', '/api/groups', { name: 'A study group', joinPolicy: 'open', chatLink: 'https://t.me/study_group_chat', ...input }), 201);
}

const join = (person: Person | null, groupId: string, invite?: string) => call(person, 'POST', `/api/groups/${groupId}/join`, invite === undefined ? {} : { invite });
const leave = (person: Person | null, groupId: string) => call(person, 'POST', `/api/groups/${groupId}/leave`);
const members = (person: Person | null, groupId: string) => call(person, 'GET', `/api/groups/${groupId}/members`);
const remove = (person: Person | null, groupId: string, userId: string) => call(person, 'DELETE', `/api/groups/${groupId}/members/${userId}`);
const handOver = (person: Person | null, groupId: string, userId: string) => call(person, 'POST', `/api/groups/${groupId}/owner`, { userId });

async function memberCount(groupId: string): Promise<{ stored: number; rows: number }> {
  const group = await t.db().selectFrom('study_groups').select('member_count').where('id', '=', groupId).executeTakeFirstOrThrow();
  const rows = await t.db().selectFrom('study_group_members').select('user_id').where('group_id', '=', groupId).execute();
  return { stored: group.member_count, rows: rows.length };
}

async function eventsOf(groupId: string) {
  return t.db().selectFrom('group_events').select(['type', 'subject_id']).where('group_id', '=', groupId).orderBy('id').execute();
}

/** `count` people straight in the database, members of `groupId` (the count kept with them). */
async function fillWith(groupId: string, count: number): Promise<void> {
  const people = await t
    .db()
    .insertInto('users')
    .values(Array.from({ length: count }, (_, i) => ({ email: `filler.${groupId.slice(0, 8)}.${i}@uni.edu`, first_name: 'Filler', last_name: `${i}` })))
    .returning('id')
    .execute();
  await t.db().insertInto('study_group_members').values(people.map((person) => ({ group_id: groupId, user_id: person.id, role: 'member' as const }))).execute();
  await t.db().updateTable('study_groups').set((eb) => ({ member_count: eb('member_count', '+', count) })).where('id', '=', groupId).execute();
}

let owner: Person;
let member: Person;
let stranger: Person;
let moderator: Person;
let admin: Person;
let open: GroupDetail;
let hidden: GroupDetail;

beforeAll(async () => {
  const db = t.db();
  ({ owner, member, stranger, moderator, admin } = await createGroupCast(t.app(), db));
  open = await create(owner, { name: 'Open group' });
  hidden = await create(owner, { name: 'Hidden group', joinPolicy: 'invite' });
  dataOf(await join(member, open.id));
  dataOf(await join(member, hidden.id, hidden.inviteCode!));
}, 60_000);

describe('joining', () => {
  test('anyone joins an open group: a member now (the chat link shows), counted once, with a members event naming them', async () => {
    const group = await create(owner);
    const before = await eventsOf(group.id);
    const res = await join(stranger, group.id);
    const joined = dataOf<GroupDetail>(res);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(joined).toMatchObject({ id: group.id, myRole: 'member', memberCount: 2, chatLink: 'https://t.me/study_group_chat', inviteCode: null, readOnly: false });
    expect(await memberCount(group.id)).toEqual({ stored: 2, rows: 2 });
    expect((await eventsOf(group.id)).slice(before.length)).toEqual([{ type: 'members', subject_id: stranger.id }]);
  });

  test('joining twice is a 409 and counts nothing; so are two joins at once', async () => {
    expect(statusAndMessage(await join(member, open.id))).toEqual({ status: 409, message: M.alreadyMember });
    const group = await create(owner);
    const racer = await createPerson(t.app(), t.db());
    const both = await Promise.all([join(racer, group.id), join(racer, group.id)]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await memberCount(group.id)).toEqual({ stored: 2, rows: 2 });
  });

  test('an invite-only group: without a code, with a wrong or a revoked one, a stranger gets the 404 of a group that does not exist', async () => {
    const group = await create(owner, { joinPolicy: 'invite' });
    const notFound = { status: 404, message: M.notFound };
    expect(statusAndMessage(await join(stranger, group.id))).toEqual(notFound);
    expect(statusAndMessage(await join(stranger, group.id, ''))).toEqual(notFound);
    expect(statusAndMessage(await join(stranger, group.id, 'not-the-code'))).toEqual(notFound);
    const old = group.inviteCode!;
    const renewed = dataOf<GroupInvite>(await call(owner, 'POST', `/api/groups/${group.id}/invite`));
    expect(statusAndMessage(await join(stranger, group.id, old))).toEqual(notFound);
    dataOf(await call(owner, 'DELETE', `/api/groups/${group.id}/invite`));
    expect(statusAndMessage(await join(stranger, group.id, renewed.code))).toEqual(notFound);
    expect(await memberCount(group.id)).toEqual({ stored: 1, rows: 1 });
    // A new link works.
    const fresh = dataOf<GroupInvite>(await call(owner, 'POST', `/api/groups/${group.id}/invite`));
    expect(dataOf<GroupDetail>(await join(stranger, group.id, fresh.code))).toMatchObject({ myRole: 'member', joinPolicy: 'invite', memberCount: 2 });
  });

  test('staff see an invite-only group, but join it only with its code like anyone', async () => {
    const group = await create(owner, { joinPolicy: 'invite' });
    expect(statusAndMessage(await join(moderator, group.id))).toEqual({ status: 403, message: M.inviteRequired });
    expect(statusAndMessage(await join(admin, group.id, 'stale'))).toEqual({ status: 403, message: M.inviteInvalid });
    expect(dataOf<GroupDetail>(await join(moderator, group.id, group.inviteCode!))).toMatchObject({ myRole: 'member', readOnly: false });
  });

  test('an open group ignores a code; a join needs no body at all', async () => {
    const group = await create(owner);
    dataOf(await join(stranger, group.id, 'anything'));
    const other = await create(owner);
    dataOf(await t.app().inject({ method: 'POST', url: `/api/groups/${other.id}/join`, headers: stranger.session.bearer }));
  });

  test(`a full group (${GROUP_MEMBERS_MAX} members) is a 409; the last place goes to one of several people asking at once`, async () => {
    const group = await create(owner);
    // The owner, the filler and `first`: one place left.
    await fillWith(group.id, GROUP_MEMBERS_MAX - 3);
    const first = await createPerson(t.app(), t.db());
    const racers = await Promise.all([1, 2, 3, 4, 5].map(() => createPerson(t.app(), t.db())));
    dataOf(await join(first, group.id));
    const answers = await Promise.all(racers.map((racer) => join(racer, group.id)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(answers.filter((res) => res.statusCode === 409).map(messageOf)).toEqual([M.full, M.full, M.full, M.full]);
    expect(await memberCount(group.id)).toEqual({ stored: GROUP_MEMBERS_MAX, rows: GROUP_MEMBERS_MAX });
    expect(statusAndMessage(await join(stranger, group.id))).toEqual({ status: 409, message: M.full });
    // A place freed is a place to take.
    const loser = racers[answers.findIndex((res) => res.statusCode === 409)]!;
    dataOf(await leave(first, group.id));
    dataOf(await join(loser, group.id));
    expect(await memberCount(group.id)).toEqual({ stored: GROUP_MEMBERS_MAX, rows: GROUP_MEMBERS_MAX });
  });

  test(`someone in ${GROUPS_PER_PERSON_MAX} groups joins no more`, async () => {
    const busy = await createPerson(t.app(), t.db());
    const groups = await t
      .db()
      .insertInto('study_groups')
      .values(Array.from({ length: GROUPS_PER_PERSON_MAX }, (_, i) => ({ name: `Busy ${i}`, join_policy: 'open' as const, member_count: 1 })))
      .returning('id')
      .execute();
    await t.db().insertInto('study_group_members').values(groups.map((group) => ({ group_id: group.id, user_id: busy.id, role: 'owner' as const }))).execute();
    expect(statusAndMessage(await join(busy, open.id))).toEqual({ status: 409, message: M.tooManyGroups });
  });

  test('a removed member cannot join again, with or without an invite', async () => {
    const group = await create(owner, { joinPolicy: 'invite' });
    const removed = await createPerson(t.app(), t.db());
    dataOf(await join(removed, group.id, group.inviteCode!));
    dataOf(await remove(owner, group.id, removed.id));
    expect(statusAndMessage(await join(removed, group.id, group.inviteCode!))).toEqual({ status: 403, message: M.removedFromGroup });
    // Without the code they do not see it at all.
    expect(statusAndMessage(await join(removed, group.id))).toEqual({ status: 404, message: M.notFound });
    // Nor an open group they were removed from.
    const openGroup = await create(owner);
    dataOf(await join(removed, openGroup.id));
    dataOf(await remove(owner, openGroup.id, removed.id));
    expect(statusAndMessage(await join(removed, openGroup.id))).toEqual({ status: 403, message: M.removedFromGroup });
    expect(await memberCount(openGroup.id)).toEqual({ stored: 1, rows: 1 });
  });

  test('an unknown or malformed group, and a guest', async () => {
    for (const id of [UNKNOWN_ID, 'nope']) expect(statusAndMessage(await join(stranger, id))).toEqual({ status: 404, message: M.notFound });
    expect((await join(null, open.id)).statusCode).toBe(401);
    expect((await call(stranger, 'POST', `/api/groups/${open.id}/join`, { invite: 'x'.repeat(65) })).statusCode).toBe(400);
  });

  test('the change is answered once it has committed, and announced by afterGroupChange', async () => {
    const group = await create(owner);
    const joiner = await createPerson(t.app(), t.db());
    const { change } = await joinGroup(t.db(), { id: joiner.id, role: 'student', departmentId: null }, group.id);
    expect(change).toEqual({ groupId: group.id, notificationIds: [] });
    const seen: Array<{ groupId: string; events: number }> = [];
    const groupLive = {
      announce: async (groupId: string) => {
        // Read outside the transaction: the event is already there.
        seen.push({ groupId, events: (await eventsOf(groupId)).length });
      },
    };
    // No notifications: the linked chats (messaging) are not reached.
    await afterGroupChange({ groupLive, messaging: {} as MessagingDeps }, change, { error: () => undefined });
    expect(seen).toEqual([{ groupId: group.id, events: 1 }]);
  });
});

describe('leaving', () => {
  test('a member leaves: counted out, with a members event naming them; then they are not a member', async () => {
    const group = await create(owner);
    const leaver = await createPerson(t.app(), t.db());
    dataOf(await join(leaver, group.id));
    expect(dataOf<{ id: string }>(await leave(leaver, group.id))).toEqual({ id: group.id });
    expect(await memberCount(group.id)).toEqual({ stored: 1, rows: 1 });
    expect((await eventsOf(group.id)).at(-1)).toEqual({ type: 'members', subject_id: leaver.id });
    expect(statusAndMessage(await leave(leaver, group.id))).toEqual({ status: 403, message: M.notMember });
    // Leaving is not being removed: they may come back.
    dataOf(await join(leaver, group.id));
  });

  test('the owner cannot leave; after handing ownership over they can', async () => {
    const group = await create(owner);
    const heir = await createPerson(t.app(), t.db());
    dataOf(await join(heir, group.id));
    expect(statusAndMessage(await leave(owner, group.id))).toEqual({ status: 409, message: M.ownerCannotLeave });
    dataOf(await handOver(owner, group.id, heir.id));
    dataOf(await leave(owner, group.id));
    expect(await memberCount(group.id)).toEqual({ stored: 1, rows: 1 });
  });

  test('non-members: 403 where they may see the group, 404 where they may not; a guest 401', async () => {
    for (const person of [stranger, moderator, admin]) expect(statusAndMessage(await leave(person, open.id))).toEqual({ status: 403, message: M.notMember });
    expect(statusAndMessage(await leave(stranger, hidden.id))).toEqual({ status: 404, message: M.notFound });
    expect((await leave(null, open.id)).statusCode).toBe(401);
  });
});

describe('the members list', () => {
  test('members, the owner and staff read it: the owner first, then by name', async () => {
    for (const person of [owner, member, moderator, admin]) {
      const list = dataOf<GroupMember[]>(await members(person, hidden.id));
      expect(list.map((entry) => [entry.person.id, entry.role])).toEqual([
        [owner.id, 'owner'],
        [member.id, 'member'],
      ]);
      expect(list[0]!.person).toEqual({ id: owner.id, firstName: 'Ola', lastName: 'Obi' });
      expect(Date.parse(list[1]!.joinedAt)).not.toBeNaN();
    }
  });

  test('a stranger: 403 for an open group, 404 for an invite-only one; a guest 401', async () => {
    expect(statusAndMessage(await members(stranger, open.id))).toEqual({ status: 403, message: M.notMember });
    expect(statusAndMessage(await members(stranger, hidden.id))).toEqual({ status: 404, message: M.notFound });
    expect((await members(null, open.id)).statusCode).toBe(401);
    expect(statusAndMessage(await members(stranger, 'nope'))).toEqual({ status: 404, message: M.notFound });
  });
});

describe('removing a member', () => {
  test('the owner removes a member: counted out, the removal recorded, a members event naming them; they no longer see an invite-only group', async () => {
    const group = await create(owner, { joinPolicy: 'invite' });
    const removed = await createPerson(t.app(), t.db());
    dataOf(await join(removed, group.id, group.inviteCode!));
    expect(dataOf<{ id: string }>(await remove(owner, group.id, removed.id))).toEqual({ id: removed.id });
    expect(await memberCount(group.id)).toEqual({ stored: 1, rows: 1 });
    expect((await eventsOf(group.id)).at(-1)).toEqual({ type: 'members', subject_id: removed.id });
    expect(await t.db().selectFrom('study_group_removals').select('user_id').where('group_id', '=', group.id).execute()).toEqual([{ user_id: removed.id }]);
    expect(statusAndMessage(await call(removed, 'GET', `/api/groups/${group.id}`))).toEqual({ status: 404, message: M.notFound });
    expect(statusAndMessage(await members(removed, group.id))).toEqual({ status: 404, message: M.notFound });
    // Again: they are no member.
    expect(statusAndMessage(await remove(owner, group.id, removed.id))).toEqual({ status: 404, message: M.memberNotFound });
  });

  test('not oneself, not a non-member, not a malformed id', async () => {
    expect(statusAndMessage(await remove(owner, open.id, owner.id))).toEqual({ status: 409, message: M.ownerCannotLeave });
    expect(statusAndMessage(await remove(owner, open.id, stranger.id))).toEqual({ status: 404, message: M.memberNotFound });
    expect(statusAndMessage(await remove(owner, open.id, UNKNOWN_ID))).toEqual({ status: 404, message: M.memberNotFound });
    expect(statusAndMessage(await remove(owner, open.id, 'nope'))).toEqual({ status: 404, message: M.memberNotFound });
    expect(await memberCount(open.id)).toEqual({ stored: 2, rows: 2 });
  });

  test('only the owner: a member 403, staff and strangers 403 (404 for an invite-only group to a stranger), a guest 401', async () => {
    expect(statusAndMessage(await remove(member, open.id, owner.id))).toEqual({ status: 403, message: M.ownerOnly });
    for (const person of [stranger, moderator, admin]) expect(statusAndMessage(await remove(person, open.id, member.id))).toEqual({ status: 403, message: M.notMember });
    expect(statusAndMessage(await remove(stranger, hidden.id, member.id))).toEqual({ status: 404, message: M.notFound });
    expect((await remove(null, open.id, member.id)).statusCode).toBe(401);
    expect(await memberCount(open.id)).toEqual({ stored: 2, rows: 2 });
  });
});

describe('handing ownership over', () => {
  test('the new owner owns it (and sees the invite code); the old owner stays a member; a members event names the new owner', async () => {
    const group = await create(owner, { joinPolicy: 'invite' });
    const heir = await createPerson(t.app(), t.db(), { firstName: 'Ngozi' });
    dataOf(await join(heir, group.id, group.inviteCode!));
    const after = dataOf<GroupDetail>(await handOver(owner, group.id, heir.id));
    expect(after).toMatchObject({ myRole: 'member', inviteCode: null, owner: { id: heir.id, firstName: 'Ngozi' } });
    expect(dataOf<GroupDetail>(await call(heir, 'GET', `/api/groups/${group.id}`))).toMatchObject({ myRole: 'owner', inviteCode: group.inviteCode });
    expect((await eventsOf(group.id)).at(-1)).toEqual({ type: 'members', subject_id: heir.id });
    expect(dataOf<GroupMember[]>(await members(owner, group.id)).map((entry) => [entry.person.id, entry.role])).toEqual([
      [heir.id, 'owner'],
      [owner.id, 'member'],
    ]);
    // The old owner's rights went with it.
    expect(statusAndMessage(await call(owner, 'PATCH', `/api/groups/${group.id}`, { name: 'Mine again' }))).toEqual({ status: 403, message: M.ownerOnly });
    expect(statusAndMessage(await handOver(owner, group.id, owner.id))).toEqual({ status: 403, message: M.ownerOnly });
  });

  test('only to a member: a non-member 409, a malformed id 400; handing it to oneself changes nothing', async () => {
    expect(statusAndMessage(await handOver(owner, open.id, stranger.id))).toEqual({ status: 409, message: M.newOwnerNotMember });
    expect(statusAndMessage(await handOver(owner, open.id, UNKNOWN_ID))).toEqual({ status: 409, message: M.newOwnerNotMember });
    const bad = await handOver(owner, open.id, 'nope');
    expect(bad.statusCode).toBe(400);
    expect(errorsOf(bad)).toEqual([{ field: 'userId', message: M.newOwnerNotMember }]);
    expect(dataOf<GroupDetail>(await handOver(owner, open.id, owner.id)).myRole).toBe('owner');
    expect(dataOf<GroupMember[]>(await members(owner, open.id))[0]!.person.id).toBe(owner.id);
  });

  test('only the owner: a member 403, staff and strangers 403, 404 for an invite-only group to a stranger, a guest 401', async () => {
    expect(statusAndMessage(await handOver(member, open.id, member.id))).toEqual({ status: 403, message: M.ownerOnly });
    for (const person of [stranger, moderator, admin]) expect(statusAndMessage(await handOver(person, open.id, person.id))).toEqual({ status: 403, message: M.notMember });
    expect(statusAndMessage(await handOver(stranger, hidden.id, stranger.id))).toEqual({ status: 404, message: M.notFound });
    expect((await handOver(null, open.id, member.id)).statusCode).toBe(401);
  });
});

describe('in the end', () => {
  test('after all of the above, every group counts exactly its members', async () => {
    const groups = await t.db().selectFrom('study_groups').select(['id', 'member_count']).execute();
    for (const group of groups) expect({ id: group.id, ...(await memberCount(group.id)) }).toEqual({ id: group.id, stored: group.member_count, rows: group.member_count });
  });
});
