// A group's threads: who reads and who posts (guest, non-member, member, owner,
// moderator, admin; open and invite-only groups; someone removed), the composer's bad input,
// the list newest activity first a page at a time, a thread with its replies oldest first, and a
// shared material that each reader sees only as the material's own rules allow them.
import {
  GROUP_MESSAGES,
  POST_BODY_MAX,
  POST_MESSAGES as M,
  REPLIES_PAGE_SIZE,
  THREAD_TITLE_MAX,
  THREADS_PAGE_SIZE,
  type GroupThread,
  type GroupThreadPage,
  type Paged,
} from '@lectern/shared-api/contract';
import { UNKNOWN_ID } from '../helpers/courses.ts';
import { insertMaterial } from '../helpers/material-rows.ts';
import { createCast, createPerson, type Cast, type Person } from '../helpers/materials.ts';
import { dataOf } from '../helpers/responses.ts';
import { useTestApp } from '../helpers/test-app.ts';
import {
  addMember,
  caller,
  codeOf,
  eventsOf,
  fieldErrors,
  insertGroup,
  messageOf,
  removeMember,
  reply,
  startThread,
  threadUrl,
  threadsUrl,
} from './posts-world.ts';

const t = useTestApp();
const call = caller(t.app);

let cast: Cast;
/** The open group's owner, and two members: `asker` is in the course's departments, `classmate` is not. */
let owner: Person;
let asker: Person;
let classmate: Person;
/** Signed in, in no group. */
let outsider: Person;
let openGroup: string;
let inviteGroup: string;

beforeAll(async () => {
  const db = t.db();
  cast = await createCast(t.app(), db);
  owner = cast.uploader;
  asker = cast.member;
  classmate = cast.stranger;
  outsider = await createPerson(t.app(), db, { firstName: 'Zara' });
  openGroup = await insertGroup(db, owner.id, [asker.id, classmate.id]);
  inviteGroup = await insertGroup(db, owner.id, [asker.id], 'invite');
}, 60_000);

// Each test starts a fresh minute: the posting limit counts per person per minute.
beforeEach(() => t.clock.advance(61_000));

describe('who reads and who posts', () => {
  test('members and the owner post and read; the answer is never cached', async () => {
    const res = await call(asker, 'POST', threadsUrl(openGroup), { kind: 'question', title: '  2019 paper?  ', body: 'Does anyone have it with solutions?' });
    const thread = dataOf<GroupThread>(res, 201);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(thread).toMatchObject({
      groupId: openGroup,
      kind: 'question',
      title: '2019 paper?',
      body: 'Does anyone have it with solutions?',
      author: { id: asker.id, firstName: 'Musa', lastName: 'Obi' },
      shared: null,
      editedAt: null,
      removed: false,
      mine: true,
      canDelete: true,
      replyCount: 0,
      answered: false,
    });
    const note = await startThread(call, owner, openGroup, { kind: 'note', title: 'Revision plan' });
    expect(note.kind).toBe('note');
    for (const reader of [asker, classmate, owner]) {
      const list = dataOf<Paged<GroupThread>>(await call(reader, 'GET', threadsUrl(openGroup)));
      const seen = list.data.find((item) => item.id === thread.id)!;
      expect({ mine: seen.mine, canDelete: seen.canDelete }).toEqual({ mine: reader === asker, canDelete: reader === asker || reader === owner });
    }
  });

  test('staff read any group, invite-only too, but never post', async () => {
    const thread = await startThread(call, asker, inviteGroup);
    for (const staff of [cast.moderator, cast.admin]) {
      const list = dataOf<Paged<GroupThread>>(await call(staff, 'GET', threadsUrl(inviteGroup)));
      expect(list.data.map((item) => item.id)).toContain(thread.id);
      expect(list.data.find((item) => item.id === thread.id)).toMatchObject({ mine: false, canDelete: false });
      dataOf<GroupThreadPage>(await call(staff, 'GET', threadUrl(inviteGroup, thread.id)));
      const post = await call(staff, 'POST', threadsUrl(inviteGroup), { kind: 'note', title: 'Staff', body: 'hello' });
      expect([post.statusCode, messageOf(post)]).toEqual([403, GROUP_MESSAGES.notMember]);
      const answer = await call(staff, 'POST', `${threadUrl(inviteGroup, thread.id)}/replies`, { body: 'hello' });
      expect(answer.statusCode).toBe(403);
    }
  });

  test('a signed-in non-member: 403 in an open group, 404 (never its name) in an invite-only one', async () => {
    const thread = await startThread(call, asker, inviteGroup);
    const openThread = await startThread(call, asker, openGroup);
    for (const res of [
      await call(outsider, 'GET', threadsUrl(openGroup)),
      await call(outsider, 'GET', threadUrl(openGroup, openThread.id)),
      await call(outsider, 'POST', threadsUrl(openGroup), { kind: 'note', title: 'Hi', body: 'hello' }),
    ]) {
      expect([res.statusCode, messageOf(res)]).toEqual([403, GROUP_MESSAGES.notMember]);
    }
    for (const res of [
      await call(outsider, 'GET', threadsUrl(inviteGroup)),
      await call(outsider, 'GET', threadUrl(inviteGroup, thread.id)),
      await call(outsider, 'POST', threadsUrl(inviteGroup), { kind: 'note', title: 'Hi', body: 'hello' }),
      await call(outsider, 'POST', `${threadUrl(inviteGroup, thread.id)}/replies`, { body: 'hello' }),
    ]) {
      expect([res.statusCode, messageOf(res)]).toEqual([404, GROUP_MESSAGES.notFound]);
      expect(res.body).not.toContain(thread.title);
    }
  });

  test('a visitor signed out gets 401; an unknown or malformed group 404', async () => {
    expect((await call(null, 'GET', threadsUrl(openGroup))).statusCode).toBe(401);
    expect((await call(null, 'POST', threadsUrl(openGroup), { kind: 'note', title: 'Hi', body: 'hello' })).statusCode).toBe(401);
    for (const id of [UNKNOWN_ID, 'not-a-uuid']) {
      const res = await call(asker, 'GET', threadsUrl(id));
      expect([res.statusCode, messageOf(res)]).toEqual([404, GROUP_MESSAGES.notFound]);
      expect((await call(asker, 'POST', threadsUrl(id), { kind: 'note', title: 'Hi', body: 'hello' })).statusCode).toBe(404);
    }
  });

  test('someone removed from the group posts no more (403 in an open group, 404 in an invite-only one)', async () => {
    const db = t.db();
    const leaver = await createPerson(t.app(), db);
    const group = await insertGroup(db, owner.id, [leaver.id]);
    const hidden = await insertGroup(db, owner.id, [leaver.id], 'invite');
    const thread = await startThread(call, owner, group);
    await startThread(call, leaver, group);
    await removeMember(db, group, leaver.id);
    await removeMember(db, hidden, leaver.id);
    const post = await call(leaver, 'POST', threadsUrl(group), { kind: 'note', title: 'Back', body: 'still here?' });
    expect([post.statusCode, messageOf(post)]).toEqual([403, GROUP_MESSAGES.notMember]);
    expect((await call(leaver, 'POST', `${threadUrl(group, thread.id)}/replies`, { body: 'hi' })).statusCode).toBe(403);
    expect((await call(leaver, 'POST', threadsUrl(hidden), { kind: 'note', title: 'Back', body: 'hi' })).statusCode).toBe(404);
    expect((await call(leaver, 'GET', threadsUrl(group))).statusCode).toBe(403);
  });
});

describe('bad input', () => {
  const bad = async (input: Record<string, unknown>) => {
    const res = await call(asker, 'POST', threadsUrl(openGroup), input);
    expect({ input, status: res.statusCode, code: codeOf(res) }).toEqual({ input, status: 400, code: 'VALIDATION' });
    return fieldErrors(res);
  };

  test('an empty, blank or 5,001-character body, a missing or too long title, a bad kind: the composer’s words', async () => {
    const ok = { kind: 'question', title: 'A title', body: 'A body' };
    expect(await bad({ ...ok, body: '' })).toEqual({ body: M.bodyRequired });
    expect(await bad({ ...ok, body: '   \n ' })).toEqual({ body: M.bodyRequired });
    expect(await bad({ kind: 'question', title: 'A title' })).toEqual({ body: M.bodyRequired });
    expect(await bad({ ...ok, body: 'x'.repeat(POST_BODY_MAX + 1) })).toEqual({ body: M.bodyTooLong });
    expect(await bad({ ...ok, title: '' })).toEqual({ title: M.titleRequired });
    expect(await bad({ ...ok, title: 't'.repeat(THREAD_TITLE_MAX + 1) })).toEqual({ title: M.titleTooLong });
    expect(Object.keys(await bad({ ...ok, kind: 'poll' }))).toEqual(['kind']);
    expect(Object.keys(await bad({ ...ok, body: { html: '<b>x</b>' } }))).toEqual(['body']);
    // Exactly the limits are fine.
    const longest = await startThread(call, asker, openGroup, { title: 't'.repeat(THREAD_TITLE_MAX), body: 'x'.repeat(POST_BODY_MAX) });
    expect(longest.body).toHaveLength(POST_BODY_MAX);
  });

  test('a material the poster cannot open (or that does not exist) is not shared', async () => {
    const db = t.db();
    const ok = { kind: 'question', title: 'A title', body: 'A body' };
    const privateOne = await insertMaterial(db, { uploader_id: owner.id, visibility: 'private' });
    const pending = await insertMaterial(db, { uploader_id: owner.id, review_status: 'pending' });
    const restricted = await insertMaterial(db, { uploader_id: owner.id, restriction: 'restricted', course_id: cast.course.courseId });
    for (const materialId of [privateOne, pending, UNKNOWN_ID, 'nope']) {
      const res = await call(classmate, 'POST', threadsUrl(openGroup), { ...ok, materialId });
      expect({ materialId, status: res.statusCode, errors: fieldErrors(res) }).toEqual({ materialId, status: 400, errors: { materialId: M.materialNotFound } });
    }
    const res = await call(classmate, 'POST', threadsUrl(openGroup), { ...ok, materialId: restricted });
    expect(fieldErrors(res)).toEqual({ materialId: M.materialNotFound });
    const answer = await call(classmate, 'POST', `${threadUrl(openGroup, (await startThread(call, asker, openGroup)).id)}/replies`, { body: 'see this', materialId: privateOne });
    expect(fieldErrors(answer)).toEqual({ materialId: M.materialNotFound });
  });
});

describe('sharing a material', () => {
  test('a Restricted material shared by a member of its departments: unavailable to a member outside them, shown to staff', async () => {
    const db = t.db();
    const restricted = await insertMaterial(db, { uploader_id: owner.id, restriction: 'restricted', course_id: cast.course.courseId, label: 'CSC 204 solutions' });
    const thread = await startThread(call, asker, openGroup, { materialId: restricted });
    expect(thread.shared).toMatchObject({ unavailable: false, material: { id: restricted, label: 'CSC 204 solutions' } });
    const seenBy = async (person: Person) => dataOf<GroupThreadPage>(await call(person, 'GET', threadUrl(openGroup, thread.id))).thread.shared;
    expect(await seenBy(classmate)).toEqual({ material: null, unavailable: true });
    expect(JSON.stringify(await call(classmate, 'GET', threadsUrl(openGroup)).then((res) => res.json()))).not.toContain('CSC 204 solutions');
    expect(await seenBy(owner)).toMatchObject({ unavailable: false, material: { id: restricted } });
    expect(await seenBy(cast.moderator)).toMatchObject({ unavailable: false, material: { id: restricted } });

    // A public material later made private stops showing to those who can no longer open it.
    const publicOne = await insertMaterial(db, { uploader_id: owner.id, label: 'Open notes' });
    const answer = await reply(call, classmate, openGroup, thread.id, { materialId: publicOne });
    expect(answer.shared).toMatchObject({ unavailable: false, material: { id: publicOne } });
    await db.updateTable('materials').set({ visibility: 'private' }).where('id', '=', publicOne).execute();
    const page = dataOf<GroupThreadPage>(await call(asker, 'GET', threadUrl(openGroup, thread.id)));
    expect(page.replies.find((item) => item.id === answer.id)!.shared).toEqual({ material: null, unavailable: true });
    // A deleted material leaves nothing shared.
    await db.deleteFrom('materials').where('id', '=', publicOne).execute();
    const after = dataOf<GroupThreadPage>(await call(owner, 'GET', threadUrl(openGroup, thread.id)));
    expect(after.replies.find((item) => item.id === answer.id)!.shared).toBeNull();
  });
});

describe('reading', () => {
  test('threads newest activity first: a reply moves its thread up; pages neither repeat nor skip', async () => {
    const db = t.db();
    const group = await insertGroup(db, owner.id, [asker.id]);
    const made: GroupThread[] = [];
    for (let i = 0; i < THREADS_PAGE_SIZE + 3; i += 1) {
      if (i % 9 === 8) t.clock.advance(61_000);
      made.push(await startThread(call, i % 2 ? owner : asker, group, { title: `Thread ${i}` }));
    }
    t.clock.advance(61_000);
    const oldest = made[0]!;
    await reply(call, owner, group, oldest.id);
    const first = dataOf<Paged<GroupThread>>(await call(asker, 'GET', threadsUrl(group)));
    const second = dataOf<Paged<GroupThread>>(await call(asker, 'GET', `${threadsUrl(group)}?page=2`));
    expect(first.pagination).toEqual({ page: 1, limit: THREADS_PAGE_SIZE, total: THREADS_PAGE_SIZE + 3, totalPages: 2 });
    expect(first.data).toHaveLength(THREADS_PAGE_SIZE);
    expect(first.data[0]).toMatchObject({ id: oldest.id, replyCount: 1 });
    expect(first.data[1]!.id).toBe(made.at(-1)!.id);
    const ids = [...first.data, ...second.data].map((item) => item.id);
    expect(new Set(ids).size).toBe(made.length);
    const times = [...first.data, ...second.data].map((item) => item.lastActivityAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await call(asker, 'GET', `${threadsUrl(group)}?page=0`)).statusCode).toBe(400);
  });

  test('a thread and its replies oldest first, a page at a time; a reply’s id or another group’s thread is 404', async () => {
    const db = t.db();
    const group = await insertGroup(db, owner.id, [asker.id]);
    const thread = await startThread(call, asker, group);
    const replies = [];
    for (let i = 0; i < 3; i += 1) replies.push(await reply(call, owner, group, thread.id, { body: `Answer ${i}` }));
    const page = dataOf<GroupThreadPage>(await call(asker, 'GET', threadUrl(group, thread.id)));
    expect(page.thread).toMatchObject({ id: thread.id, replyCount: 3 });
    expect(page.replies.map((item) => item.body)).toEqual(['Answer 0', 'Answer 1', 'Answer 2']);
    expect(page.replies[0]).toMatchObject({ threadId: thread.id, helpful: false, mine: false, canDelete: false, author: { id: owner.id } });
    expect(page.pagination).toEqual({ page: 1, limit: REPLIES_PAGE_SIZE, total: 3, totalPages: 1 });
    for (const url of [threadUrl(group, replies[0]!.id), threadUrl(openGroup, thread.id), threadUrl(group, UNKNOWN_ID), threadUrl(group, 'nope')]) {
      const res = await call(asker, 'GET', url);
      expect({ url, status: res.statusCode, message: messageOf(res) }).toEqual({ url, status: 404, message: M.notFound });
    }
  });

  test('each change records its event for live readers', async () => {
    const db = t.db();
    const group = await insertGroup(db, owner.id, [asker.id]);
    const before = await db.selectFrom('study_groups').select('last_activity_at').where('id', '=', group).executeTakeFirstOrThrow();
    const thread = await startThread(call, asker, group);
    const answer = await reply(call, owner, group, thread.id);
    expect(await eventsOf(db, group)).toEqual([
      { type: 'thread', thread_id: thread.id, subject_id: thread.id },
      { type: 'reply', thread_id: thread.id, subject_id: answer.id },
    ]);
    const after = await db.selectFrom('study_groups').select('last_activity_at').where('id', '=', group).executeTakeFirstOrThrow();
    expect(after.last_activity_at.getTime()).toBeGreaterThan(before.last_activity_at.getTime());
  });

  test('a member who joins later reads what was written before', async () => {
    const db = t.db();
    const late = await createPerson(t.app(), db);
    const thread = await startThread(call, asker, openGroup);
    expect((await call(late, 'GET', threadUrl(openGroup, thread.id))).statusCode).toBe(403);
    await addMember(db, openGroup, late.id);
    expect(dataOf<GroupThreadPage>(await call(late, 'GET', threadUrl(openGroup, thread.id))).thread.id).toBe(thread.id);
  });
});
