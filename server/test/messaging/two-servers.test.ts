// Telegram redelivers an update it got no 200 for, and behind a load balancer the second try can
// reach another server. Two apps on one database (PGlite by default, PostgreSQL in the
// postgres tier), each with its own job queue: the same update delivered to both, at once and
// again later, is stored once and answered once.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { MemoryQueue } from '../../src/platform/jobs/memory-queue.ts';
import { dataOf } from '../helpers/responses.ts';
import { useTwoBotServers } from './two-bot-servers.ts';

const TOKEN = '424242424:AATwoServersToken_x';
const SECRET = 'two-servers-webhook-secret-0123';
const two = useTwoBotServers({ token: TOKEN, secret: SECRET });

const update = { update_id: 777_001, message: { message_id: 9, date: 1, chat: { id: 31337, type: 'private', username: 'ada' }, from: { id: 31337, is_bot: false, first_name: 'Ada' }, text: 'help' } };
const deliver = (server: FastifyInstance) =>
  server.inject({ method: 'POST', url: '/api/bots/telegram', headers: { 'x-telegram-bot-api-secret-token': SECRET }, payload: update });
const outcomeOf = (res: LightMyRequestResponse) => dataOf<{ outcome: string }>(res).outcome;
const allJobsDone = () => Promise.all(two.servers.map((server) => (server.jobs as MemoryQueue).idle()));

test('the same update at both servers at once, then again at each: one delivery row, one reply', async () => {
  const first = await Promise.all(two.servers.map(deliver));
  expect(first.map(outcomeOf).sort()).toEqual(['duplicate', 'queued']);
  await allJobsDone();
  const again = await Promise.all(two.servers.map(deliver));
  expect(again.map(outcomeOf)).toEqual(['duplicate', 'duplicate']);
  await allJobsDone();

  const rows = await two.database.database.db.selectFrom('bot_deliveries').select(['delivery_id', 'answered_at']).execute();
  expect(rows).toEqual([{ delivery_id: '777001', answered_at: expect.any(Date) }]);
  const replies = two.fake.sent('sendMessage').filter((call) => call.chatId === '31337');
  expect(replies).toHaveLength(1);
  expect(replies[0]!.text).toMatch(/search/i);
});
