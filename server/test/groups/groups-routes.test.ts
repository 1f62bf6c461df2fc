// Study groups themselves (docs/groups.md): creating, reading (with and without an
// invite code), editing, deleting, the lists (mine, finding by words or course code, a course's
// groups) and the invite link, as a guest, the owner, a member, another student, a moderator and
// an admin. Joining, leaving and the members are members-routes.test.ts's.
import type { LightMyRequestResponse } from 'fastify';
import {
  COURSE_MESSAGES,
  GROUP_DESCRIPTION_MAX,
  GROUP_MESSAGES as M,
  GROUP_NAME_MAX,
  GROUP_NAME_MIN,
  GROUPS_PER_PERSON_MAX,
  formatCourseCode,
  type GroupDetail,
  type GroupInvite,
  type GroupSummary,
  type Paged,
} from '@lectern/shared-api/contract';
import { UNKNOWN_ID } from '../helpers/courses.ts';
import { addMember, createGroupCast } from '../helpers/groups.ts';
import { uniqueWord } from '../helpers/material-rows.ts';
import { courseWithDepartment, createPerson, type Person } from '../helpers/materials.ts';
import { caller } from '../helpers/person-calls.ts';
import { codeOf, dataOf, fieldErrors, messageOf } from '../helpers/responses.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
const call = caller(t.app);

const WHATSAPP = 'https://chat.whatsapp.com/AbCdEfGhIjKlMn';
const TELEGRAM = 'https://t.me/+AbCdEfGhIjK';

async function create(person: Person, input: Record<string, unknown>): Promise<GroupDetail> {
  return dataOf<GroupDetail>(await call(person, 'POST', '/api/groups', { joinPolicy: 'open', ...input }), 201);
}

const list = async (person: Person, query: string) => dataOf<Paged<GroupSummary>>(await call(person, 'GET', `/api/groups?${query}`));
const ids = (page: Paged<GroupSummary>) => page.data.map((group) => group.id);

let owner: Person;
let member: Person;
let stranger: Person;
let moderator: Person;
let admin: Person;
let course: { id: string; code: string };
let word: string;
/** Open, of the course, with a chat link; `member` is in it. */
let open: GroupDetail;
/** Invite only, no course; `member` is in it. */
let hidden: GroupDetail;

beforeAll(async () => {
  const db = t.db();
  ({ owner, member, stranger, moderator, admin } = await createGroupCast(t.app(), db));
  const { courseId } = await courseWithDepartment(db);
  const row = await db.selectFrom('courses').select(['id', 'course_code']).where('id', '=', courseId).executeTakeFirstOrThrow();
  course = { id: row.id, code: row.course_code };
  word = uniqueWord();
  open = await create(owner, { name: `Revision ${word}`, description: 'Past questions, together', courseId: course.id, chatLink: WHATSAPP });
  hidden = await create(owner, { name: `Inner circle ${word}`, joinPolicy: 'invite', chatLink: TELEGRAM });
  await addMember(db, open.id, member.id);
  await addMember(db, hidden.id, member.id);
}, 60_000);

describe('creating', () => {
  test('the creator is the owner and only member; the group has an invite code; never cached', async () => {
    const res = await call(owner, 'POST', '/api/groups', { name: '  Study buddies  ', joinPolicy: 'open' });
    const group = dataOf<GroupDetail>(res, 201);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(group).toMatchObject({ name: 'Study buddies', description: null, course: null, joinPolicy: 'open', memberCount: 1, myRole: 'owner', chatLink: null, readOnly: false });
    expect(group.owner).toEqual({ id: owner.id, firstName: 'Ola', lastName: 'Obi' });
    expect(group.inviteCode).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(open).toMatchObject({ course: { id: course.id, courseCode: course.code }, chatLink: WHATSAPP, description: 'Past questions, together' });
    const rows = await t.db().selectFrom('study_group_members').selectAll().where('group_id', '=', group.id).execute();
    expect(rows).toEqual([expect.objectContaining({ user_id: owner.id, role: 'owner' })]);
  });

  test('bad input is a 400 naming each field with the form’s words, and makes nothing', async () => {
    const bad = async (input: Record<string, unknown>) => {
      const res = await call(stranger, 'POST', '/api/groups', input);
      expect({ input, status: res.statusCode, code: codeOf(res) }).toEqual({ input, status: 400, code: 'VALIDATION' });
      return fieldErrors(res);
    };
    const ok = { joinPolicy: 'open' };
    expect(await bad({ ...ok })).toEqual({ name: M.nameRequired });
    expect(await bad({ ...ok, name: '   ' })).toEqual({ name: M.nameRequired });
    expect(await bad({ ...ok, name: 'x'.repeat(GROUP_NAME_MIN - 1) })).toEqual({ name: M.nameLength });
    expect(await bad({ ...ok, name: `  ${'x'.repeat(GROUP_NAME_MIN - 1)}  ` })).toEqual({ name: M.nameLength });
    expect(await bad({ ...ok, name: 'x'.repeat(GROUP_NAME_MAX + 1) })).toEqual({ name: M.nameLength });
    expect(await bad({ ...ok, name: 'Fine name', description: 'd'.repeat(GROUP_DESCRIPTION_MAX + 1) })).toEqual({ description: M.descriptionTooLong });
    expect(await bad({ ...ok, name: 'Fine name', courseId: 'not-a-uuid' })).toEqual({ courseId: COURSE_MESSAGES.courseNotFound });
    expect(await bad({ ...ok, name: 'Fine name', courseId: UNKNOWN_ID })).toEqual({ courseId: COURSE_MESSAGES.courseNotFound });
    expect(Object.keys(await bad({ name: 'Fine name' }))).toEqual(['joinPolicy']);
    expect(Object.keys(await bad({ name: 'Fine name', joinPolicy: 'secret' }))).toEqual(['joinPolicy']);
    for (const chatLink of [
      'https://discord.gg/abcdefghijkl',
      'http://chat.whatsapp.com/AbCdEfGhIjKlMn',
      'https://chat.whatsapp.com.evil.example/AbCdEfGhIjKlMn',
      'https://t.me/ab',
      'javascript:alert(1)',
      `${WHATSAPP}?x=<script>`,
      `https://t.me/${'a'.repeat(300)}`,
    ]) {
      expect(await bad({ ...ok, name: 'Fine name', chatLink })).toEqual({ chatLink: M.chatLinkInvalid });
    }
    // Every field at once: each named.
    expect(await bad({ ...ok, name: 'ab', courseId: UNKNOWN_ID, chatLink: 'https://example.com/chat' })).toEqual({ name: M.nameLength });
    expect(await bad({ ...ok, name: 'Fine name', courseId: UNKNOWN_ID, chatLink: 'https://example.com/chat' })).toEqual({
      courseId: COURSE_MESSAGES.courseNotFound,
      chatLink: M.chatLinkInvalid,
    });
    const { count } = await t.db().selectFrom('study_groups').select((eb) => eb.fn.countAll<number>().as('count')).where('name', '=', 'Fine name').executeTakeFirstOrThrow();
    expect(Number(count)).toBe(0);
  });

  test('a name of exactly 3 and of 60 characters, and WhatsApp and Telegram links of each form, are fine', async () => {
    const person = await createPerson(t.app(), t.db());
    expect((await create(person, { name: 'abc' })).name).toBe('abc');
    expect((await create(person, { name: 'n'.repeat(GROUP_NAME_MAX) })).name).toHaveLength(GROUP_NAME_MAX);
    for (const chatLink of [WHATSAPP, TELEGRAM, 'https://t.me/joinchat/AbCdEfGhIjK', 'https://t.me/csc204_revision']) {
      expect((await create(person, { name: 'Linked', chatLink })).chatLink).toBe(chatLink);
    }
    // '' is no link.
    expect((await create(person, { name: 'Unlinked', chatLink: '', description: '' })).chatLink).toBeNull();
  });

  test('a pending course is no course for a group', async () => {
    const pending = await t.db().insertInto('courses').values({ course_code: `PND${word.slice(0, 3)}`, course_name: 'Pending', review_status: 'pending' }).returning('id').executeTakeFirstOrThrow();
    const res = await call(stranger, 'POST', '/api/groups', { name: 'Pending course', joinPolicy: 'open', courseId: pending.id });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res)).toEqual({ courseId: COURSE_MESSAGES.courseNotFound });
  });

  test(`one person may be in at most ${GROUPS_PER_PERSON_MAX} groups, owned ones included`, async () => {
    const busy = await createPerson(t.app(), t.db());
    // Half owned, half joined, straight in the database.
    const groups = await t
      .db()
      .insertInto('study_groups')
      .values(Array.from({ length: GROUPS_PER_PERSON_MAX - 1 }, (_, i) => ({ name: `Busy ${i}`, join_policy: 'open' as const, member_count: 1 })))
      .returning('id')
      .execute();
    await t
      .db()
      .insertInto('study_group_members')
      .values(groups.map((group, i) => ({ group_id: group.id, user_id: busy.id, role: i % 2 === 0 ? ('owner' as const) : ('member' as const) })))
      .execute();
    await create(busy, { name: 'The thirtieth' });
    const res = await call(busy, 'POST', '/api/groups', { name: 'One too many', joinPolicy: 'open' });
    expect(res.statusCode).toBe(409);
    expect(messageOf(res)).toBe(M.tooManyGroups);
    // Two at once at the limit: one at most.
    const racer = await createPerson(t.app(), t.db());
    await t
      .db()
      .insertInto('study_group_members')
      .values(groups.slice(0, GROUPS_PER_PERSON_MAX - 1).map((group) => ({ group_id: group.id, user_id: racer.id, role: 'member' as const })))
      .execute();
    const both = await Promise.all([1, 2].map((n) => call(racer, 'POST', '/api/groups', { name: `Race ${n}`, joinPolicy: 'open' })));
    expect(both.map((res) => res.statusCode).sort()).toEqual([201, 409]);
  });

  test('a guest is 401', async () => {
    expect((await call(null, 'POST', '/api/groups', { name: 'Nobody', joinPolicy: 'open' })).statusCode).toBe(401);
  });
});

describe('reading a group', () => {
  test('what each person sees of an open group: the chat link for members, the invite code for the owner only', async () => {
    const as = async (person: Person) => dataOf<GroupDetail>(await call(person, 'GET', `/api/groups/${open.id}`));
    expect(await as(owner)).toMatchObject({ myRole: 'owner', chatLink: WHATSAPP, inviteCode: open.inviteCode, readOnly: false, memberCount: 2 });
    expect(await as(member)).toMatchObject({ myRole: 'member', chatLink: WHATSAPP, inviteCode: null, readOnly: false });
    expect(await as(stranger)).toMatchObject({ myRole: null, chatLink: null, inviteCode: null, readOnly: false, name: open.name, memberCount: 2 });
    for (const staff of [moderator, admin]) expect(await as(staff)).toMatchObject({ myRole: null, chatLink: null, inviteCode: null, readOnly: true });
    expect((await call(null, 'GET', `/api/groups/${open.id}`)).statusCode).toBe(401);
  });

  test('an invite-only group is a 404 to a stranger, with no code, a wrong one or a revoked one; the current code shows it', async () => {
    const url = `/api/groups/${hidden.id}`;
    const notFound = async (res: LightMyRequestResponse) => {
      expect(res.statusCode).toBe(404);
      expect(messageOf(res)).toBe(M.notFound);
      expect(res.body).not.toContain(hidden.name);
    };
    await notFound(await call(stranger, 'GET', url));
    await notFound(await call(stranger, 'GET', `${url}?invite=`));
    await notFound(await call(stranger, 'GET', `${url}?invite=wrong-code`));
    await notFound(await call(stranger, 'GET', `${url}?invite=${'x'.repeat(64)}`));
    // Longer than any code is bad input, before any group is looked at.
    const long = await call(stranger, 'GET', `${url}?invite=${'x'.repeat(65)}`);
    expect(long.statusCode).toBe(400);
    expect(long.body).not.toContain(hidden.name);
    const seen = dataOf<GroupDetail>(await call(stranger, 'GET', `${url}?invite=${encodeURIComponent(hidden.inviteCode!)}`));
    expect(seen).toMatchObject({ name: hidden.name, myRole: null, chatLink: null, inviteCode: null, readOnly: false });
    expect(dataOf<GroupDetail>(await call(member, 'GET', url))).toMatchObject({ myRole: 'member', chatLink: TELEGRAM, inviteCode: null });
    for (const staff of [moderator, admin]) expect(dataOf<GroupDetail>(await call(staff, 'GET', url))).toMatchObject({ readOnly: true, chatLink: null, inviteCode: null });
  });

  test('an unknown or malformed id is the same 404', async () => {
    for (const id of [UNKNOWN_ID, 'nope', '1; drop table study_groups']) {
      const res = await call(owner, 'GET', `/api/groups/${encodeURIComponent(id)}`);
      expect({ id, status: res.statusCode, message: messageOf(res) }).toEqual({ id, status: 404, message: M.notFound });
    }
  });
});

describe('editing and deleting', () => {
  test('the owner edits only the fields given; clearing with null or an empty string; a group event is recorded', async () => {
    const group = await create(owner, { name: 'To edit', description: 'Before', courseId: course.id, chatLink: WHATSAPP });
    const edited = dataOf<GroupDetail>(await call(owner, 'PATCH', `/api/groups/${group.id}`, { name: ' Edited ', description: '' }));
    expect(edited).toMatchObject({ name: 'Edited', description: null, course: { id: course.id }, chatLink: WHATSAPP, joinPolicy: 'open' });
    const cleared = dataOf<GroupDetail>(await call(owner, 'PATCH', `/api/groups/${group.id}`, { courseId: null, chatLink: null }));
    expect(cleared).toMatchObject({ name: 'Edited', course: null, chatLink: null });
    const events = await t.db().selectFrom('group_events').select(['type']).where('group_id', '=', group.id).execute();
    expect(events).toEqual([{ type: 'group' }, { type: 'group' }]);
  });

  test('an edit of nothing changes nothing', async () => {
    expect(dataOf<GroupDetail>(await call(owner, 'PATCH', `/api/groups/${open.id}`, {}))).toMatchObject({ name: open.name, chatLink: WHATSAPP });
    expect((await call(member, 'PATCH', `/api/groups/${open.id}`, {})).statusCode).toBe(403);
  });

  test('editing checks the fields as creating does', async () => {
    const bad = async (input: Record<string, unknown>) => {
      const res = await call(owner, 'PATCH', `/api/groups/${open.id}`, input);
      expect(res.statusCode).toBe(400);
      return fieldErrors(res);
    };
    expect(await bad({ name: 'ab' })).toEqual({ name: M.nameLength });
    expect(await bad({ name: 'x'.repeat(GROUP_NAME_MAX + 1) })).toEqual({ name: M.nameLength });
    expect(await bad({ chatLink: 'https://example.com/group' })).toEqual({ chatLink: M.chatLinkInvalid });
    expect(await bad({ courseId: UNKNOWN_ID })).toEqual({ courseId: COURSE_MESSAGES.courseNotFound });
    expect(dataOf<GroupDetail>(await call(owner, 'GET', `/api/groups/${open.id}`))).toMatchObject({ name: open.name, chatLink: WHATSAPP, course: { id: course.id } });
  });

  test('a group made invite-only after its link was turned off gets a new link', async () => {
    const group = await create(owner, { name: 'Going private' });
    dataOf(await call(owner, 'DELETE', `/api/groups/${group.id}/invite`));
    const made = dataOf<GroupDetail>(await call(owner, 'PATCH', `/api/groups/${group.id}`, { joinPolicy: 'invite' }));
    expect(made.joinPolicy).toBe('invite');
    expect(made.inviteCode).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // Already invite-only with a link: the link stays.
    expect(dataOf<GroupDetail>(await call(owner, 'PATCH', `/api/groups/${group.id}`, { joinPolicy: 'invite' })).inviteCode).toBe(made.inviteCode);
  });

  test('only the owner edits or deletes: a member and non-members who may see it get 403, a stranger to an invite-only group 404, a guest 401', async () => {
    for (const method of ['PATCH', 'DELETE'] as const) {
      const payload = method === 'PATCH' ? { name: 'Taken over' } : undefined;
      const member403 = await call(member, method, `/api/groups/${open.id}`, payload);
      expect({ method, status: member403.statusCode, message: messageOf(member403) }).toEqual({ method, status: 403, message: M.ownerOnly });
      for (const person of [stranger, moderator, admin]) {
        const res = await call(person, method, `/api/groups/${open.id}`, payload);
        expect({ method, status: res.statusCode, message: messageOf(res) }).toEqual({ method, status: 403, message: M.notMember });
      }
      const hiddenRes = await call(stranger, method, `/api/groups/${hidden.id}`, payload);
      expect({ method, status: hiddenRes.statusCode }).toEqual({ method, status: 404 });
      expect((await call(member, method, `/api/groups/${hidden.id}`, payload)).statusCode).toBe(403);
      expect((await call(null, method, `/api/groups/${open.id}`, payload)).statusCode).toBe(401);
    }
    expect(dataOf<GroupDetail>(await call(owner, 'GET', `/api/groups/${open.id}`)).name).toBe(open.name);
  });

  test('deleting takes the members, events and the rest with it', async () => {
    const group = await create(owner, { name: 'Short lived' });
    await addMember(t.db(), group.id, member.id);
    dataOf(await call(owner, 'PATCH', `/api/groups/${group.id}`, { description: 'soon gone' }));
    expect(dataOf<{ id: string }>(await call(owner, 'DELETE', `/api/groups/${group.id}`))).toEqual({ id: group.id });
    expect((await call(owner, 'GET', `/api/groups/${group.id}`)).statusCode).toBe(404);
    expect(await t.db().selectFrom('study_group_members').select('user_id').where('group_id', '=', group.id).execute()).toEqual([]);
    expect(await t.db().selectFrom('group_events').select('id').where('group_id', '=', group.id).execute()).toEqual([]);
    expect((await call(owner, 'DELETE', `/api/groups/${group.id}`)).statusCode).toBe(404);
  });
});

describe('the lists', () => {
  test('mine: every group I am in, invite-only ones too, newest activity first', async () => {
    const mine = await list(member, 'scope=mine');
    expect(ids(mine)).toEqual(expect.arrayContaining([open.id, hidden.id]));
    expect(mine.data.find((group) => group.id === hidden.id)).toMatchObject({ myRole: 'member', joinPolicy: 'invite' });
    expect(ids(await list(stranger, 'scope=mine'))).toEqual([]);
    await t.db().updateTable('study_groups').set({ last_activity_at: new Date(Date.now() + 60_000) }).where('id', '=', hidden.id).execute();
    expect(ids(await list(member, 'scope=mine')).slice(0, 2)).toEqual([hidden.id, open.id]);
  });

  test('find: open groups by name or description words (by prefix) or by course code in any form; never an invite-only one', async () => {
    for (const query of [word, `revis ${word}`, 'past questions', `inner ${word}`]) {
      const found = ids(await list(stranger, `query=${encodeURIComponent(query)}`));
      if (query.startsWith('inner')) expect(found).toEqual([]);
      else expect(found).toContain(open.id);
    }
    // Even its own members do not find an invite-only group by searching; staff neither.
    for (const person of [member, owner, admin]) expect(ids(await list(person, `scope=find&query=${encodeURIComponent(`circle ${word}`)}`))).toEqual([]);
    const compact = course.code.replace(/\s+/g, '');
    for (const query of [formatCourseCode(course.code), compact.toLowerCase(), compact.toUpperCase()]) {
      expect(ids(await list(stranger, `query=${encodeURIComponent(query)}&limit=100`))).toContain(open.id);
    }
    expect((await list(stranger, `query=${word}`)).data[0]).toMatchObject({ id: open.id, myRole: null, memberCount: 2 });
    expect(ids(await list(stranger, 'query=%25%25%25'))).toEqual([]);
  });

  test('a course’s groups: its open groups and my own groups of it, invite-only ones included', async () => {
    const mineOfCourse = await create(member, { name: `Private ${word}`, joinPolicy: 'invite', courseId: course.id });
    const forMember = ids(await list(member, `courseId=${course.id}&limit=100`));
    expect(forMember).toEqual(expect.arrayContaining([open.id, mineOfCourse.id]));
    const forStranger = ids(await list(stranger, `courseId=${course.id}&limit=100`));
    expect(forStranger).toContain(open.id);
    expect(forStranger).not.toContain(mineOfCourse.id);
    expect(forStranger).not.toContain(hidden.id);
  });

  test('pages, and bad queries', async () => {
    const first = await list(stranger, `query=${word}&limit=1`);
    expect(first.pagination).toMatchObject({ page: 1, limit: 1 });
    expect((await call(stranger, 'GET', '/api/groups?scope=everything')).statusCode).toBe(400);
    expect((await call(stranger, 'GET', '/api/groups?courseId=nope')).statusCode).toBe(400);
    expect((await call(stranger, 'GET', `/api/groups?query=${'q'.repeat(101)}`)).statusCode).toBe(400);
    expect((await call(stranger, 'GET', '/api/groups?limit=0')).statusCode).toBe(400);
    expect((await call(null, 'GET', '/api/groups')).statusCode).toBe(401);
  });
});

describe('the invite link', () => {
  test('the owner renews it (the old code stops working at once) and turns it off', async () => {
    const group = await create(owner, { name: 'Invite games', joinPolicy: 'invite' });
    const old = group.inviteCode!;
    const renewed = dataOf<GroupInvite>(await call(owner, 'POST', `/api/groups/${group.id}/invite`));
    expect(renewed.code).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(renewed.code).not.toBe(old);
    expect((await call(stranger, 'GET', `/api/groups/${group.id}?invite=${old}`)).statusCode).toBe(404);
    dataOf(await call(stranger, 'GET', `/api/groups/${group.id}?invite=${renewed.code}`));
    expect(dataOf<GroupDetail>(await call(owner, 'GET', `/api/groups/${group.id}`)).inviteCode).toBe(renewed.code);

    expect(dataOf<null>(await call(owner, 'DELETE', `/api/groups/${group.id}/invite`))).toBeNull();
    expect((await call(stranger, 'GET', `/api/groups/${group.id}?invite=${renewed.code}`)).statusCode).toBe(404);
    expect(dataOf<GroupDetail>(await call(owner, 'GET', `/api/groups/${group.id}`)).inviteCode).toBeNull();
  });

  test('only the owner: a member and staff 403, a stranger to an invite-only group 404, a guest 401', async () => {
    for (const method of ['POST', 'DELETE'] as const) {
      const res = await call(member, method, `/api/groups/${hidden.id}/invite`);
      expect({ method, status: res.statusCode, message: messageOf(res) }).toEqual({ method, status: 403, message: M.ownerOnly });
      for (const staff of [moderator, admin]) {
        const staffRes = await call(staff, method, `/api/groups/${hidden.id}/invite`);
        expect({ method, status: staffRes.statusCode, message: messageOf(staffRes) }).toEqual({ method, status: 403, message: M.notMember });
      }
      expect((await call(stranger, method, `/api/groups/${open.id}/invite`)).statusCode).toBe(403);
      expect((await call(stranger, method, `/api/groups/${hidden.id}/invite`)).statusCode).toBe(404);
      expect((await call(null, method, `/api/groups/${hidden.id}/invite`)).statusCode).toBe(401);
    }
    expect(dataOf<GroupDetail>(await call(owner, 'GET', `/api/groups/${hidden.id}`)).inviteCode).toBe(hidden.inviteCode);
  });
});
