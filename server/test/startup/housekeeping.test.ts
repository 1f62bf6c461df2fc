// A server that runs for months deletes what can no longer be used as time passes, not only
// when it restarts (setup/housekeeping.ts): here one run every 30 ms of real time, on the
// app's test clock.
import { DELIVERIES_KEPT_MS } from '../../src/domain/messaging/restart.ts';
import { SESSION_LIFETIME_MS } from '../../src/domain/auth/sessions.ts';
import { createUser } from '../helpers/accounts.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { until } from '../helpers/wait.ts';

const HOUR = 60 * 60 * 1000;
const ctx = useTestApp({}, { housekeepingEveryMs: 30 });

const sessionHashes = async () => (await ctx.db().selectFrom('sessions').select('token_hash').orderBy('token_hash').execute()).map((row) => row.token_hash);
const tokenHashes = async () => (await ctx.db().selectFrom('email_tokens').select('token_hash').orderBy('token_hash').execute()).map((row) => row.token_hash);
const deliveryIds = async () => (await ctx.db().selectFrom('bot_deliveries').select('delivery_id').orderBy('delivery_id').execute()).map((row) => row.delivery_id);

test('while the server runs, sessions and tokens that end and week-old chat deliveries go; what is still live stays', async () => {
  const db = ctx.db();
  const { id } = await createUser(db);
  const now = ctx.clock.now().getTime();
  const at = (ms: number) => new Date(now + ms);
  await db
    .insertInto('sessions')
    .values([
      { user_id: id, token_hash: 'ends-in-an-hour', created_at: at(-SESSION_LIFETIME_MS + HOUR), last_seen_at: at(0), expires_at: at(HOUR) },
      { user_id: id, token_hash: 'live', created_at: at(0), last_seen_at: at(0), expires_at: at(SESSION_LIFETIME_MS) },
    ])
    .execute();
  await db
    .insertInto('email_tokens')
    .values([
      { user_id: id, purpose: 'reset', token_hash: 'ends-in-an-hour', created_at: at(0), expires_at: at(HOUR) },
      { user_id: id, purpose: 'verify', token_hash: 'live', created_at: at(0), expires_at: at(2 * 24 * HOUR) },
    ])
    .execute();
  const delivery = (deliveryId: string, receivedAt: Date) => ({
    channel: 'telegram' as const,
    delivery_id: deliveryId,
    chat_id: 'chat-1',
    message: JSON.stringify({ channel: 'telegram', deliveryId, chatId: 'chat-1', chatLabel: null, text: 'help', choice: null }),
    received_at: receivedAt,
    answered_at: receivedAt,
  });
  await db
    .insertInto('bot_deliveries')
    .values([delivery('a-week-old-tomorrow', at(-DELIVERIES_KEPT_MS + 24 * HOUR)), delivery('today', at(0))])
    .execute();

  ctx.clock.advance(2 * HOUR);
  await until(async () => !(await sessionHashes()).includes('ends-in-an-hour'), 'the ended session to go', { timeoutMs: 10_000 });
  await until(async () => !(await tokenHashes()).includes('ends-in-an-hour'), 'the expired token to go', { timeoutMs: 10_000 });
  expect(await sessionHashes()).toEqual(['live']);
  expect(await tokenHashes()).toEqual(['live']);
  expect(await deliveryIds()).toEqual(['a-week-old-tomorrow', 'today']);

  ctx.clock.advance(24 * HOUR);
  await until(async () => (await deliveryIds()).length === 1, 'the week-old delivery to go', { timeoutMs: 10_000 });
  expect(await deliveryIds()).toEqual(['today']);
  expect(await sessionHashes()).toEqual(['live']);
});
