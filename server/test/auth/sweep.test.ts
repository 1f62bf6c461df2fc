import { SESSION_IDLE_MS } from '../../src/domain/auth/sessions.ts';
import { sweepEndedAuthRows } from '../../src/domain/auth/sweep.ts';
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
