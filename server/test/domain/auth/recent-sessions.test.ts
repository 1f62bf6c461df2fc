// resolveRecent (the hot lists' session check, domain/auth/sessions.ts): what it keeps, and when it
// must not keep anything.
import { SESSIONS_CHANNEL } from '../../../src/domain/auth/session-messages.ts';
import { createSessions } from '../../../src/domain/auth/sessions.ts';
import { createLocalInvalidationBus, type InvalidationBus } from '../../../src/platform/cache/invalidation.ts';
import { createUser } from '../../helpers/accounts.ts';
import { createTestClock } from '../../helpers/test-clock.ts';
import { createTestDatabase, DATABASE_SETUP_TIMEOUT_MS, type TestDatabase } from '../../helpers/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
}, DATABASE_SETUP_TIMEOUT_MS);
afterAll(async () => {
  await database?.cleanup();
});

const db = () => database.database.db;
const deleteSessionsOf = (userId: string) => db().deleteFrom('sessions').where('user_id', '=', userId).execute();

test('kept: a session checked a moment ago is not read again (its row gone behind the app is not noticed before SESSION_RECHECK_MS)', async () => {
  const clock = createTestClock();
  const sessions = createSessions(db(), clock.clock, createLocalInvalidationBus());
  const user = await createUser(db());
  const token = await sessions.start(user.id, undefined);
  expect((await sessions.resolveRecent(token))?.user.id).toBe(user.id);
  await deleteSessionsOf(user.id);
  expect((await sessions.resolveRecent(token))?.user.id).toBe(user.id);
  expect(await sessions.resolve(token)).toBeNull();
});

test('a lookup under way when the news of an end arrives is not kept', async () => {
  const clock = createTestClock();
  const bus = createLocalInvalidationBus();
  const sessions = createSessions(db(), clock.clock, bus);
  const user = await createUser(db());
  const token = await sessions.start(user.id, undefined);
  const reading = sessions.resolveRecent(token);
  // Another server ends it while this one reads: the row goes, then its message arrives.
  await deleteSessionsOf(user.id);
  await bus.publish(SESSIONS_CHANNEL, `user:${user.id}`);
  await reading;
  expect(await sessions.resolveRecent(token)).toBeNull();
});

test('a session past its end is not taken from memory, however recently checked', async () => {
  const clock = createTestClock();
  const sessions = createSessions(db(), clock.clock, createLocalInvalidationBus());
  const user = await createUser(db());
  const token = await sessions.start(user.id, undefined);
  await db().updateTable('sessions').set({ expires_at: new Date(clock.now().getTime() + 1000) }).where('user_id', '=', user.id).execute();
  expect(await sessions.resolveRecent(token)).not.toBeNull();
  clock.advance(1000);
  expect(await sessions.resolveRecent(token)).toBeNull();
});

test('a server deaf to the others (its LISTEN connection down) keeps nothing: every request reads the database', async () => {
  const clock = createTestClock();
  let hearing = true;
  const local = createLocalInvalidationBus();
  const bus: InvalidationBus = { ...local, reachesThisProcess: () => hearing };
  const sessions = createSessions(db(), clock.clock, bus);
  const user = await createUser(db());
  const token = await sessions.start(user.id, undefined);
  expect(await sessions.resolveRecent(token)).not.toBeNull();
  hearing = false;
  await deleteSessionsOf(user.id);
  expect(await sessions.resolveRecent(token)).toBeNull();
});

test('messages name one session, several (a statement that ended many), a person, or everything', async () => {
  const clock = createTestClock();
  const bus = createLocalInvalidationBus();
  const sessions = createSessions(db(), clock.clock, bus);
  const users = await Promise.all([1, 2, 3].map(() => createUser(db())));
  const tokens = await Promise.all(users.map((user) => sessions.start(user.id, undefined)));
  const ids = async () => Promise.all(tokens.map(async (token) => (await sessions.resolve(token))!.id));
  const [a, b] = await ids();
  for (const token of tokens) await sessions.resolveRecent(token);
  for (const user of users) await deleteSessionsOf(user.id);
  await bus.publish(SESSIONS_CHANNEL, `session:${a},${b}`);
  expect(await Promise.all(tokens.map((token) => sessions.resolveRecent(token).then(Boolean)))).toEqual([false, false, true]);
  await bus.publish(SESSIONS_CHANNEL, '*');
  expect(await sessions.resolveRecent(tokens[2]!)).toBeNull();
});
