// A group stream lives no longer than the session that opened it (docs/groups.md "Live updates"):
// signed out, its other devices signed out by a password change, its token rotated by a new
// sign-in, or its row gone with only another server's message to say so, the stream ends on
// every server, and the browser's reconnect gets 401. An admin's "sign out everywhere" ends them
// all. A role change names the person on the same channel and ends their streams but not their
// session: the reconnect is let in, or not, under the new role. Two servers on one database: on PostgreSQL
// (the postgres tier) each app has its own LISTEN/NOTIFY bus and the database's trigger announces
// every deleted session; on PGlite the two share one in-process bus. The clock stands still
// (an expired session's end is the hub's test, live-hub.test.ts).
import type { SessionsEnded } from '@lectern/shared-api/contract';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { SESSIONS_CHANNEL } from '../../src/domain/auth/index.ts';
import { hashToken } from '../../src/domain/auth/tokens.ts';
import { groupAnnouncer } from '../../src/domain/groups/index.ts';
import type { InvalidationBus } from '../../src/platform/cache/invalidation.ts';
import { createUser, login, PASSWORD, sessionFrom, signIn, type Session, type TestUser } from '../helpers/accounts.ts';
import { dataOf } from '../helpers/responses.ts';
import { createTestClock } from '../helpers/test-clock.ts';
import { testConfig } from '../helpers/test-config.ts';
import { twoServerBuses } from '../helpers/two-server-buses.ts';
import { createTestDatabase, DATABASE_SETUP_TIMEOUT_MS, type TestDatabase } from '../helpers/test-database.ts';
import { addMember, cookieOf, insertGroup, listen, openStream, recordEvent, type EventStream } from './live-helpers.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let database: TestDatabase;
const buses: InvalidationBus[] = [];
const servers: FastifyInstance[] = [];
const bases: string[] = [];
const streams: EventStream[] = [];
const clock = createTestClock();

beforeAll(async () => {
  database = await createTestDatabase();
  buses.push(...(await twoServerBuses(database, 'lectern-test-live-sessions')));
  for (const bus of buses) {
    const app = await buildApp(testConfig({ RATE_LIMIT_AUTH: '1000' }), database.database, { invalidation: bus, office: null, clock: clock.clock });
    servers.push(app);
    bases.push(await listen(app));
  }
}, DATABASE_SETUP_TIMEOUT_MS);
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await Promise.all([...new Set(buses)].map((bus) => bus.close()));
  await database?.cleanup();
});

const db = () => database.database.db;
const ONE = 0;
const OTHER = 1;

/** A group stream opened on one server with a session's cookie, once it has said where it starts (it is registered). */
async function open(server: number, groupId: string, session: Session, headers: Record<string, string> = {}): Promise<EventStream> {
  const stream = await openStream(`${bases[server]}/api/groups/${groupId}/events`, { ...cookieOf(session.token), ...headers });
  streams.push(stream);
  expect(stream.status).toBe(200);
  await stream.until((frames) => frames.length > 0);
  return stream;
}

/** Resolves when the server has ended the stream; fails after `ms` (a message from another server takes milliseconds). */
function endedSoon(stream: EventStream, ms = 5_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the stream was not ended within ${ms} ms`)), ms);
    void stream.ended.then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** The streams still deliver: an event recorded now reaches each of them (so they were not ended). */
async function stillLive(groupId: string, live: EventStream[]): Promise<void> {
  const before = live.map((stream) => stream.events().length);
  await recordEvent(db(), groupAnnouncer(buses[ONE]!).announce, groupId, 'thread');
  await Promise.all(live.map((stream, i) => stream.until(() => stream.events().length > before[i]!, 10_000)));
}

async function groupOf(...users: TestUser[]): Promise<string> {
  const [first, ...rest] = users;
  const groupId = await insertGroup(db(), first!.id);
  for (const user of rest) await addMember(db(), groupId, user.id);
  return groupId;
}

test('signing out ends that session’s streams on both servers and no one else’s; the browser’s reconnect gets 401', async () => {
  const reader = await createUser(db());
  const peer = await createUser(db());
  const groupId = await groupOf(reader, peer);
  const readerSession = await signIn(servers[ONE]!, reader);
  const peerSession = await signIn(servers[ONE]!, peer);
  const here = await open(ONE, groupId, readerSession);
  const there = await open(OTHER, groupId, readerSession);
  const peerStream = await open(OTHER, groupId, peerSession);

  const res = await servers[ONE]!.inject({ method: 'POST', url: '/api/auth/logout', headers: readerSession.cookie });
  expect(res.statusCode).toBe(200);
  await Promise.all([endedSoon(here), endedSoon(there)]);
  await stillLive(groupId, [peerStream]);

  // EventSource reconnects with its last id and the cookie it still has: refused, so it stops.
  const lastId = there.frames.at(-1)!.id!;
  for (const server of [ONE, OTHER]) {
    const again = await openStream(`${bases[server]}/api/groups/${groupId}/events`, { ...cookieOf(readerSession.token), 'last-event-id': lastId });
    streams.push(again);
    expect(again.status).toBe(401);
    expect(again.headers['content-type']).toMatch(/^application\/json/);
  }
});

test('a password change (every other device signed out) ends the streams of the other sessions, not those of the session that made it', async () => {
  const user = await createUser(db());
  const groupId = await groupOf(user);
  const current = await signIn(servers[ONE]!, user);
  const laptop = await signIn(servers[OTHER]!, user);
  const phone = await signIn(servers[ONE]!, user);
  const currentStreams = [await open(ONE, groupId, current), await open(OTHER, groupId, current)];
  const revoked = [await open(OTHER, groupId, laptop), await open(ONE, groupId, phone), await open(OTHER, groupId, phone)];

  const res = await servers[ONE]!.inject({
    method: 'POST',
    url: '/api/user/password',
    headers: current.cookie,
    payload: { currentPassword: PASSWORD, newPassword: 'Another-horse-8' },
  });
  expect(res.statusCode).toBe(200);
  await Promise.all(revoked.map((stream) => endedSoon(stream)));
  await stillLive(groupId, currentStreams);
});

test('signing in again over a session (its token rotated) ends the old session’s streams', async () => {
  const user = await createUser(db());
  const groupId = await groupOf(user);
  const old = await signIn(servers[ONE]!, user);
  const stream = await open(OTHER, groupId, old);
  const res = await login(servers[ONE]!, user.email, PASSWORD, { headers: { ...old.cookie } });
  expect(res.statusCode).toBe(200);
  await endedSoon(stream);
  await stillLive(groupId, [await open(OTHER, groupId, sessionFrom(res))]);
});

test('another server’s message that a session ended (its row already gone) ends the stream here; a message about a session that is still there ends nothing', async () => {
  const user = await createUser(db());
  const groupId = await groupOf(user);
  const ending = await signIn(servers[OTHER]!, user);
  const staying = await signIn(servers[OTHER]!, user);
  const endingStream = await open(OTHER, groupId, ending);
  const stayingStream = await open(OTHER, groupId, staying);
  const sessionId = async (session: Session) =>
    (await db().selectFrom('sessions').select('id').where('token_hash', '=', hashToken(session.token)).executeTakeFirstOrThrow()).id;
  const [endingId, stayingId] = [await sessionId(ending), await sessionId(staying)];

  // The row goes behind the app's back; the first server says so on the sessions channel.
  await db().deleteFrom('sessions').where('id', '=', endingId).execute();
  await buses[ONE]!.publish(SESSIONS_CHANNEL, `session:${endingId},${stayingId}`);
  await endedSoon(endingStream);
  await stillLive(groupId, [stayingStream]);
});

test('an admin’s “sign out everywhere” ends every stream of the person on both servers, and no one else’s', async () => {
  const admin = await signIn(servers[ONE]!, await createUser(db(), { role: 'admin' }));
  const user = await createUser(db());
  const peer = await createUser(db());
  const groupId = await groupOf(user, peer);
  const phone = await signIn(servers[ONE]!, user);
  const laptop = await signIn(servers[OTHER]!, user);
  const revoked = [await open(ONE, groupId, phone), await open(OTHER, groupId, phone), await open(OTHER, groupId, laptop)];
  const peerStream = await open(ONE, groupId, await signIn(servers[OTHER]!, peer));

  const res = await servers[OTHER]!.inject({ method: 'DELETE', url: `/api/user/${user.id}/sessions`, headers: admin.bearer });
  expect(dataOf<SessionsEnded>(res)).toEqual({ id: user.id, ended: 2 });
  await Promise.all(revoked.map((stream) => endedSoon(stream)));
  await stillLive(groupId, [peerStream]);
  const again = await openStream(`${bases[ONE]}/api/groups/${groupId}/events`, cookieOf(laptop.token));
  streams.push(again);
  expect(again.status).toBe(401);
});

test('a role change ends the person’s streams on both servers, and the reconnect is let in under the new role', async () => {
  const admin = await signIn(servers[ONE]!, await createUser(db(), { role: 'admin' }));
  const owner = await createUser(db());
  const moderator = await createUser(db(), { role: 'moderator' });
  const member = await createUser(db());
  // Invite-only: the moderator reads it as staff, not as a member.
  const groupId = await insertGroup(db(), owner.id, 'invite');
  await addMember(db(), groupId, member.id);
  const moderatorSession = await signIn(servers[ONE]!, moderator);
  const memberSession = await signIn(servers[OTHER]!, member);
  const asStaff = [await open(ONE, groupId, moderatorSession), await open(OTHER, groupId, moderatorSession)];
  const asMember = [await open(ONE, groupId, memberSession), await open(OTHER, groupId, memberSession)];
  const ownerStream = await open(OTHER, groupId, await signIn(servers[ONE]!, owner));

  const demoted = await servers[ONE]!.inject({ method: 'PATCH', url: `/api/user/${moderator.id}/role`, headers: admin.bearer, payload: { role: 'student' } });
  expect(demoted.statusCode).toBe(200);
  const promoted = await servers[OTHER]!.inject({ method: 'PATCH', url: `/api/user/${member.id}/role`, headers: admin.bearer, payload: { role: 'moderator' } });
  expect(promoted.statusCode).toBe(200);
  await Promise.all([...asStaff, ...asMember].map((stream) => endedSoon(stream)));
  await stillLive(groupId, [ownerStream]);

  // Their sessions go on: the member (a moderator now) is let in again from their last event; the former moderator, no longer staff, is not.
  const lastId = asMember[1]!.frames.at(-1)!.id!;
  await stillLive(groupId, [await open(ONE, groupId, memberSession, { 'last-event-id': lastId })]);
  const refused = await openStream(`${bases[OTHER]}/api/groups/${groupId}/events`, cookieOf(moderatorSession.token));
  streams.push(refused);
  expect(refused.status).toBe(404);
  expect((await servers[ONE]!.inject({ method: 'GET', url: '/api/user/profile', headers: moderatorSession.bearer })).statusCode).toBe(200);
});

(onPostgres ? test : test.skip)('PostgreSQL: a session row deleted by hand (only the database’s trigger tells) ends its streams on every server', async () => {
  const user = await createUser(db());
  const groupId = await groupOf(user);
  const session = await signIn(servers[ONE]!, user);
  const opened = [await open(ONE, groupId, session), await open(OTHER, groupId, session)];
  await db().deleteFrom('sessions').where('token_hash', '=', hashToken(session.token)).execute();
  await Promise.all(opened.map((stream) => endedSoon(stream)));
});

(onPostgres ? test : test.skip)('PostgreSQL: a role changed by hand (only the database’s trigger tells) ends the person’s streams on every server', async () => {
  const user = await createUser(db());
  const groupId = await groupOf(user);
  const session = await signIn(servers[ONE]!, user);
  const opened = [await open(ONE, groupId, session), await open(OTHER, groupId, session)];
  await db().updateTable('users').set({ role: 'moderator' }).where('id', '=', user.id).execute();
  await Promise.all(opened.map((stream) => endedSoon(stream)));
});
