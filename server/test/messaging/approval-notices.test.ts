// "Your upload CSC 204 notes was approved" in the uploader's linked chat: only when they
// turned it on in Settings (off by default), only for an approval, and never to a chat unlinked since.
import { materialPagePath, type MessagingConnection } from '@lectern/shared-api/contract';
import { createUser, signIn, type Session } from '../helpers/accounts.ts';
import { createRecordingChannel } from '../helpers/recording-channel.ts';
import { dataOf } from '../helpers/responses.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { BOTH_CHANNELS_ENV, chatTools } from './link-helpers.ts';

const telegram = createRecordingChannel('telegram');
const whatsapp = createRecordingChannel('whatsapp');
const ctx = useTestApp(BOTH_CHANNELS_ENV, { messaging: { channels: { telegram, whatsapp } } });
const chat = chatTools(ctx);
const PUBLIC_URL = 'http://localhost:8080';

let uploaderUser: { id: string };
let uploader: Session;
let moderator: Session;

beforeAll(async () => {
  const user = await createUser(ctx.db(), { firstName: 'Ada' });
  uploaderUser = user;
  uploader = await signIn(ctx.app(), user);
  moderator = await signIn(ctx.app(), await createUser(ctx.db(), { role: 'moderator' }));
});
afterEach(() => {
  telegram.clear();
  whatsapp.clear();
});

async function pendingMaterial(label: string) {
  const row = await ctx
    .db()
    .insertInto('materials')
    .values({ uploader_id: uploaderUser.id, label, classification: 'lecture-notes', type: 'link', url: 'https://example.edu/notes' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function decide(id: string, action: 'approved' | 'rejected') {
  const res = await ctx.app().inject({ method: 'POST', url: `/api/review/materials/review/${id}`, headers: moderator.bearer, payload: { action } });
  expect(res.statusCode).toBe(200);
  await chat.idle();
}

test('off by default: a linked uploader\'s approval sends nothing to the chat', async () => {
  await chat.link(uploader, 'telegram');
  telegram.clear();
  await decide(await pendingMaterial('CSC 204 draft'), 'approved');
  expect(telegram.sent).toEqual([]);
});

test('turned on: the approval reaches the chat with a link to the material; a rejection does not', async () => {
  const chatId = await chat.link(uploader, 'whatsapp');
  const on = await ctx.app().inject({ method: 'PATCH', url: '/api/user/messaging/whatsapp', headers: uploader.bearer, payload: { approvalNotices: true } });
  expect(on.statusCode).toBe(200);
  whatsapp.clear();

  const id = await pendingMaterial('CSC 204 notes');
  await decide(id, 'approved');
  expect(whatsapp.sent).toEqual([{ chatId, message: { kind: 'text', text: `Your upload CSC 204 notes was approved. ${PUBLIC_URL}${materialPagePath(id)}` } }]);
  // Telegram is linked too, with notices off: nothing there.
  expect(telegram.sent).toEqual([]);

  await decide(await pendingMaterial('Blurry scan'), 'rejected');
  expect(whatsapp.sent).toHaveLength(1);
});

test('turned off again, or the chat disconnected: nothing more is sent', async () => {
  const off = await ctx.app().inject({ method: 'PATCH', url: '/api/user/messaging/whatsapp', headers: uploader.bearer, payload: { approvalNotices: false } });
  expect(dataOf<MessagingConnection>(off).approvalNotices).toBe(false);
  await decide(await pendingMaterial('MTH 101 notes'), 'approved');
  expect(whatsapp.sent).toEqual([]);

  await ctx.app().inject({ method: 'PATCH', url: '/api/user/messaging/whatsapp', headers: uploader.bearer, payload: { approvalNotices: true } });
  expect((await ctx.app().inject({ method: 'DELETE', url: '/api/user/messaging/whatsapp', headers: uploader.bearer })).statusCode).toBe(200);
  await decide(await pendingMaterial('PHY 102 notes'), 'approved');
  expect(whatsapp.sent).toEqual([]);
});

test('a 429 on the notice: sent once after the wait; the approval itself was never held up', async () => {
  const chatId = await chat.link(uploader, 'telegram');
  await ctx.app().inject({ method: 'PATCH', url: '/api/user/messaging/telegram', headers: uploader.bearer, payload: { approvalNotices: true } });
  telegram.clear();
  telegram.rateLimitOnce(200);
  const id = await pendingMaterial('CHM 201 notes');
  await decide(id, 'approved');
  expect(telegram.textsTo(chatId)).toEqual([`Your upload CHM 201 notes was approved. ${PUBLIC_URL}${materialPagePath(id)}`]);
});
