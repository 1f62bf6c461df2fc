// The discussion's changes: editing (its author), deleting (its author or the
// group's owner; a thread takes its replies), Helpful marks (the thread's author, on a reply of
// it) and their notifications, reports (once each), posts a moderator hid, and the posting
// limit per person (the test clock moves the minute on).
import {
  GROUP_MESSAGES,
  POST_BODY_MAX,
  POST_MESSAGES as M,
  POSTS_PER_MINUTE,
  THREAD_TITLE_MAX,
  groupThreadPath,
  type GroupReply,
  type GroupThread,
  type GroupThreadPage,
  type Paged,
} from '@lectern/shared-api/contract';
import { createReply, setHelpful } from '../../src/domain/groups/index.ts';
import { UNKNOWN_ID } from '../helpers/courses.ts';
import { insertMaterial } from '../helpers/material-rows.ts';
import { createPerson, type Person } from '../helpers/materials.ts';
import { dataOf } from '../helpers/responses.ts';
import { useTestApp } from '../helpers/test-app.ts';
import {
  caller,
  codeOf,
  eventsOf,
  fieldErrors,
  insertGroup,
  messageOf,
  notificationsOf,
  postUrl,
  removeMember,
  reply,
  repliesUrl,
  startThread,
  threadUrl,
  threadsUrl,
} from './posts-world.ts';

const t = useTestApp();
const call = caller(t.app);

let owner: Person;
let asker: Person;
let helper: Person;
let other: Person;
let outsider: Person;
let moderator: Person;
let group: string;

beforeAll(async () => {
  const db = t.db();
  owner = await createPerson(t.app(), db, { firstName: 'Olu' });
  asker = await createPerson(t.app(), db, { firstName: 'Ada' });
  helper = await createPerson(t.app(), db, { firstName: 'Bola' });
  other = await createPerson(t.app(), db, { firstName: 'Chidi' });
  outsider = await createPerson(t.app(), db, { firstName: 'Zara' });
  moderator = await createPerson(t.app(), db, { role: 'moderator' });
  group = await insertGroup(db, owner.id, [asker.id, helper.id, other.id]);
}, 60_000);

beforeEach(() => t.clock.advance(61_000));

const page = async (person: Person, threadId: string) => dataOf<GroupThreadPage>(await call(person, 'GET', threadUrl(group, threadId)));

describe('editing', () => {
  test('its author edits a thread’s title and body and a reply’s body; editedAt is set', async () => {
    const thread = await startThread(call, asker, group);
    const answer = await reply(call, helper, group, thread.id);
    const edited = dataOf<GroupThread>(await call(asker, 'PATCH', postUrl(group, thread.id), { title: ' Paper from 2019? ', body: 'With solutions, please.' }));
    expect(edited).toMatchObject({ id: thread.id, title: 'Paper from 2019?', body: 'With solutions, please.', kind: 'question' });
    expect(edited.editedAt).not.toBeNull();
    const onlyBody = dataOf<GroupThread>(await call(asker, 'PATCH', postUrl(group, thread.id), { body: 'Any year is fine.' }));
    expect(onlyBody).toMatchObject({ title: 'Paper from 2019?', body: 'Any year is fine.' });
    const editedReply = dataOf<GroupReply>(await call(helper, 'PATCH', postUrl(group, answer.id), { body: 'Shelf 3.', title: 'ignored' }));
    expect(editedReply).toMatchObject({ id: answer.id, threadId: thread.id, body: 'Shelf 3.' });
    expect(editedReply.editedAt).not.toBeNull();
    expect((await eventsOf(t.db(), group)).slice(-3)).toEqual([
      { type: 'thread', thread_id: thread.id, subject_id: thread.id },
      { type: 'thread', thread_id: thread.id, subject_id: thread.id },
      { type: 'reply', thread_id: thread.id, subject_id: answer.id },
    ]);
  });

  test('someone else’s post: 403 for a member, the owner and staff; 404 for an unknown post', async () => {
    const thread = await startThread(call, asker, group);
    for (const person of [helper, owner]) {
      const res = await call(person, 'PATCH', postUrl(group, thread.id), { body: 'mine now' });
      expect([res.statusCode, messageOf(res)]).toEqual([403, M.authorOnly]);
    }
    const staff = await call(moderator, 'PATCH', postUrl(group, thread.id), { body: 'mine now' });
    expect([staff.statusCode, messageOf(staff)]).toEqual([403, GROUP_MESSAGES.notMember]);
    expect((await call(outsider, 'PATCH', postUrl(group, thread.id), { body: 'x' })).statusCode).toBe(403);
    expect((await call(null, 'PATCH', postUrl(group, thread.id), { body: 'x' })).statusCode).toBe(401);
    for (const postId of [UNKNOWN_ID, 'nope']) {
      const res = await call(asker, 'PATCH', postUrl(group, postId), { body: 'x' });
      expect([res.statusCode, messageOf(res)]).toEqual([404, M.notFound]);
    }
    expect((await page(asker, thread.id)).thread.body).toBe('Who has the 2019 paper?');
  });

  test('bad edits: an empty or too long body, a too long title', async () => {
    const thread = await startThread(call, asker, group);
    const bad = async (input: object) => {
      const res = await call(asker, 'PATCH', postUrl(group, thread.id), input);
      expect([res.statusCode, codeOf(res)]).toEqual([400, 'VALIDATION']);
      return fieldErrors(res);
    };
    expect(await bad({ body: '' })).toEqual({ body: M.bodyRequired });
    expect(await bad({ body: 'x'.repeat(POST_BODY_MAX + 1) })).toEqual({ body: M.bodyTooLong });
    expect(await bad({ title: 't'.repeat(THREAD_TITLE_MAX + 1) })).toEqual({ title: M.titleTooLong });
    expect(await bad({ title: '  ' })).toEqual({ title: M.titleRequired });
  });

  test('after being removed from the group, one’s own post is no longer one’s to edit', async () => {
    const db = t.db();
    const leaver = await createPerson(t.app(), db);
    const small = await insertGroup(db, owner.id, [leaver.id]);
    const thread = await startThread(call, leaver, small);
    await removeMember(db, small, leaver.id);
    const res = await call(leaver, 'PATCH', postUrl(small, thread.id), { body: 'edited' });
    expect([res.statusCode, messageOf(res)]).toEqual([403, GROUP_MESSAGES.notMember]);
    expect((await call(leaver, 'DELETE', postUrl(small, thread.id))).statusCode).toBe(403);
  });
});

describe('deleting', () => {
  test('its author deletes a reply: the thread counts one fewer and is no longer answered by it', async () => {
    const thread = await startThread(call, asker, group);
    const answer = await reply(call, helper, group, thread.id);
    await reply(call, other, group, thread.id);
    dataOf(await call(asker, 'PUT', `${postUrl(group, answer.id)}/helpful`, { helpful: true }));
    expect((await page(asker, thread.id)).thread).toMatchObject({ replyCount: 2, answered: true });
    const res = await call(helper, 'DELETE', postUrl(group, answer.id));
    expect(dataOf<{ id: string }>(res)).toEqual({ id: answer.id });
    const after = await page(asker, thread.id);
    expect(after.thread).toMatchObject({ replyCount: 1, answered: false });
    expect(after.replies.map((item) => item.id)).not.toContain(answer.id);
    expect((await eventsOf(t.db(), group)).at(-1)).toEqual({ type: 'reply', thread_id: thread.id, subject_id: answer.id });
    expect((await call(helper, 'DELETE', postUrl(group, answer.id))).statusCode).toBe(404);
  });

  test('the owner deletes anyone’s thread, which takes its replies (and their reports) with it', async () => {
    const db = t.db();
    const thread = await startThread(call, asker, group);
    const answer = await reply(call, helper, group, thread.id);
    dataOf(await call(other, 'POST', `${postUrl(group, answer.id)}/report`, { reason: 'spam' }), 201);
    dataOf(await call(owner, 'DELETE', postUrl(group, thread.id)));
    expect((await call(asker, 'GET', threadUrl(group, thread.id))).statusCode).toBe(404);
    expect(await db.selectFrom('group_posts').select('id').where('id', 'in', [thread.id, answer.id]).execute()).toEqual([]);
    expect(await db.selectFrom('group_post_reports').select('id').where('post_id', '=', answer.id).execute()).toEqual([]);
    const list = dataOf<Paged<GroupThread>>(await call(asker, 'GET', threadsUrl(group)));
    expect(list.data.map((item) => item.id)).not.toContain(thread.id);
    expect((await eventsOf(db, group)).at(-1)).toEqual({ type: 'thread', thread_id: thread.id, subject_id: thread.id });
  });

  test('another member, staff and a non-member may not delete', async () => {
    const thread = await startThread(call, asker, group);
    const res = await call(helper, 'DELETE', postUrl(group, thread.id));
    expect([res.statusCode, messageOf(res)]).toEqual([403, M.deleteNotAllowed]);
    expect((await call(moderator, 'DELETE', postUrl(group, thread.id))).statusCode).toBe(403);
    expect((await call(outsider, 'DELETE', postUrl(group, thread.id))).statusCode).toBe(403);
    expect((await call(null, 'DELETE', postUrl(group, thread.id))).statusCode).toBe(401);
    expect((await page(asker, thread.id)).thread.id).toBe(thread.id);
  });
});

describe('helpful', () => {
  test('the asker marks replies helpful (several may be), the thread is answered; the reply’s author is told once, with a link', async () => {
    const db = t.db();
    const thread = await startThread(call, asker, group, { title: 'Where is the pack?' });
    const first = await reply(call, helper, group, thread.id);
    const second = await reply(call, other, group, thread.id);
    const marked = dataOf<GroupReply>(await call(asker, 'PUT', `${postUrl(group, first.id)}/helpful`, { helpful: true }));
    expect(marked).toMatchObject({ id: first.id, helpful: true });
    dataOf(await call(asker, 'PUT', `${postUrl(group, first.id)}/helpful`, { helpful: true }));
    dataOf(await call(asker, 'PUT', `${postUrl(group, second.id)}/helpful`, { helpful: true }));
    const seen = await page(helper, thread.id);
    expect(seen.thread.answered).toBe(true);
    expect(seen.replies.map((item) => item.helpful)).toEqual([true, true]);
    const notes = (await notificationsOf(db, helper.id, 'group-helpful')).filter((note) => note.link === groupThreadPath(group, thread.id));
    expect(notes).toEqual([
      { id: expect.any(String), title: M.helpfulNoticeTitle, body: M.helpfulNoticeBody('Ada Obi', 'Where is the pack?'), link: groupThreadPath(group, thread.id) },
    ]);
    // Taking the mark back tells nobody; the other helpful reply still answers the thread.
    const unmarked = dataOf<GroupReply>(await call(asker, 'PUT', `${postUrl(group, first.id)}/helpful`, { helpful: false }));
    expect(unmarked.helpful).toBe(false);
    expect((await page(asker, thread.id)).thread.answered).toBe(true);
    dataOf(await call(asker, 'PUT', `${postUrl(group, second.id)}/helpful`, { helpful: false }));
    expect((await page(asker, thread.id)).thread.answered).toBe(false);
    dataOf(await call(asker, 'PUT', `${postUrl(group, first.id)}/helpful`, { helpful: true }));
    expect((await notificationsOf(db, helper.id, 'group-helpful')).filter((note) => note.link === groupThreadPath(group, thread.id))).toHaveLength(2);
    expect((await eventsOf(db, group)).at(-1)).toEqual({ type: 'reply', thread_id: thread.id, subject_id: first.id });
  });

  test('only the asker, only on a reply; marking one’s own reply tells nobody', async () => {
    const db = t.db();
    const thread = await startThread(call, asker, group);
    const answer = await reply(call, helper, group, thread.id);
    for (const person of [helper, other, owner]) {
      const res = await call(person, 'PUT', `${postUrl(group, answer.id)}/helpful`, { helpful: true });
      expect([res.statusCode, messageOf(res)]).toEqual([403, M.helpfulAskerOnly]);
    }
    expect((await call(moderator, 'PUT', `${postUrl(group, answer.id)}/helpful`, { helpful: true })).statusCode).toBe(403);
    expect((await call(outsider, 'PUT', `${postUrl(group, answer.id)}/helpful`, { helpful: true })).statusCode).toBe(403);
    const onThread = await call(asker, 'PUT', `${postUrl(group, thread.id)}/helpful`, { helpful: true });
    expect([onThread.statusCode, messageOf(onThread)]).toEqual([400, M.notReply]);
    expect((await call(asker, 'PUT', `${postUrl(group, answer.id)}/helpful`, {})).statusCode).toBe(400);
    expect((await page(asker, thread.id)).replies[0]!.helpful).toBe(false);
    const own = await reply(call, asker, group, thread.id);
    const before = (await notificationsOf(db, asker.id, 'group-helpful')).length;
    dataOf(await call(asker, 'PUT', `${postUrl(group, own.id)}/helpful`, { helpful: true }));
    expect(await notificationsOf(db, asker.id, 'group-helpful')).toHaveLength(before);
  });
});

describe('reply notifications', () => {
  test('a reply tells the thread’s author, never of their own reply, and not once they have left', async () => {
    const db = t.db();
    const thread = await startThread(call, asker, group, { title: 'Lab 3?' });
    await reply(call, helper, group, thread.id);
    await reply(call, asker, group, thread.id);
    const notes = (await notificationsOf(db, asker.id, 'group-reply')).filter((note) => note.link === groupThreadPath(group, thread.id));
    expect(notes).toEqual([{ id: expect.any(String), title: M.replyNoticeTitle, body: M.replyNoticeBody('Bola Obi', 'Lab 3?'), link: groupThreadPath(group, thread.id) }]);
    const gone = await createPerson(t.app(), db);
    const small = await insertGroup(db, owner.id, [gone.id]);
    const theirs = await startThread(call, gone, small);
    await removeMember(db, small, gone.id);
    await reply(call, owner, small, theirs.id);
    expect(await notificationsOf(db, gone.id, 'group-reply')).toEqual([]);
  });
});

describe('the notices a change wrote', () => {
  test('createReply and setHelpful answer what changed: the group, and the notifications they wrote (for linked chats, after the commit)', async () => {
    const db = t.db();
    const viewer = (person: Person) => ({ id: person.id, role: 'student' as const, departmentId: null });
    const thread = await startThread(call, asker, group);
    const answered = await createReply(db, viewer(helper), group, thread.id, { body: 'Here' });
    const [replyNote] = (await notificationsOf(db, asker.id, 'group-reply')).filter((note) => note.link === groupThreadPath(group, thread.id));
    expect(answered.change).toEqual({ groupId: group, notificationIds: [replyNote!.id] });
    expect((await createReply(db, viewer(asker), group, thread.id, { body: 'Thanks' })).change).toEqual({ groupId: group, notificationIds: [] });
    const marked = await setHelpful(db, viewer(asker), group, answered.post.id, true);
    const [helpfulNote] = (await notificationsOf(db, helper.id, 'group-helpful')).filter((note) => note.link === groupThreadPath(group, thread.id));
    expect(marked.change).toEqual({ groupId: group, notificationIds: [helpfulNote!.id] });
    // Marked twice: nothing changed, nothing to announce.
    expect((await setHelpful(db, viewer(asker), group, answered.post.id, true)).change).toBeNull();
    expect((await setHelpful(db, viewer(asker), group, answered.post.id, false)).change).toEqual({ groupId: group, notificationIds: [] });
  });
});

describe('reports', () => {
  test('a member reports a post once; again is 409 until staff decide', async () => {
    const db = t.db();
    const thread = await startThread(call, asker, group);
    const res = await call(helper, 'POST', `${postUrl(group, thread.id)}/report`, { reason: 'off-topic', text: '  not about the course ' });
    expect(dataOf<{ id: string; message: string }>(res, 201)).toEqual({ id: expect.any(String), message: M.reported });
    const stored = await db.selectFrom('group_post_reports').selectAll().where('post_id', '=', thread.id).execute();
    expect(stored).toEqual([expect.objectContaining({ reporter_id: helper.id, reason: 'off-topic', text: 'not about the course', status: 'open' })]);
    const again = await call(helper, 'POST', `${postUrl(group, thread.id)}/report`, { reason: 'spam' });
    expect([again.statusCode, messageOf(again)]).toEqual([409, M.alreadyReported]);
    dataOf(await call(other, 'POST', `${postUrl(group, thread.id)}/report`, { reason: 'spam' }), 201);
    await db.updateTable('group_post_reports').set({ status: 'dismissed' }).where('post_id', '=', thread.id).execute();
    dataOf(await call(helper, 'POST', `${postUrl(group, thread.id)}/report`, { reason: 'abuse' }), 201);
  });

  test('bad reports, staff, non-members and unknown posts', async () => {
    const thread = await startThread(call, asker, group);
    expect(Object.keys(fieldErrors(await call(helper, 'POST', `${postUrl(group, thread.id)}/report`, { reason: 'boring' })))).toEqual(['reason']);
    expect(Object.keys(fieldErrors(await call(helper, 'POST', `${postUrl(group, thread.id)}/report`, { reason: 'other', text: 'x'.repeat(501) })))).toEqual(['text']);
    expect((await call(moderator, 'POST', `${postUrl(group, thread.id)}/report`, { reason: 'spam' })).statusCode).toBe(403);
    expect((await call(outsider, 'POST', `${postUrl(group, thread.id)}/report`, { reason: 'spam' })).statusCode).toBe(403);
    expect((await call(null, 'POST', `${postUrl(group, thread.id)}/report`, { reason: 'spam' })).statusCode).toBe(401);
    expect((await call(helper, 'POST', `${postUrl(group, UNKNOWN_ID)}/report`, { reason: 'spam' })).statusCode).toBe(404);
  });
});

describe('a post a moderator hid', () => {
  test('keeps its place with no text and nothing shared; it cannot be edited or replied to, and is no answer', async () => {
    const db = t.db();
    const material = await insertMaterial(db, { uploader_id: asker.id, label: 'Hidden share' });
    const thread = await startThread(call, asker, group, { title: 'Rude title', body: 'Rude body', materialId: material });
    const answer = await reply(call, helper, group, thread.id, { body: 'Rude reply' });
    const good = await startThread(call, asker, group);
    const goodAnswer = await reply(call, helper, group, good.id);
    dataOf(await call(asker, 'PUT', `${postUrl(group, goodAnswer.id)}/helpful`, { helpful: true }));
    await db.updateTable('group_posts').set({ hidden_at: new Date() }).where('id', 'in', [thread.id, answer.id, goodAnswer.id]).execute();
    for (const reader of [helper, moderator]) {
      const seen = await page(reader, thread.id);
      expect(seen.thread).toMatchObject({ title: '', body: '', removed: true, shared: null, replyCount: 1 });
      expect(seen.replies[0]).toMatchObject({ id: answer.id, body: '', removed: true });
      expect(JSON.stringify(seen)).not.toContain('Rude');
    }
    const list = dataOf<Paged<GroupThread>>(await call(helper, 'GET', threadsUrl(group)));
    expect(list.data.find((item) => item.id === thread.id)).toMatchObject({ title: '', body: '', removed: true });
    expect(list.data.find((item) => item.id === good.id)!.answered).toBe(false);
    const edit = await call(asker, 'PATCH', postUrl(group, thread.id), { body: 'Sorry' });
    expect([edit.statusCode, messageOf(edit)]).toEqual([409, M.removed]);
    const answerIt = await call(helper, 'POST', repliesUrl(group, thread.id), { body: 'Still here' });
    expect([answerIt.statusCode, messageOf(answerIt)]).toEqual([409, M.removed]);
    // Its author may still delete it.
    dataOf(await call(asker, 'DELETE', postUrl(group, thread.id)));
  });
});

describe('the posting limit', () => {
  test(`the ${POSTS_PER_MINUTE + 1}th post in a minute (threads and replies, any group) is 429; a minute later posting works again`, async () => {
    const db = t.db();
    const fast = await createPerson(t.app(), db);
    const second = await insertGroup(db, owner.id, [fast.id]);
    const third = await insertGroup(db, owner.id, [fast.id]);
    const thread = await startThread(call, fast, second);
    for (let i = 1; i < POSTS_PER_MINUTE; i += 1) {
      if (i % 2) await reply(call, fast, second, thread.id, { body: `Reply ${i}` });
      else await startThread(call, fast, third, { title: `Thread ${i}` });
    }
    const tooFast = await call(fast, 'POST', repliesUrl(second, thread.id), { body: 'one too many' });
    expect([tooFast.statusCode, codeOf(tooFast), messageOf(tooFast)]).toEqual([429, 'RATE_LIMITED', M.rateLimited]);
    expect(Number(tooFast.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call(fast, 'POST', threadsUrl(second), { kind: 'note', title: 'x', body: 'y' })).statusCode).toBe(429);
    // Someone else is not slowed down by it.
    await reply(call, owner, second, thread.id);
    expect(dataOf<GroupThreadPage>(await call(fast, 'GET', threadUrl(second, thread.id))).replies.map((item) => item.body)).not.toContain('one too many');
    t.clock.advance(60_000);
    await reply(call, fast, second, thread.id, { body: 'a minute later' });
  });
});
