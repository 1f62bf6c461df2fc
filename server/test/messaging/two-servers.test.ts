// Telegram redelivers an update it got no 200 for, and behind a load balancer the second try can
// reach another server. Two apps on one database (PGlite by default, PostgreSQL in the
// postgres tier), each with its own job queue: the same update delivered to both, at once and
// again later, is stored once and answered once.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import type { MemoryQueue } from '../../src/platform/jobs/memory-queue.ts';
import { startFakeTelegram, type FakeTelegram } from '../helpers/fake-telegram.ts';
import { createTestClock } from '../helpers/test-clock.ts';
import { testConfig } from '../helpers/test-config.ts';
import { createTestDatabase, DATABASE_SETUP_TIMEOUT_MS, type TestDatabase } from '../helpers/test-database.ts';

const TOKEN = '424242424:AATwoServersToken_x';
const SECRET = 'two-servers-webhook-secret-0123';
let fake: FakeTelegram;
let database: TestDatabase;
let dataDir: string;
let servers: FastifyInstance[] = [];

beforeAll(async () => {
  fake = await startFakeTelegram(TOKEN);
  database = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-bots-'));
  const env = { TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_WEBHOOK_SECRET: SECRET, TELEGRAM_API_ROOT: fake.url };
  const clock = createTestClock();
  servers = await Promise.all(
    ['one', 'other'].map((name) => buildApp(testConfig({ DATA_DIR: path.join(dataDir, name), ...env }), database.database, { clock: clock.clock, office: null })),
  );
  await Promise.all(servers.map((server) => server.ready()));
}, DATABASE_SETUP_TIMEOUT_MS);
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await database?.cleanup();
  await fake?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const update = { update_id: 777_001, message: { message_id: 9, date: 1, chat: { id: 31337, type: 'private', username: 'ada' }, from: { id: 31337, is_bot: false, first_name: 'Ada' }, text: 'help' } };
const deliver = (server: FastifyInstance) =>
  server.inject({ method: 'POST', url: '/api/bots/telegram', headers: { 'x-telegram-bot-api-secret-token': SECRET }, payload: update });
const allJobsDone = () => Promise.all(servers.map((server) => (server.jobs as MemoryQueue).idle()));

test('the same update at both servers at once, then again at each: one delivery row, one reply', async () => {
  const first = await Promise.all(servers.map(deliver));
  expect(first.map((res) => res.statusCode)).toEqual([200, 200]);
  expect(first.map((res) => res.json().data.outcome).sort()).toEqual(['duplicate', 'queued']);
  await allJobsDone();
  const again = await Promise.all(servers.map(deliver));
  expect(again.map((res) => res.json().data.outcome)).toEqual(['duplicate', 'duplicate']);
  await allJobsDone();

  const rows = await database.database.db.selectFrom('bot_deliveries').select(['delivery_id', 'answered_at']).execute();
  expect(rows).toEqual([{ delivery_id: '777001', answered_at: expect.any(Date) }]);
  const replies = fake.sent('sendMessage').filter((call) => call.chatId === '31337');
  expect(replies).toHaveLength(1);
  expect(replies[0]!.text).toMatch(/search/i);
});
