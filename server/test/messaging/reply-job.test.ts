// The reply job: each delivery answered once, in order, through its channel; a 429
// waited out without sending anything twice; a chat that is gone given up quietly; and after a
// restart the unanswered messages of the last hour answered.
import { sql } from 'kysely';
import { BOT_REPLY_POLICY } from '../../src/domain/messaging/bot-reply-job.ts';
import { LINK_REPLIES } from '../../src/domain/messaging/link-replies.ts';
import { queueUnanswered } from '../../src/domain/messaging/restart.ts';
import { sendReplies } from '../../src/domain/messaging/send-replies.ts';
import type { OutgoingMessage } from '../../src/platform/messaging/channel.ts';
import { createUser, signIn, type Session } from '../helpers/accounts.ts';
import { createRecordingChannel } from '../helpers/recording-channel.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { until } from '../helpers/wait.ts';
import { TELEGRAM_ONLY_ENV, chatTools, newChatId } from './link-helpers.ts';

const telegram = createRecordingChannel('telegram');
const ATTEMPTS = 2;
const ctx = useTestApp({ ...TELEGRAM_ONLY_ENV, LOG_LEVEL: 'warn' }, { messaging: { channels: { telegram }, policy: { attempts: ATTEMPTS, retryDelaySeconds: 0.01 } } });
const chat = chatTools(ctx);

let ada: Session;
beforeAll(async () => {
  ada = await signIn(ctx.app(), await createUser(ctx.db(), { firstName: 'Ada' }));
});
afterEach(() => telegram.clear());

const delivery = (deliveryId: string) =>
  ctx.db().selectFrom('bot_deliveries').selectAll().where('channel', '=', 'telegram').where('delivery_id', '=', deliveryId).executeTakeFirstOrThrow();

test('the job policy: a few quick tries, a minute at most for one', () => {
  expect(BOT_REPLY_POLICY).toEqual({ attempts: 4, retryDelaySeconds: 5, expireInSeconds: 60, concurrency: 4 });
});

test('a delivery redelivered (the service retried) is answered once', async () => {
  const chatId = newChatId();
  const { message } = await chat.codeFor(ada, 'telegram');
  expect(await chat.say('telegram', chatId, message, { deliveryId: 'redelivered-1' })).toBe('queued');
  expect(await chat.say('telegram', chatId, message, { deliveryId: 'redelivered-1' })).toBe('duplicate');
  expect(telegram.textsTo(chatId)).toEqual([LINK_REPLIES.linked('Ada Obi')]);
  expect((await delivery('redelivered-1')).answered_at).toEqual(ctx.clock.now());
});

test('a 429 from the channel: the reply is sent once after the wait, and the code it used still reads as linked', async () => {
  const chatId = newChatId();
  const { message } = await chat.codeFor(ada, 'telegram');
  telegram.rateLimitOnce(300);
  const started = Date.now();
  await chat.say('telegram', chatId, message, { deliveryId: 'limited-1' });
  // The job was queued again to start after the retry_after (rounded up to a second).
  expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  expect(telegram.textsTo(chatId)).toEqual([LINK_REPLIES.linked('Ada Obi')]);
  expect(await chat.connection(ada, 'telegram')).toMatchObject({ connected: true });
  expect((await delivery('limited-1')).answered_at).not.toBeNull();
});

test('a failed send is tried again by the queue, and the second run repeats what the first did (no "code did not work")', async () => {
  const chatId = newChatId();
  const { message } = await chat.codeFor(ada, 'telegram');
  telegram.failNext(new Error('socket hang up'));
  await chat.say('telegram', chatId, message, { deliveryId: 'flaky-1' });
  expect(telegram.textsTo(chatId)).toEqual([LINK_REPLIES.linked('Ada Obi')]);
  const row = await ctx.db().selectFrom('bot_chats').select('link_failures').where('chat_id', '=', chatId).executeTakeFirst();
  expect(row?.link_failures ?? 0).toBe(0);
});

test('a 429 part-way through several messages: the rest go later, each exactly once and in order', async () => {
  const chatId = newChatId();
  const messages: OutgoingMessage[] = ['one', 'two', 'three'].map((text) => ({ kind: 'text', text }));
  telegram.rateLimitOnce(2500, 1);
  const first = await sendReplies(telegram, chatId, messages, 0);
  expect(first).toEqual({ kind: 'later', sent: 1, afterSeconds: 3 });
  expect(await sendReplies(telegram, chatId, messages, first.kind === 'later' ? first.sent : 0)).toEqual({ kind: 'sent' });
  expect(telegram.textsTo(chatId)).toEqual(['one', 'two', 'three']);
  // Another failure after some went: the rest is due later from there, nothing is thrown.
  telegram.failNext(new Error('socket hang up'), { after: 1 });
  expect(await sendReplies(telegram, chatId, messages, 0)).toMatchObject({ kind: 'later', sent: 1 });
  telegram.failNext(new Error('socket hang up'));
  await expect(sendReplies(telegram, chatId, messages, 0)).rejects.toThrow('socket hang up');
});

test('two messages in one chat are answered in the order they came, the second only once the first is: even when the first must wait out a 429', async () => {
  const inOrder = newChatId();
  await chat.say('telegram', inOrder, 'help');
  await chat.say('telegram', inOrder, 'stop');
  const expected = telegram.textsTo(inOrder);
  expect(expected).toHaveLength(2);

  // The second arrives just after the first (its row stored, its reply not yet sent); the first
  // one's reply is refused with a 429 and goes a second later. Started together, either could
  // be stored first on PostgreSQL: "the order they came" would be the pool's, not the test's.
  const chatId = newChatId();
  telegram.rateLimitOnce(300);
  const first = chat.say('telegram', chatId, 'help', { deliveryId: 'order-1' });
  await until(async () => (await ctx.db().selectFrom('bot_deliveries').select('delivery_id').where('delivery_id', '=', 'order-1').executeTakeFirst()) !== undefined, 'the first message stored', { intervalMs: 0 });
  await Promise.all([first, chat.say('telegram', chatId, 'stop', { deliveryId: 'order-2' })]);
  expect(telegram.textsTo(chatId)).toEqual(expected);
  expect((await delivery('order-2')).answered_at).not.toBeNull();
});

test('a message whose row is stored slowly is still answered before the one that came after it', async () => {
  const inOrder = newChatId();
  await chat.say('telegram', inOrder, 'help');
  await chat.say('telegram', inOrder, 'stop');
  const expected = telegram.textsTo(inOrder);

  // The first message's insert takes a while to commit (a busy database): the second arrives,
  // is stored and its job looks for earlier unanswered messages meanwhile.
  await sql`create function test_slow_first_delivery() returns trigger language plpgsql as $$
      begin
        if new.delivery_id = 'slow-1' then perform pg_sleep(0.3); end if;
        return new;
      end
    $$`.execute(ctx.db());
  await sql`create trigger test_slow_first_delivery after insert on bot_deliveries for each row execute function test_slow_first_delivery()`.execute(ctx.db());
  try {
    const chatId = newChatId();
    const first = chat.say('telegram', chatId, 'help', { deliveryId: 'slow-1' });
    // The second once the first is being stored (on PostgreSQL; the embedded database runs one
    // statement at a time, in the order asked).
    if (process.env.TEST_DATABASE_URL) {
      await until(async () => (await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where wait_event = 'PgSleep' and datname = current_database()`.execute(ctx.db())).rows[0]!.n > 0, 'the first message being stored');
    }
    await Promise.all([first, chat.say('telegram', chatId, 'stop', { deliveryId: 'slow-2' })]);
    expect(telegram.textsTo(chatId)).toEqual(expected);
  } finally {
    await sql`drop trigger test_slow_first_delivery on bot_deliveries`.execute(ctx.db());
    await sql`drop function test_slow_first_delivery()`.execute(ctx.db());
  }
});

test('a chat that blocked the bot is given up at once, quietly', async () => {
  const chatId = newChatId();
  telegram.unreachable(chatId);
  await chat.say('telegram', chatId, 'stop', { deliveryId: 'blocked-1' });
  expect(telegram.sent).toEqual([]);
  expect((await delivery('blocked-1')).answered_at).not.toBeNull();
  expect(ctx.logs()).not.toContain('blocked-1');
});

test('a reply that keeps failing is given up after its tries, logged without what the person wrote', async () => {
  const chatId = newChatId();
  telegram.failNext(new Error('service down'), { times: ATTEMPTS });
  await chat.say('telegram', chatId, 'stop my secret words', { deliveryId: 'down-1' });
  expect(telegram.sent).toEqual([]);
  expect((await delivery('down-1')).answered_at).not.toBeNull();
  expect(ctx.logs()).toContain('down-1');
  expect(ctx.logs()).not.toContain('my secret words');
});

test('after a restart: unanswered messages of the last hour are answered, older ones left', async () => {
  const now = ctx.clock.now().getTime();
  const chatId = newChatId();
  const row = (deliveryId: string, minutesAgo: number) => ({
    channel: 'telegram' as const,
    delivery_id: deliveryId,
    chat_id: chatId,
    message: JSON.stringify({ channel: 'telegram', deliveryId, chatId, chatLabel: null, text: 'stop', choice: null }),
    received_at: new Date(now - minutesAgo * 60_000),
  });
  // Stored in this order: the recent one does not wait for the stale ones before it.
  await ctx.db().insertInto('bot_deliveries').values([row('restart-old', 8 * 24 * 60), row('restart-stale', 90), row('restart-recent', 10)]).execute();

  const queued = await queueUnanswered({ db: ctx.db(), jobs: ctx.app().jobs, clock: ctx.clock.clock, channels: { telegram } });
  expect(queued).toBe(1);
  await chat.idle();
  expect(telegram.textsTo(chatId)).toEqual([LINK_REPLIES.stopped]);
  expect((await delivery('restart-recent')).answered_at).not.toBeNull();
  expect((await delivery('restart-stale')).answered_at).toBeNull();
  expect((await delivery('restart-old')).answered_at).toBeNull();
  // Answered ones are not queued again.
  expect(await queueUnanswered({ db: ctx.db(), jobs: ctx.app().jobs, clock: ctx.clock.clock, channels: { telegram } })).toBe(0);
});
