// Study group notifications in a linked chat too: only for people who turned group
// notices on in Settings (off by default), with the notification's title, body and link; never to
// a chat unlinked or turned off since; a 429 sends it once after the wait.
import {
  MESSAGING_MESSAGES,
  POST_MESSAGES,
  SESSION_MESSAGES,
  formatNoticeTime,
  groupSessionsPath,
  groupThreadPath,
  type GroupReply,
  type GroupThread,
  type MessagingConnection,
} from '@lectern/shared-api/contract';
import { queueGroupChatNotices } from '../../src/domain/messaging/index.ts';
import { groupNoticeText } from '../../src/domain/messaging/group-notices.ts';
import { DEMO_SITE_TIME_ZONE } from '../../src/platform/config.ts';
import { createUser, signIn, type Session } from '../helpers/accounts.ts';
import { createRecordingChannel } from '../helpers/recording-channel.ts';
import { dataOf } from '../helpers/responses.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { insertGroup } from '../helpers/groups.ts';
import { BOTH_CHANNELS_ENV, chatTools } from './link-helpers.ts';

const telegram = createRecordingChannel('telegram');
const whatsapp = createRecordingChannel('whatsapp');
const ctx = useTestApp(BOTH_CHANNELS_ENV, { messaging: { channels: { telegram, whatsapp } } });
const chat = chatTools(ctx);
const PUBLIC_URL = 'http://localhost:8080';

interface Person {
  id: string;
  session: Session;
}

async function person(firstName: string): Promise<Person> {
  const user = await createUser(ctx.db(), { firstName });
  return { id: user.id, session: await signIn(ctx.app(), user) };
}

const patch = (who: Person, channel: string, payload: object) =>
  ctx.app().inject({ method: 'PATCH', url: `/api/user/messaging/${channel}`, headers: who.session.bearer, payload });

let sessions = 0;
async function scheduleIn(groupId: string, who: Person) {
  sessions += 1;
  const title = `Revision ${sessions}`;
  const startsAt = '2026-06-04T16:00:00.000Z';
  const res = await ctx.app().inject({
    method: 'POST',
    url: `/api/groups/${groupId}/sessions`,
    headers: who.session.bearer,
    payload: { title, startsAt, endsAt: '2026-06-04T18:00:00.000Z', location: 'Main Library' },
  });
  expect(res.statusCode).toBe(201);
  await chat.idle();
  return { title, startsAt };
}

afterEach(() => {
  telegram.clear();
  whatsapp.clear();
});

test('Settings: groupNotices is off by default, saved on its own, and leaves approval notices as they were', async () => {
  const ada = await person('Ada');
  expect((await chat.connection(ada.session, 'telegram')).groupNotices).toBe(false);
  await chat.link(ada.session, 'telegram');
  expect(await chat.connection(ada.session, 'telegram')).toMatchObject({ connected: true, approvalNotices: false, groupNotices: false });

  const on = await patch(ada, 'telegram', { groupNotices: true });
  expect(dataOf<MessagingConnection>(on)).toMatchObject({ channel: 'telegram', approvalNotices: false, groupNotices: true });
  const approvals = await patch(ada, 'telegram', { approvalNotices: true });
  expect(dataOf<MessagingConnection>(approvals)).toMatchObject({ approvalNotices: true, groupNotices: true });
  const both = await patch(ada, 'telegram', { approvalNotices: false, groupNotices: false });
  expect(dataOf<MessagingConnection>(both)).toMatchObject({ approvalNotices: false, groupNotices: false });

  expect((await patch(ada, 'telegram', { groupNotices: 'yes' })).statusCode).toBe(400);
  expect((await patch(ada, 'telegram', {})).statusCode).toBe(400);
  expect((await patch(ada, 'whatsapp', { groupNotices: true })).statusCode).toBe(404);
  // The checkbox's words are the contract's.
  expect(MESSAGING_MESSAGES.groupNotices).toBe('Tell me there about replies, helpful marks and new sessions in my groups');
});

test('a new session reaches the chats of members who turned group notices on, with the notice\'s title, body and link; nobody else\'s', async () => {
  const [owner, keen, quiet, unlinked] = await Promise.all([person('Ola'), person('Kemi'), person('Qasim'), person('Uzo')]);
  const groupId = await insertGroup(ctx.db(), { ownerId: owner.id, memberIds: [keen.id, quiet.id, unlinked.id], name: 'CSC 204 revision' });
  const ownerChat = await chat.link(owner.session, 'telegram');
  await patch(owner, 'telegram', { groupNotices: true });
  const keenChat = await chat.link(keen.session, 'whatsapp');
  await patch(keen, 'whatsapp', { groupNotices: true });
  const keenTelegram = await chat.link(keen.session, 'telegram');
  const quietChat = await chat.link(quiet.session, 'telegram');
  await patch(quiet, 'telegram', { approvalNotices: true });
  telegram.clear();
  whatsapp.clear();

  const { title, startsAt } = await scheduleIn(groupId, owner);
  const text = [SESSION_MESSAGES.noticeTitle('CSC 204 revision'), SESSION_MESSAGES.noticeBody(title, formatNoticeTime(startsAt, DEMO_SITE_TIME_ZONE)), `${PUBLIC_URL}${groupSessionsPath(groupId)}`].join('\n');
  expect(whatsapp.sent).toEqual([{ chatId: keenChat, message: { kind: 'text', text } }]);
  // Kemi's Telegram has group notices off; Qasim asked for approvals only; the scheduler is not told of their own session.
  expect(telegram.textsTo(keenTelegram)).toEqual([]);
  expect(telegram.textsTo(quietChat)).toEqual([]);
  expect(telegram.textsTo(ownerChat)).toEqual([]);
  expect(telegram.sent).toEqual([]);
});

test('a reply to my thread and a helpful mark on my reply reach the chats that asked', async () => {
  const [asker, helper] = await Promise.all([person('Ada'), person('Bola')]);
  const groupId = await insertGroup(ctx.db(), { ownerId: asker.id, memberIds: [helper.id], name: 'CSC 204 revision' });
  const askerChat = await chat.link(asker.session, 'telegram');
  await patch(asker, 'telegram', { groupNotices: true });
  const helperChat = await chat.link(helper.session, 'telegram');
  await patch(helper, 'telegram', { groupNotices: true });
  telegram.clear();

  const post = (who: Person, url: string, payload: object, method: 'POST' | 'PUT' = 'POST') =>
    ctx.app().inject({ method, url: `/api/groups/${groupId}${url}`, headers: who.session.bearer, payload });
  const thread = dataOf<GroupThread>(await post(asker, '/threads', { kind: 'question', title: 'Question 3 of 2019?', body: 'Anyone?' }), 201);
  const reply = dataOf<GroupReply>(await post(helper, `/threads/${thread.id}/replies`, { body: 'Page 4 of the pack' }), 201);
  await chat.idle();
  const link = `${PUBLIC_URL}${groupThreadPath(groupId, thread.id)}`;
  expect(telegram.textsTo(askerChat)).toEqual([[POST_MESSAGES.replyNoticeTitle, POST_MESSAGES.replyNoticeBody('Bola Obi', 'Question 3 of 2019?'), link].join('\n')]);

  expect((await post(asker, `/posts/${reply.id}/helpful`, { helpful: true }, 'PUT')).statusCode).toBe(200);
  await chat.idle();
  expect(telegram.textsTo(helperChat)).toEqual([[POST_MESSAGES.helpfulNoticeTitle, POST_MESSAGES.helpfulNoticeBody('Ada Obi', 'Question 3 of 2019?'), link].join('\n')]);
});

test('turned off again, or the chat disconnected: nothing more is sent', async () => {
  const [owner, member] = await Promise.all([person('Ola'), person('Mo')]);
  const groupId = await insertGroup(ctx.db(), { ownerId: owner.id, memberIds: [member.id] });
  await chat.link(member.session, 'telegram');
  await patch(member, 'telegram', { groupNotices: true });
  telegram.clear();
  const notificationId = async () =>
    (await ctx.db().selectFrom('notifications').select('id').where('user_id', '=', member.id).orderBy('created_at', 'desc').executeTakeFirstOrThrow()).id;

  await scheduleIn(groupId, owner);
  expect(telegram.sent).toHaveLength(1);
  const id = await notificationId();
  telegram.clear();

  await patch(member, 'telegram', { groupNotices: false });
  expect(await queueGroupChatNotices(messagingOf(), [id])).toBe(0);
  await scheduleIn(groupId, owner);
  expect(telegram.sent).toEqual([]);

  await patch(member, 'telegram', { groupNotices: true });
  expect((await ctx.app().inject({ method: 'DELETE', url: '/api/user/messaging/telegram', headers: member.session.bearer })).statusCode).toBe(200);
  await scheduleIn(groupId, owner);
  expect(telegram.sent).toEqual([]);
});

test('linking another chat in the channel keeps the group notices choice', async () => {
  const ada = await person('Ada');
  await chat.link(ada.session, 'telegram');
  await patch(ada, 'telegram', { groupNotices: true });
  await chat.link(ada.session, 'telegram');
  expect(await chat.connection(ada.session, 'telegram')).toMatchObject({ connected: true, groupNotices: true, approvalNotices: false });
});

test('only group notifications go to a chat, whatever ids a caller hands over', async () => {
  const ada = await person('Ada');
  await chat.link(ada.session, 'telegram');
  await patch(ada, 'telegram', { groupNotices: true });
  const { id } = await ctx
    .db()
    .insertInto('notifications')
    .values({ user_id: ada.id, type: 'material-hidden', title: 'Your material was hidden', body: 'Hidden', link: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  expect(await queueGroupChatNotices(messagingOf(), [id])).toBe(0);
  expect(await queueGroupChatNotices(messagingOf(), [])).toBe(0);
});

test('a 429 on the notice: sent once after the wait; the session itself was never held up', async () => {
  const [owner, member] = await Promise.all([person('Ola'), person('Mo')]);
  const groupId = await insertGroup(ctx.db(), { ownerId: owner.id, memberIds: [member.id] });
  const chatId = await chat.link(member.session, 'telegram');
  await patch(member, 'telegram', { groupNotices: true });
  telegram.clear();
  telegram.rateLimitOnce(200);
  const { title } = await scheduleIn(groupId, owner);
  expect(telegram.textsTo(chatId)).toHaveLength(1);
  expect(telegram.textsTo(chatId)[0]).toContain(title);
});

test('the text: title, body and the full link on their own lines; no link line when there is none', () => {
  expect(groupNoticeText({ title: 'T', body: 'B', link: '/dashboard/groups/1' }, PUBLIC_URL)).toBe(`T\nB\n${PUBLIC_URL}/dashboard/groups/1`);
  expect(groupNoticeText({ title: 'T', body: 'B', link: null }, PUBLIC_URL)).toBe('T\nB');
});

/** What queueGroupChatNotices needs, from the test app: its database, job queue and channels. */
function messagingOf() {
  return { db: ctx.db(), jobs: ctx.app().jobs, channels: { telegram, whatsapp } };
}
