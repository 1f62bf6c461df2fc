// npm run bench:bots: the Telegram bot's figures, on PostgreSQL (TEST_DATABASE_URL, set
// by e2e/scripts/with-postgres.mjs) with the production build, against a local fake Bot API
// (test/helpers/fake-telegram.ts) that answers at once and records what the bot sent:
//   1. the time from a `search` update reaching the webhook to the reply reaching the fake (one at
//      a time, so it is the bot's own delay: the job queue's pickup, the search, the send);
//   2. documents sent per second: many chats each pressing a material's button at once; the bot
//      keeps within Telegram's own limits (about 30 messages a second), so that is the ceiling;
//   3. the webhook's answer time under 100 concurrent updates (autocannon), each a new update of a
//      search, while the replies they queue are being worked on by the same server.
// Everything is on loopback, bounded in time, and stopped at the end.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type AutocannonRequest } from 'autocannon';
import { loadConfig } from '../src/platform/config.ts';
import { openDatabase } from '../src/platform/db/connect.ts';
import { startFakeTelegram } from '../test/helpers/fake-telegram.ts';
import { multipart, uploadParts } from '../test/helpers/materials.ts';
import { bearer, seed, startServer, stopAfter, stopServer } from './harness.ts';

const TOKEN = '123456:bench-token';
const SECRET = 'bench_webhook_secret_0123456789';
const WORDS = ['thevenin', 'exam', 'notes', 'algebra', 'circuits', 'physics', 'past', 'questions'];
const SEARCH_ROUNDS = 20;
const DOCUMENT_CHATS = 150;
const LOAD_CONNECTIONS = 100;
const LOAD_REQUESTS = Number(process.env.BENCH_BOT_UPDATES ?? 5000);
const OVERALL_LIMIT_MS = 10 * 60 * 1000;

const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl) {
  console.error('bench:bots needs TEST_DATABASE_URL; run it as `npm run bench:bots` (it starts a throwaway PostgreSQL server).');
  process.exit(1);
}
const done = stopAfter(OVERALL_LIMIT_MS, 'bench:bots');

let updateId = 1;
const textUpdate = (chatId: number, text: string) => ({
  update_id: updateId++,
  message: { message_id: updateId, date: Math.floor(Date.now() / 1000), chat: { id: chatId, type: 'private', username: `chat${chatId}` }, from: { id: chatId, is_bot: false, first_name: 'Bench' }, text },
});
const buttonUpdate = (chatId: number, data: string) => ({
  update_id: updateId++,
  callback_query: {
    id: `cb${updateId}`,
    chat_instance: `ci${chatId}`,
    from: { id: chatId, is_bot: false, first_name: 'Bench', username: `chat${chatId}` },
    message: { message_id: 1, date: Math.floor(Date.now() / 1000), chat: { id: chatId, type: 'private' } },
    data,
  },
});
const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))]!;

const fake = await startFakeTelegram(TOKEN);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-bench-bots-'));
const ready = await seed({ BENCH_DATABASE_URL: postgresUrl, BENCH_DATA_DIR: dir, BENCH_MATERIALS: process.env.BENCH_MATERIALS ?? '20000' });
console.log(`Seeded ${ready.seeded.materials} materials in ${ready.seeded.courses} courses (${ready.kind}).`);
const { child, port } = await startServer({
  DATA_DIR: dir,
  DATABASE_URL: postgresUrl,
  TELEGRAM_BOT_TOKEN: TOKEN,
  TELEGRAM_WEBHOOK_SECRET: SECRET,
  TELEGRAM_BOT_USERNAME: 'LecternBenchBot',
  TELEGRAM_API_ROOT: fake.url,
});
const base = `http://127.0.0.1:${port}`;
const webhook = (update: object) =>
  fetch(`${base}/api/bots/telegram`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': SECRET },
    body: JSON.stringify(update),
  });

try {
  // 1. search -> reply, one at a time.
  const replyMs: number[] = [];
  for (let round = 0; round < SEARCH_ROUNDS; round++) {
    const before = fake.sent('sendMessage').length;
    const started = performance.now();
    const res = await webhook(textUpdate(10_000 + round, `search ${WORDS[round % WORDS.length]}`));
    if (!res.ok) throw new Error(`webhook answered ${res.status}`);
    await fake.waitForCalls(before + 1, 'sendMessage', 30_000);
    replyMs.push(performance.now() - started);
  }

  // 2. documents per second: a public, downloadable PDF (uploaded as a student, then approved:
  // approving through the portal is not what is measured), chosen by many chats at once.
  const body = multipart(uploadParts({ fields: { label: 'Bench circuits notes' } }));
  const uploaded = await fetch(`${base}/api/materials`, { method: 'POST', headers: { ...body.headers, ...bearer(ready.token) }, body: body.payload });
  if (uploaded.status !== 201) throw new Error(`upload answered ${uploaded.status}`);
  const materialId = ((await uploaded.json()) as { data: { id: string } }).data.id;
  const database = await openDatabase(loadConfig({ DATABASE_URL: postgresUrl, DATA_DIR: dir, LOG_LEVEL: 'silent' }));
  await database.db.updateTable('materials').set({ review_status: 'approved' }).where('id', '=', materialId).execute();
  await database.close();
  const documentsBefore = fake.sent('sendDocument').length;
  const documentsStarted = performance.now();
  await Promise.all(Array.from({ length: DOCUMENT_CHATS }, (_, n) => webhook(buttonUpdate(20_000 + n, `m:${materialId}`))));
  await fake.waitForCalls(documentsBefore + DOCUMENT_CHATS, 'sendDocument', 120_000);
  const documentSeconds = (performance.now() - documentsStarted) / 1000;

  // 3. the webhook under 100 concurrent updates.
  let chat = 30_000;
  const load = await autocannon({
    url: `${base}/api/bots/telegram`,
    connections: LOAD_CONNECTIONS,
    amount: LOAD_REQUESTS,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': SECRET },
    requests: [
      {
        setupRequest: (request: AutocannonRequest) => ({ ...request, body: JSON.stringify(textUpdate(chat++, `search ${WORDS[chat % WORDS.length]}`)) }),
      },
    ],
  });

  console.log('\nTelegram bot (PostgreSQL, pg-boss jobs, the production build, a local fake Bot API)');
  console.log(`  search -> reply at the fake: median ${quantile(replyMs, 0.5).toFixed(0)} ms, p95 ${quantile(replyMs, 0.95).toFixed(0)} ms, max ${Math.max(...replyMs).toFixed(0)} ms (${SEARCH_ROUNDS} in turn)`);
  console.log(`  documents sent: ${DOCUMENT_CHATS} in ${documentSeconds.toFixed(1)} s = ${(DOCUMENT_CHATS / documentSeconds).toFixed(1)} per second (Telegram allows about 30 messages a second)`);
  console.log(
    `  webhook under ${LOAD_CONNECTIONS} concurrent updates: ${load.requests.total} updates, p50 ${load.latency.p50} ms, p99 ${load.latency.p99} ms, max ${load.latency.max} ms, ` +
      `${load.requests.average.toFixed(0)} updates/s, ${load.non2xx + load.errors} not answered 200`,
  );
} finally {
  await stopServer(child);
  await fake.close();
  fs.rmSync(dir, { recursive: true, force: true });
  done();
}
