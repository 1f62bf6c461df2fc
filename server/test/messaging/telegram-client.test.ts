// The Telegram channel client against a local fake Bot API: what a person receives,
// how a 429 is waited out or handed back, a blocked chat, no token in any error, and the turn each
// call waits for (the pacing itself is tested on the database: send-limits-two-servers.test.ts).
import net from 'node:net';
import { inspect } from 'node:util';
import { ChannelRateLimitedError, ChatUnreachableError, type ChannelClient } from '../../src/platform/messaging/channel.ts';
import type { TelegramConfig } from '../../src/platform/messaging/config.ts';
import { SEND_WAIT_MAX_MS, TELEGRAM_SEND_RATES } from '../../src/platform/messaging/send-limits.ts';
import { createTelegramClient, TelegramApiError, TELEGRAM_BUTTONS_MAX, TELEGRAM_CAPTION_MAX, TELEGRAM_TEXT_MAX } from '../../src/platform/messaging/telegram-client.ts';
import { startFakeTelegram, type FakeTelegram } from '../helpers/fake-telegram.ts';
import { failureOf } from '../helpers/failure-of.ts';
import { createRecordingPacer } from './recording-pacer.ts';

const TOKEN = '123456789:AAHtestTOKENsecretPART_x-yz';

let fake: FakeTelegram;
let client: ChannelClient;
const pacer = createRecordingPacer();
let nextChat = 1000;
const newChat = () => String((nextChat += 1));

const configFor = (apiRoot: string): TelegramConfig => ({ botToken: TOKEN, webhookSecret: 'a-webhook-secret-of-length', botUsername: 'LecternTestBot', apiRoot });

beforeAll(async () => {
  fake = await startFakeTelegram(TOKEN);
  client = createTelegramClient(configFor(fake.url), pacer);
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.reset();
  pacer.clear();
});

function expectNoToken(error: unknown) {
  expect(String(error)).not.toContain(TOKEN);
  expect(inspect(error, { depth: 10 })).not.toContain(TOKEN);
  expect(JSON.stringify(error)).not.toContain(TOKEN);
  expect(inspect(error, { depth: 10 })).not.toContain('AAHtestTOKEN');
}

describe('the Telegram client', () => {
  it('sends text with its buttons as an inline keyboard, one a row', async () => {
    const chat = newChat();
    await client.send(chat, {
      kind: 'text',
      text: 'Found 2 materials',
      buttons: [
        { label: 'CSC 204 past questions', choice: 'm:11111111-1111-4111-8111-111111111111' },
        { label: 'A'.repeat(200), choice: 'm:22222222-2222-4222-8222-222222222222' },
      ],
    });
    const [call] = fake.sent('sendMessage');
    expect(call!.chatId).toBe(chat);
    expect(call!.text).toBe('Found 2 materials');
    const rows = call!.replyMarkup!.inline_keyboard!;
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual([{ text: 'CSC 204 past questions', callback_data: 'm:11111111-1111-4111-8111-111111111111' }]);
    expect(rows[1]![0]!.text.length).toBeLessThan(200);
    expect(rows[1]![0]!.text.endsWith('…')).toBe(true);
    expect(client.buttonsMax).toBe(TELEGRAM_BUTTONS_MAX);
  });

  it('sends text without buttons with no keyboard', async () => {
    await client.send(newChat(), { kind: 'text', text: 'Help' });
    expect(fake.sent('sendMessage')[0]!.replyMarkup).toBeNull();
  });

  it('cuts text longer than Telegram takes, without splitting a character', async () => {
    await client.send(newChat(), { kind: 'text', text: '😀'.repeat(TELEGRAM_TEXT_MAX) });
    const text = fake.sent('sendMessage')[0]!.text!;
    expect(text.length).toBeLessThanOrEqual(TELEGRAM_TEXT_MAX);
    expect(text.endsWith('😀…')).toBe(true);
  });

  it('sends a document with its file name, bytes and caption (cut to 1024)', async () => {
    const bytes = Buffer.from('%PDF-1.4 pretend notes '.repeat(100));
    const chat = newChat();
    await client.send(chat, { kind: 'document', fileName: 'CSC 204 "notes";\r\n.pdf', contentType: 'application/pdf', bytes, caption: 'c'.repeat(3000) });
    const [call] = fake.sent('sendDocument');
    expect(call!.chatId).toBe(chat);
    expect(call!.document!.size).toBe(bytes.length);
    expect(call!.document!.bytes.equals(bytes)).toBe(true);
    expect(call!.document!.fileName).toBe('CSC 204 _notes____.pdf');
    expect(call!.caption!.length).toBe(TELEGRAM_CAPTION_MAX);
    expect(client.documentMaxBytes).toBe(20 * 1024 * 1024);
  });

  it('waits out a short 429 and succeeds', async () => {
    fake.failNext({ kind: 'rate-limited', retryAfterSeconds: 1 });
    await client.send(newChat(), { kind: 'text', text: 'after a wait' });
    expect(fake.calls.map((call) => call.status)).toEqual([429, 200]);
  });

  it('hands a long 429 back as ChannelRateLimitedError with its wait', async () => {
    fake.failNext({ kind: 'rate-limited', retryAfterSeconds: 120 });
    const error = await failureOf(client.send(newChat(), { kind: 'text', text: 'later' }));
    expect(error).toBeInstanceOf(ChannelRateLimitedError);
    expect((error as ChannelRateLimitedError).retryAfterMs).toBe(120_000);
    expect(fake.calls).toHaveLength(1);
    expectNoToken(error);
  });

  it('says a blocked chat or a missing one is unreachable', async () => {
    fake.failNext({ kind: 'blocked' });
    const blocked = await failureOf(client.send(newChat(), { kind: 'text', text: 'hello' }));
    expect(blocked).toBeInstanceOf(ChatUnreachableError);
    expectNoToken(blocked);
    fake.failNext({ kind: 'chat-not-found' });
    const missing = await failureOf(client.send(newChat(), { kind: 'document', fileName: 'a.pdf', contentType: 'application/pdf', bytes: Buffer.from('x') }));
    expect(missing).toBeInstanceOf(ChatUnreachableError);
    expectNoToken(missing);
  });

  it('gives other refusals back as TelegramApiError without the token or the file', async () => {
    fake.failNext({ kind: 'server-error' });
    const error = await failureOf(client.send(newChat(), { kind: 'document', fileName: 'a.pdf', contentType: 'application/pdf', bytes: Buffer.from('secret-bytes') }));
    expect(error).toBeInstanceOf(TelegramApiError);
    expect(inspect(error, { depth: 10 })).not.toContain('secret-bytes');
    expectNoToken(error);
  });

  it('never puts the token in an error when Telegram cannot be reached, or refuses the token', async () => {
    const closed = await new Promise<number>((resolve) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as net.AddressInfo;
        server.close(() => resolve(port));
      });
    });
    const unreachable = createTelegramClient(configFor(`http://127.0.0.1:${closed}`), pacer);
    const error = await failureOf(unreachable.send(newChat(), { kind: 'text', text: 'hello' }));
    expect(error).toBeInstanceOf(TelegramApiError);
    expect(error.message).toMatch(/could not be reached/);
    expectNoToken(error);

    const wrongToken = createTelegramClient({ ...configFor(fake.url), botToken: '987:WRONGtokenVALUE' }, pacer);
    const refused = await failureOf(wrongToken.send(newChat(), { kind: 'text', text: 'hello' }));
    expect(refused).toBeInstanceOf(TelegramApiError);
    expect(inspect(refused, { depth: 10 })).not.toContain('WRONGtokenVALUE');
  });
});

describe('the Telegram client\'s pace', () => {
  it('waits for the bot\'s and the chat\'s turn before each message, and again before a retry after a short 429', async () => {
    const chat = newChat();
    await client.send(chat, { kind: 'text', text: 'first' });
    expect(pacer.turns).toEqual([
      [
        { key: 'telegram bot 123456789', rate: TELEGRAM_SEND_RATES.bot },
        { key: `telegram bot 123456789 chat ${chat}`, rate: TELEGRAM_SEND_RATES.chat },
      ],
    ]);
    pacer.clear();
    fake.reset();
    fake.failNext({ kind: 'rate-limited', retryAfterSeconds: 1 });
    await client.send(chat, { kind: 'document', fileName: 'a.pdf', contentType: 'application/pdf', bytes: Buffer.from('%PDF-1.4') });
    expect(fake.calls.map((call) => call.status)).toEqual([429, 200]);
    expect(pacer.turns).toHaveLength(2);
  });

  it('keeps a group (a negative chat id) to its own slower pace', async () => {
    await client.send('-1001234567890', { kind: 'text', text: 'to the group' });
    expect(pacer.turns[0]![1]).toEqual({ key: 'telegram bot 123456789 chat -1001234567890', rate: TELEGRAM_SEND_RATES.group });
    expect(TELEGRAM_SEND_RATES.group.perSecond).toBeLessThan(TELEGRAM_SEND_RATES.chat.perSecond);
  });

  it('names the bot by its id, never by its token', async () => {
    await client.send(newChat(), { kind: 'text', text: 'hello' });
    expect(JSON.stringify(pacer.turns)).not.toContain('AAHtestTOKEN');
  });

  it('hands a turn too far off back as ChannelRateLimitedError, and calls Telegram for nothing', async () => {
    pacer.refuseNext(SEND_WAIT_MAX_MS + 2000);
    const error = await failureOf(client.send(newChat(), { kind: 'text', text: 'later' }));
    expect(error).toBeInstanceOf(ChannelRateLimitedError);
    expect((error as ChannelRateLimitedError).retryAfterMs).toBe(SEND_WAIT_MAX_MS + 2000);
    expect(fake.calls).toHaveLength(0);
  });
});
