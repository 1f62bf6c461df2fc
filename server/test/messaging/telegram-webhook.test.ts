// POST /api/bots/telegram: the secret header, what is stored from which update, bad
// bodies answered calmly (200, so Telegram does not redeliver what can never work), redelivery
// handled once, a button press answered at Telegram, and the webhook answering at once.
import type { JobQueue } from '../../src/platform/jobs/job-queue.ts';
import type { MemoryQueue } from '../../src/platform/jobs/memory-queue.ts';
import { INCOMING_TEXT_MAX } from '../../src/domain/messaging/index.ts';
import { useTelegramApp } from '../helpers/bot-apps.ts';
import { dataOf } from '../helpers/responses.ts';
import { postWebhook, storedDeliveries } from './webhook-deliveries.ts';

/** What the webhook answers an update with (not part of the contract: only Telegram reads it). */
type WebhookAnswer = { outcome: 'queued' | 'duplicate' | 'ignored' };

const TOKEN = '555000111:AAWebhookTestTokenValue';
const SECRET = 'webhook-secret-0123456789abcdef';

const { t, fake } = useTelegramApp({ token: TOKEN, secret: SECRET });

// Every job the webhook queues, by name (the reply job itself is another part's; this counts them).
const queued: Array<{ name: string; data: unknown }> = [];
beforeAll(() => {
  const jobs: JobQueue = t.app().jobs;
  const send = jobs.send.bind(jobs);
  jobs.send = (name, data, options) => {
    queued.push({ name, data });
    return send(name, data, options);
  };
});

let nextUpdate = 700_000;
const chat = { id: 424242, type: 'private', username: 'ada_l', first_name: 'Ada' };
const from = { id: 424242, is_bot: false, first_name: 'Ada', username: 'ada_l' };

// Each update in its own chat unless told: Telegram's one message a second per chat would hold the replies.
function textUpdate(text: string, inChat: { id: number } = { id: nextUpdate + 1 }) {
  const updateId = (nextUpdate += 1);
  return { update_id: updateId, message: { message_id: updateId, date: 1_790_000_000, chat: { ...chat, ...inChat }, from, text } };
}

function post(body: unknown, headers: Record<string, string> = { 'x-telegram-bot-api-secret-token': SECRET }) {
  return postWebhook(t, 'telegram', typeof body === 'string' ? body : JSON.stringify(body), headers);
}

const deliveries = (deliveryId?: string) => storedDeliveries(t, 'telegram', deliveryId);

describe('the Telegram webhook', () => {
  // The replies the deliveries queued go out before the fake closes.
  afterAll(() => (t.app().jobs as MemoryQueue).idle());

  it('refuses a delivery without the secret, or with a wrong one, and stores nothing', async () => {
    const update = textUpdate('search csc 204');
    for (const headers of [{} as Record<string, string>, { 'x-telegram-bot-api-secret-token': 'wrong' }, { 'x-telegram-bot-api-secret-token': SECRET.replace(/.$/, 'X') }]) {
      const response = await post(update, headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ status: 'error', statusCode: 401, code: 'UNAUTHORIZED' });
    }
    expect(await deliveries(String(update.update_id))).toEqual([]);
    expect(t.logs()).not.toContain(SECRET);
  });

  it('stores a text message once and queues its reply', async () => {
    const update = textUpdate('search csc 204 past questions', chat);
    const response = await post(update);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success', data: { outcome: 'queued' } });
    const [row] = await deliveries(String(update.update_id));
    expect(row!.message).toEqual({
      channel: 'telegram',
      deliveryId: String(update.update_id),
      chatId: '424242',
      chatLabel: '@ada_l',
      text: 'search csc 204 past questions',
      choice: null,
    });
    expect(queued.filter((job) => job.name === 'bot-reply')).toContainEqual({ name: 'bot-reply', data: { channel: 'telegram', deliveryId: String(update.update_id) } });
  });

  it('handles the same update delivered twice once: one row, one job', async () => {
    const update = textUpdate('help');
    const before = queued.length;
    const [first, second] = await Promise.all([post(update), post(update)]);
    expect([dataOf<WebhookAnswer>(first).outcome, dataOf<WebhookAnswer>(second).outcome].sort()).toEqual(['duplicate', 'queued']);
    expect(dataOf<WebhookAnswer>(await post(update)).outcome).toBe('duplicate');
    expect(await deliveries(String(update.update_id))).toHaveLength(1);
    expect(queued.length - before).toBe(1);
  });

  it('takes a 64 KB message and keeps the first INCOMING_TEXT_MAX characters', async () => {
    const update = textUpdate(`search ${'x'.repeat(64 * 1024)}`);
    const response = await post(update);
    expect(response.statusCode).toBe(200);
    const [row] = await deliveries(String(update.update_id));
    expect(row!.message.text!.length).toBe(INCOMING_TEXT_MAX);
    expect(row!.message.text!.startsWith('search xxx')).toBe(true);
  });

  it('stores a button press as a choice and stops its spinner at Telegram', async () => {
    fake().reset();
    const updateId = (nextUpdate += 1);
    const response = await post({
      update_id: updateId,
      callback_query: {
        id: 'cbq-1',
        from,
        chat_instance: '1',
        data: 'm:11111111-1111-4111-8111-111111111111',
        message: { message_id: 5, date: 1_790_000_000, chat, text: 'Found 1 material' },
      },
    });
    expect(response.json()).toEqual({ status: 'success', data: { outcome: 'queued' } });
    const [row] = await deliveries(String(updateId));
    expect(row!.message).toMatchObject({ chatId: '424242', text: null, choice: 'm:11111111-1111-4111-8111-111111111111' });
    const [answer] = await fake().waitForCalls(1, 'answerCallbackQuery');
    expect(answer!.payload.callback_query_id).toBe('cbq-1');
  });

  it('answers 200 and does nothing with updates it does not handle', async () => {
    const before = (await deliveries()).length;
    const ignored = [
      { update_id: (nextUpdate += 1), edited_message: { message_id: 1, date: 1, edit_date: 2, chat, from, text: 'edited' } },
      { update_id: (nextUpdate += 1), message: { message_id: 1, date: 1, chat, from, sticker: { file_id: 'x' } } },
      { update_id: (nextUpdate += 1), callback_query: { id: 'cbq-2', from, chat_instance: '1', inline_message_id: 'i', data: 'm:x' } },
      { update_id: (nextUpdate += 1), message: { message_id: 1, date: 1, from, text: 'no chat' } },
      { update_id: (nextUpdate += 1), poll: { id: 'p' } },
      { message: { message_id: 1, date: 1, chat, from, text: 'no update id' } },
      { update_id: 'seven', message: { message_id: 1, date: 1, chat, from, text: 'id not a number' } },
      [1, 2, 3],
      null,
    ];
    for (const update of ignored) {
      const response = await post(update);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'success', data: { outcome: 'ignored' } });
    }
    expect(await deliveries()).toHaveLength(before);
  });

  it('answers malformed JSON, an empty body and text PostgreSQL refuses with 200, nothing stored (a redelivery could not do better)', async () => {
    const before = (await deliveries()).length;
    const nul = JSON.stringify(textUpdate('search \u0000 notes'));
    const loneSurrogate = JSON.stringify(textUpdate('x')).replace('"x"', '"\\ud800"');
    for (const body of ['{"update_id": 1, "message": {', '', 'not json', nul, loneSurrogate]) {
      const response = await post(body);
      expect(dataOf<WebhookAnswer>(response).outcome).toBe('ignored');
    }
    expect(await deliveries()).toHaveLength(before);
    // Still the secret first: a stranger's malformed body is refused as a stranger's.
    expect((await post('not json', {})).statusCode).toBe(401);
  });

  // How fast it answers under load is a figure of `npm run bench:bots` (docs/messaging.md), never a timed assertion.
  it('takes many concurrent deliveries, each stored once and queued', async () => {
    const before = (await deliveries()).length;
    const responses = await Promise.all(Array.from({ length: 50 }, () => post(textUpdate('recent'))));
    expect(responses.map((response) => dataOf<WebhookAnswer>(response).outcome)).toEqual(Array(50).fill('queued'));
    expect(await deliveries()).toHaveLength(before + 50);
  });

  it('never logs the token or the secret', () => {
    expect(t.logs()).not.toContain(TOKEN);
    expect(t.logs()).not.toContain(SECRET);
  });
});
