// Linking a chat to an account: a one-time code from Settings sent to the bot, through
// acceptIncoming and the reply job, as the webhooks hand messages over.
import { createHash } from 'node:crypto';
import { LINK_CODE_ALPHABET, LINK_CODE_LENGTH, LINK_CODE_TTL_MS } from '@lectern/shared-api/contract';
import { LINK_REPLIES } from '../../src/domain/messaging/link-replies.ts';
import { LINK_FAILURES_MAX, LINK_FAILURE_WINDOW_MS } from '../../src/domain/messaging/link-guard.ts';
import { createUser, signIn, type Session } from '../helpers/accounts.ts';
import { createRecordingChannel } from '../helpers/recording-channel.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { BOTH_CHANNELS_ENV, chatTools, newChatId } from './link-helpers.ts';

const telegram = createRecordingChannel('telegram');
const whatsapp = createRecordingChannel('whatsapp');
// Logged at debug, so that a code anywhere in the logs would be seen.
const ctx = useTestApp({ ...BOTH_CHANNELS_ENV, LOG_LEVEL: 'debug' }, { messaging: { channels: { telegram, whatsapp } } });
const chat = chatTools(ctx);
/** Every code handed out in this file, to look for in the logs at the end. */
const codes: string[] = [];

async function person(firstName = 'Ada'): Promise<Session> {
  return signIn(ctx.app(), await createUser(ctx.db(), { firstName }));
}

async function codeFor(session: Session, channel: 'telegram' | 'whatsapp') {
  const code = await chat.codeFor(session, channel);
  codes.push(code.code);
  return code;
}

const lastTextTo = (channel: typeof telegram, chatId: string) => channel.textsTo(chatId).at(-1);

afterEach(() => {
  telegram.clear();
  whatsapp.clear();
});

describe('a link code', () => {
  test('is LINK_CODE_LENGTH letters of the alphabet, stored only as its SHA-256, with the deep link and the message to send', async () => {
    const ada = await person();
    const code = await codeFor(ada, 'telegram');
    expect(code.code).toMatch(new RegExp(`^[${LINK_CODE_ALPHABET}]{${LINK_CODE_LENGTH}}$`));
    expect(code).toEqual({
      channel: 'telegram',
      code: code.code,
      url: `https://t.me/LecternBot?start=${code.code}`,
      message: `/start ${code.code}`,
      expiresAt: new Date(ctx.clock.now().getTime() + LINK_CODE_TTL_MS).toISOString(),
    });
    const rows = await ctx.db().selectFrom('messaging_link_codes').selectAll().where('channel', '=', 'telegram').execute();
    expect(rows.map((row) => row.code_hash)).toContain(createHash('sha256').update(code.code).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(code.code);

    const onWhatsApp = await codeFor(ada, 'whatsapp');
    expect(onWhatsApp.message).toBe(`link ${onWhatsApp.code}`);
    expect(onWhatsApp.url).toBe(`https://wa.me/2348012345678?text=link%20${onWhatsApp.code}`);
  });

  test('sent to the bot, links that chat: the bot names the account, Settings shows the chat, and the code is used up', async () => {
    const ada = await person('Adaeze');
    const chatId = newChatId();
    const { code, message } = await codeFor(ada, 'telegram');
    await chat.say('telegram', chatId, message, { chatLabel: '@adaeze' });

    expect(telegram.textsTo(chatId)).toEqual([LINK_REPLIES.linked('Adaeze Obi')]);
    expect(await chat.connection(ada, 'telegram')).toEqual({
      channel: 'telegram',
      available: true,
      connected: true,
      chatLabel: '@adaeze',
      linkedAt: ctx.clock.now().toISOString(),
      approvalNotices: false,
      groupNotices: false,
    });
    expect(await chat.connection(ada, 'whatsapp')).toMatchObject({ available: true, connected: false, chatLabel: null, linkedAt: null });
    const left = await ctx.db().selectFrom('messaging_link_codes').select('code_hash').where('code_hash', '=', createHash('sha256').update(code).digest('hex')).execute();
    expect(left).toEqual([]);
    // Nor is it kept in clear with the message that carried it.
    const deliveries = await ctx.db().selectFrom('bot_deliveries').select('message').where('chat_id', '=', chatId).execute();
    expect(deliveries).toHaveLength(1);
    expect(JSON.stringify(deliveries)).not.toContain(code);
  });

  test('typed in lower case with a dash in it, as WhatsApp\'s "link CODE", still links', async () => {
    const ada = await person();
    const { code } = await codeFor(ada, 'whatsapp');
    const chatId = newChatId();
    await chat.say('whatsapp', chatId, `LINK ${code.slice(0, 4).toLowerCase()}-${code.slice(4).toLowerCase()}`);
    expect(lastTextTo(whatsapp, chatId)).toBe(LINK_REPLIES.linked('Ada Obi'));
    expect(await chat.connection(ada, 'whatsapp')).toMatchObject({ connected: true });
  });

  test('expired: refused calmly, without the code in the reply, and nothing is linked', async () => {
    const ada = await person();
    const { code, message } = await codeFor(ada, 'telegram');
    ctx.clock.advance(LINK_CODE_TTL_MS + 1000);
    const chatId = newChatId();
    await chat.say('telegram', chatId, message);
    expect(telegram.textsTo(chatId)).toEqual([LINK_REPLIES.refused]);
    expect(LINK_REPLIES.refused).not.toContain(code);
    expect(await chat.connection(ada, 'telegram')).toMatchObject({ connected: false });
  });

  test('works once: used again in the same chat or someone else\'s chat it is refused, and the first link stays', async () => {
    const ada = await person();
    const first = newChatId();
    const { message } = await codeFor(ada, 'telegram');
    await chat.say('telegram', first, message, { chatLabel: '@ada' });

    const stranger = newChatId();
    await chat.say('telegram', stranger, message, { chatLabel: '@stranger' });
    expect(telegram.textsTo(stranger)).toEqual([LINK_REPLIES.refused]);
    await chat.say('telegram', first, message);
    expect(lastTextTo(telegram, first)).toBe(LINK_REPLIES.refused);

    expect(await chat.connection(ada, 'telegram')).toMatchObject({ connected: true, chatLabel: '@ada' });
    const links = await ctx.db().selectFrom('messaging_links').select('chat_id').where('chat_id', '=', stranger).execute();
    expect(links).toEqual([]);
  });

  test('made for WhatsApp, it does not link a Telegram chat, and still works on WhatsApp afterwards', async () => {
    const ada = await person();
    const { code } = await codeFor(ada, 'whatsapp');
    const telegramChat = newChatId();
    await chat.say('telegram', telegramChat, `/start ${code}`);
    expect(telegram.textsTo(telegramChat)).toEqual([LINK_REPLIES.refused]);
    expect(await chat.connection(ada, 'telegram')).toMatchObject({ connected: false });

    const whatsappChat = newChatId();
    await chat.say('whatsapp', whatsappChat, `link ${code}`);
    expect(whatsapp.textsTo(whatsappChat)).toEqual([LINK_REPLIES.linked('Ada Obi')]);
  });

  test('a new code replaces the person\'s earlier unused one for that channel', async () => {
    const ada = await person();
    const earlier = await codeFor(ada, 'telegram');
    const later = await codeFor(ada, 'telegram');
    const chatId = newChatId();
    await chat.say('telegram', chatId, earlier.message);
    expect(lastTextTo(telegram, chatId)).toBe(LINK_REPLIES.refused);
    await chat.say('telegram', chatId, later.message);
    expect(lastTextTo(telegram, chatId)).toBe(LINK_REPLIES.linked('Ada Obi'));
  });
});

describe('relinking', () => {
  test('a chat linked again by another account belongs to that account only', async () => {
    const ada = await person('Ada');
    const bola = await person('Bola');
    const shared = await chat.link(ada, 'telegram');
    expect(await chat.connection(ada, 'telegram')).toMatchObject({ connected: true });

    const { message } = await codeFor(bola, 'telegram');
    await chat.say('telegram', shared, message, { chatLabel: '@shared' });
    expect(lastTextTo(telegram, shared)).toBe(LINK_REPLIES.linked('Bola Obi'));
    expect(await chat.connection(bola, 'telegram')).toMatchObject({ connected: true, chatLabel: '@shared' });
    expect(await chat.connection(ada, 'telegram')).toMatchObject({ connected: false });
  });

  test('a second chat of the same person in the same channel replaces the first (and keeps their notice choice)', async () => {
    const ada = await person();
    const phone = await chat.link(ada, 'telegram');
    const patched = await ctx.app().inject({ method: 'PATCH', url: '/api/user/messaging/telegram', headers: ada.bearer, payload: { approvalNotices: true } });
    expect(patched.statusCode).toBe(200);

    const laptop = newChatId();
    const { message } = await codeFor(ada, 'telegram');
    await chat.say('telegram', laptop, message, { chatLabel: '@ada_laptop' });
    expect(await chat.connection(ada, 'telegram')).toMatchObject({ connected: true, chatLabel: '@ada_laptop', approvalNotices: true });
    const rows = await ctx.db().selectFrom('messaging_links').select('chat_id').where('chat_id', 'in', [phone, laptop]).execute();
    expect(rows).toEqual([{ chat_id: laptop }]);
  });
});

describe('stop', () => {
  test('unlinks the chat it is sent from, whose person Settings then shows disconnected', async () => {
    const ada = await person();
    const chatId = await chat.link(ada, 'whatsapp');
    await chat.say('whatsapp', chatId, 'stop');
    expect(lastTextTo(whatsapp, chatId)).toBe(LINK_REPLIES.stopped);
    expect(await chat.connection(ada, 'whatsapp')).toMatchObject({ connected: false });
    // From a chat that was never linked: the same calm answer.
    const other = newChatId();
    await chat.say('whatsapp', other, '/stop');
    expect(whatsapp.textsTo(other)).toEqual([LINK_REPLIES.stopped]);
  });
});

describe('guessing codes', () => {
  test(`after ${LINK_FAILURES_MAX} wrong codes the chat is told to wait, and even a right code is not checked until the window ends`, async () => {
    const ada = await person();
    const chatId = newChatId();
    for (let i = 0; i < LINK_FAILURES_MAX; i += 1) await chat.say('telegram', chatId, `/start ${'A'.repeat(LINK_CODE_LENGTH - 1)}${LINK_CODE_ALPHABET[i]}`);
    expect(telegram.textsTo(chatId)).toEqual(Array(LINK_FAILURES_MAX).fill(LINK_REPLIES.refused));

    const right = await codeFor(ada, 'telegram');
    await chat.say('telegram', chatId, right.message);
    expect(lastTextTo(telegram, chatId)).toBe(LINK_REPLIES.wait);
    expect(await chat.connection(ada, 'telegram')).toMatchObject({ connected: false });
    // "stop" does not start the count again.
    await chat.say('telegram', chatId, 'stop');
    await chat.say('telegram', chatId, right.message);
    expect(lastTextTo(telegram, chatId)).toBe(LINK_REPLIES.wait);

    // Another chat is not slowed down by this one.
    const elsewhere = newChatId();
    const other = await codeFor(await person('Bola'), 'telegram');
    await chat.say('telegram', elsewhere, other.message);
    expect(lastTextTo(telegram, elsewhere)).toBe(LINK_REPLIES.linked('Bola Obi'));

    ctx.clock.advance(LINK_FAILURE_WINDOW_MS + 1000);
    const fresh = await codeFor(ada, 'telegram');
    await chat.say('telegram', chatId, fresh.message);
    expect(lastTextTo(telegram, chatId)).toBe(LINK_REPLIES.linked('Ada Obi'));
  });
});

test('no link code handed out in this file appears in the logs (logged at debug)', () => {
  const logs = ctx.logs();
  expect(logs.length).toBeGreaterThan(0);
  expect(codes.length).toBeGreaterThan(5);
  for (const code of codes) expect(logs).not.toContain(code);
});
