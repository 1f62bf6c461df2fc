import { SESSION_IDLE_MS } from '../../src/domain/auth/sessions.ts';
import { sweepEndedAuthRows } from '../../src/domain/auth/sweep.ts';
import { DELIVERIES_KEPT_MS, deleteOldDeliveries } from '../../src/domain/messaging/restart.ts';
import { createUser } from '../helpers/accounts.ts';
import { createTestDatabase, DATABASE_SETUP_TIMEOUT_MS, type TestDatabase } from '../helpers/test-database.ts';

let testDatabase: TestDatabase;
beforeAll(async () => {
  testDatabase = await createTestDatabase();
}, DATABASE_SETUP_TIMEOUT_MS);
afterAll(async () => testDatabase?.cleanup());

test('ended sessions and spent or expired email tokens and sign-in flows are deleted; live ones stay', async () => {
  const db = testDatabase.database.db;
  const { id } = await createUser(db);
  const now = new Date('2026-06-01T12:00:00Z');
  const at = (ms: number) => new Date(now.getTime() + ms);
  await db
    .insertInto('sessions')
    .values([
      { user_id: id, token_hash: 'live', created_at: at(-1000), last_seen_at: at(-1000), expires_at: at(1000) },
      { user_id: id, token_hash: 'expired', created_at: at(-5000), last_seen_at: at(-1000), expires_at: at(0) },
      { user_id: id, token_hash: 'idle', created_at: at(-SESSION_IDLE_MS - 1), last_seen_at: at(-SESSION_IDLE_MS), expires_at: at(1000) },
    ])
    .execute();
  await db
    .insertInto('email_tokens')
    .values([
      { user_id: id, purpose: 'verify', token_hash: 'live', created_at: at(-1000), expires_at: at(1000) },
      { user_id: id, purpose: 'verify', token_hash: 'used', created_at: at(-1000), expires_at: at(1000), used_at: at(-1) },
      { user_id: id, purpose: 'reset', token_hash: 'expired', created_at: at(-1000), expires_at: at(-1) },
    ])
    .execute();
  const flow = { provider: 'google', nonce: 'n', code_verifier: 'v', intent: 'signin' as const, created_at: at(-1000) };
  await db
    .insertInto('oauth_flows')
    .values([
      { ...flow, state_hash: 'live', expires_at: at(1000) },
      { ...flow, state_hash: 'used', expires_at: at(1000), used_at: at(-1) },
      { ...flow, state_hash: 'expired', expires_at: at(0) },
    ])
    .execute();
  await sweepEndedAuthRows(db, now);
  expect((await db.selectFrom('sessions').select('token_hash').execute()).map((r) => r.token_hash)).toEqual(['live']);
  expect((await db.selectFrom('email_tokens').select('token_hash').execute()).map((r) => r.token_hash)).toEqual(['live']);
  expect((await db.selectFrom('oauth_flows').select('state_hash').execute()).map((r) => r.state_hash)).toEqual(['live']);
});

// A backlog larger than one batch (a first sweep after months) goes in several short statements.
test('a backlog larger than a batch is swept batch by batch until none is left', async () => {
  const db = testDatabase.database.db;
  const { id } = await createUser(db);
  const now = new Date('2026-07-01T12:00:00Z');
  const at = (ms: number) => new Date(now.getTime() + ms);
  const ended = Array.from({ length: 7 }, (_, index) => ({ user_id: id, token_hash: `backlog-${index}`, created_at: at(-5000), last_seen_at: at(-2000), expires_at: at(-1000) }));
  await db
    .insertInto('sessions')
    .values([...ended, { user_id: id, token_hash: 'backlog-live', created_at: at(-1000), last_seen_at: at(-1000), expires_at: at(1000) }])
    .execute();
  await sweepEndedAuthRows(db, now, 3);
  expect((await db.selectFrom('sessions').select('token_hash').where('token_hash', 'like', 'backlog-%').execute()).map((r) => r.token_hash)).toEqual(['backlog-live']);
});

test('chat deliveries older than a week go, batch by batch; newer ones stay', async () => {
  const db = testDatabase.database.db;
  const now = new Date('2026-07-01T12:00:00Z');
  const delivery = (deliveryId: string, ageMs: number) => ({
    channel: 'telegram' as const,
    delivery_id: deliveryId,
    chat_id: 'chat-sweep',
    message: JSON.stringify({ channel: 'telegram', deliveryId, chatId: 'chat-sweep', chatLabel: null, text: 'help', choice: null }),
    received_at: new Date(now.getTime() - ageMs),
  });
  const old = Array.from({ length: 5 }, (_, index) => delivery(`old-${index}`, DELIVERIES_KEPT_MS + 1000 * (index + 1)));
  await db
    .insertInto('bot_deliveries')
    .values([...old, delivery('six-days', DELIVERIES_KEPT_MS - 24 * 60 * 60 * 1000)])
    .execute();
  await deleteOldDeliveries(db, now, 2);
  expect((await db.selectFrom('bot_deliveries').select('delivery_id').where('chat_id', '=', 'chat-sweep').execute()).map((r) => r.delivery_id)).toEqual(['six-days']);
});
