// Telegram's send limits are the bot's, however many servers send for it (docs/messaging.md, "Rate
// limits"). Two apps on one database (PGlite by default, PostgreSQL in the postgres tier), each
// with its own Telegram client and its own limiter as two servers have, answer 40 people who wrote
// at once, half through each, to a fake Bot API. The limiters' time is the test's own: a send's
// wait ends only when the test moves time past it, so what went at each moment is counted exactly,
// with no real waiting. Counted per server, each would let its first message go at once and both
// halves would leave at the full rate each: twice what Telegram allows the bot.
import type { FastifyInstance } from 'fastify';
import type { MemoryQueue } from '../../src/platform/jobs/memory-queue.ts';
import { TELEGRAM_SEND_RATES } from '../../src/platform/messaging/send-limits.ts';
import { createTelegramClient } from '../../src/platform/messaging/telegram-client.ts';
import { SharedRateLimiter, type Pacer } from '../../src/platform/shared-rate-limiter.ts';
import { dataOf } from '../helpers/responses.ts';
import { createVirtualPaceTimer } from '../helpers/virtual-pace-timer.ts';
import { useTwoBotServers } from './two-bot-servers.ts';

const TOKEN = '515151515:AASendLimitsToken_x';
const SECRET = 'send-limits-webhook-secret-0123';
const PEOPLE = 40;
const timer = createVirtualPaceTimer();
/** Every send the limiters let go: which server, and when (the limiters' time). */
const went: Array<{ server: number; at: number }> = [];

/** The server's limiter, noting each send it lets go. */
function noting(server: number, pacer: Pacer): Pacer {
  return {
    async waitForTurn(keys, maxWaitMs) {
      const turn = await pacer.waitForTurn(keys, maxWaitMs);
      if (turn.go) went.push({ server, at: timer.now() });
      timer.changed();
      return turn;
    },
  };
}

const two = useTwoBotServers({ token: TOKEN, secret: SECRET }, (config, database, server) => {
  const telegram = createTelegramClient(config.messaging.telegram!, noting(server, new SharedRateLimiter(database.database.db, timer)));
  // Every reply's job runs at once, so every send is waiting on the limiter together.
  return { messaging: { channels: { telegram }, policy: { concurrency: PEOPLE } } };
});

const helpFrom = (person: number) => ({
  update_id: 880_000 + person,
  message: { message_id: 1, date: 1, chat: { id: 70_000 + person, type: 'private' }, from: { id: 70_000 + person, is_bot: false, first_name: 'Ada' }, text: 'help' },
});
const deliver = (server: FastifyInstance, person: number) =>
  server.inject({ method: 'POST', url: '/api/bots/telegram', headers: { 'x-telegram-bot-api-secret-token': SECRET }, payload: helpFrom(person) });

/** Every reply has either gone to the fake or is waiting for its turn. */
async function settled(): Promise<void> {
  await timer.until(() => went.length + timer.sleeping() === PEOPLE);
  await two.fake.waitForCalls(went.length, 'sendMessage');
  // Nothing reached Telegram that the limiters did not let go.
  expect(two.fake.calls).toHaveLength(went.length);
}

/** The most sends that fall in any window of `windowMs`. */
function mostInAnyWindow(moments: number[], windowMs: number): number {
  return Math.max(...moments.map((start) => moments.filter((moment) => moment >= start && moment < start + windowMs).length));
}

test('40 people at once, half at each server: the bot writes at Telegram\'s pace for the bot, not twice it', async () => {
  const answers = await Promise.all(Array.from({ length: PEOPLE }, (_, person) => deliver(two.servers[person % 2]!, person)));
  expect(answers.map((res) => dataOf<{ outcome: string }>(res).outcome)).toEqual(Array(PEOPLE).fill('queued'));

  await settled();
  // At the first moment one message goes; the other 39 are booked at the bot's pace, on whichever server.
  expect(went).toHaveLength(1);
  while (timer.sleeping() > 0) {
    timer.advanceToNextWake();
    await settled();
  }
  await Promise.all(two.servers.map((server) => (server.jobs as MemoryQueue).idle()));

  const replies = two.fake.sent('sendMessage');
  expect(replies).toHaveLength(PEOPLE);
  expect(new Set(replies.map((call) => call.chatId)).size).toBe(PEOPLE);
  expect(new Set(went.map((send) => send.server))).toEqual(new Set([0, 1]));
  const moments = went.map((send) => send.at).sort((a, b) => a - b);
  // Never more than Telegram's 30 in any second, spaced evenly...
  expect(mostInAnyWindow(moments, 1000)).toBe(TELEGRAM_SEND_RATES.bot.perSecond);
  for (let i = 1; i < moments.length; i += 1) expect(moments[i]! - moments[i - 1]!).toBeGreaterThanOrEqual(1000 / TELEGRAM_SEND_RATES.bot.perSecond);
  // ...so the 40 took as long as one bot's rate gives, not half of it.
  expect(moments.at(-1)! - moments[0]!).toBeGreaterThanOrEqual(((PEOPLE - 1) * 1000) / TELEGRAM_SEND_RATES.bot.perSecond);
});
