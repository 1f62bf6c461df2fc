// GET /api/groups/:id/events on a listening app (app.inject would wait for an answer that never
// ends): who may open it, its headers, events in order, resuming by Last-Event-ID, resync, a
// removed member's stream ending, and closing the app with streams open.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { GROUP_EVENTS_KEPT_MS, GROUP_MESSAGES } from '@lectern/shared-api/contract';
import { buildApp } from '../../src/app.ts';
import { groupAnnouncer } from '../../src/domain/groups/index.ts';
import { deleteOldGroupEvents } from '../../src/domain/groups/live/event-rows.ts';
import { createLocalInvalidationBus } from '../../src/platform/cache/invalidation.ts';
import { createUser, signIn, type TestUser } from '../helpers/accounts.ts';
import { testConfig } from '../helpers/test-config.ts';
import { createTestDatabase, DATABASE_SETUP_TIMEOUT_MS, type TestDatabase } from '../helpers/test-database.ts';
import { addMember, cookieOf, insertGroup, listen, openStream, readBody, recordEvent, type EventStream } from './live-helpers.ts';

let database: TestDatabase;
let app: FastifyInstance;
let base: string;
const bus = createLocalInvalidationBus();
const announce = groupAnnouncer(bus).announce;
const streams: EventStream[] = [];
let owner: TestUser;
let member: TestUser;
let outsider: TestUser;
let moderator: TestUser;
const tokens = new Map<TestUser, string>();

const db = () => database.database.db;
const open = async (groupId: string, user: TestUser | null, headers: Record<string, string> = {}, query = '') => {
  const stream = await openStream(`${base}/api/groups/${groupId}/events${query}`, { ...(user ? cookieOf(tokens.get(user)!) : {}), ...headers });
  streams.push(stream);
  return stream;
};
/** The stream has said where it starts (a position, resync, or the first missed event): it is registered. */
const started = (stream: EventStream) => stream.until((frames) => frames.length > 0);

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp(testConfig(), database.database, { invalidation: bus, office: null });
  base = await listen(app);
  owner = await createUser(db());
  member = await createUser(db());
  outsider = await createUser(db());
  moderator = await createUser(db(), { role: 'moderator' });
  for (const user of [owner, member, outsider, moderator]) tokens.set(user, (await signIn(app, user)).token);
}, DATABASE_SETUP_TIMEOUT_MS);
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});
afterAll(async () => {
  await app?.close();
  await database?.cleanup();
});

describe('who may open a stream', () => {
  test('a guest gets 401, an open group’s non-member 403, an invite-only group’s 404, a malformed id 404', async () => {
    const openGroup = await insertGroup(db(), owner.id, 'open');
    const inviteGroup = await insertGroup(db(), owner.id, 'invite');

    const guest = await open(openGroup, null);
    expect(guest.status).toBe(401);
    const stranger = await open(openGroup, outsider);
    expect(stranger.status).toBe(403);
    expect(JSON.parse(await readBody(stranger))).toMatchObject({ statusCode: 403, code: 'FORBIDDEN', message: GROUP_MESSAGES.notMember });
    const hidden = await open(inviteGroup, outsider);
    expect(hidden.status).toBe(404);
    expect(JSON.parse(await readBody(hidden))).toMatchObject({ statusCode: 404, code: 'NOT_FOUND', message: GROUP_MESSAGES.notFound });
    expect((await open('not-a-group', owner)).status).toBe(404);
    expect((await open('00000000-0000-4000-8000-000000000000', owner)).status).toBe(404);
  });

  test('members and staff (read-only) may: an event stream, uncompressed, never stored, with the security headers', async () => {
    const groupId = await insertGroup(db(), owner.id, 'invite');
    const stream = await open(groupId, owner);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['cache-control']).toBe('no-store');
    expect(stream.headers['x-accel-buffering']).toBe('no');
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.headers['x-content-type-options']).toBe('nosniff');
    expect(stream.headers['content-security-policy']).toMatch(/default-src 'none'/);
    // A fresh stream starts by saying where it is: an id alone, no event.
    await started(stream);
    expect(stream.frames[0]).toEqual({ id: expect.stringMatching(/^\d+$/), event: null, data: null });
    expect(stream.text().startsWith(': connected\n\n')).toBe(true);

    const staff = await open(groupId, moderator);
    expect(staff.status).toBe(200);
  });
});

describe('events', () => {
  test('arrive in order, each with its id and the contract’s GroupEvent; an open stream is not a request in flight', async () => {
    const groupId = await insertGroup(db(), owner.id);
    await addMember(db(), groupId, member.id);
    const [first, second] = [await open(groupId, owner), await open(groupId, member)];
    await Promise.all([started(first), started(second)]);
    expect(app.requestsInFlight()).toBe(0);

    const ids: string[] = [];
    const subject = '11111111-1111-4111-8111-111111111111';
    ids.push(await recordEvent(db(), announce, groupId, 'thread', subject));
    ids.push(await recordEvent(db(), announce, groupId, 'reply'));
    ids.push(await recordEvent(db(), announce, groupId, 'session'));
    for (const stream of [first, second]) {
      await stream.until(() => stream.events().length === 3);
      expect(stream.events().map((event) => event.id)).toEqual(ids);
      expect(stream.events()[0]).toEqual({ id: ids[0], type: 'thread', threadId: null, subjectId: subject });
      expect(stream.events().map((event) => event.type)).toEqual(['thread', 'reply', 'session']);
      expect(stream.frames.filter((frame) => frame.event === 'group').map((frame) => frame.id)).toEqual(ids);
    }
  });

  test('a fresh stream also gets the events of the last moments (its page read the group a moment before)', async () => {
    const groupId = await insertGroup(db(), owner.id);
    const justBefore = await recordEvent(db(), announce, groupId, 'thread');
    const stream = await open(groupId, owner);
    await stream.until(() => stream.events().length === 1);
    expect(stream.frames[0]).toEqual({ id: expect.stringMatching(/^\d+$/), event: null, data: null });
    expect(stream.events()[0]!.id).toBe(justBefore);
  });

  test('another group’s events are not sent', async () => {
    const groupId = await insertGroup(db(), owner.id);
    const otherId = await insertGroup(db(), owner.id);
    const stream = await open(groupId, owner);
    await started(stream);
    await recordEvent(db(), announce, otherId, 'thread');
    const mine = await recordEvent(db(), announce, groupId, 'thread');
    await stream.until(() => stream.events().length >= 1);
    expect(stream.events().map((event) => event.id)).toEqual([mine]);
  });

  test('resuming by Last-Event-ID (or ?lastEventId=) sends exactly the missed events, then live ones', async () => {
    const groupId = await insertGroup(db(), owner.id);
    const ids = [];
    for (const type of ['thread', 'reply', 'reply', 'session'] as const) ids.push(await recordEvent(db(), announce, groupId, type));

    const byHeader = await open(groupId, owner, { 'last-event-id': ids[1]! });
    await byHeader.until(() => byHeader.events().length === 2);
    const byQuery = await open(groupId, owner, {}, `?lastEventId=${ids[2]}`);
    await byQuery.until(() => byQuery.events().length === 1);
    expect(byHeader.events().map((event) => event.id)).toEqual(ids.slice(2));
    expect(byQuery.events().map((event) => event.id)).toEqual(ids.slice(3));
    expect(byHeader.frames.some((frame) => frame.event === 'resync')).toBe(false);

    const live = await recordEvent(db(), announce, groupId, 'thread');
    await byHeader.until(() => byHeader.events().length === 3);
    await byQuery.until(() => byQuery.events().length === 2);
    expect(byHeader.events().map((event) => event.id)).toEqual([...ids.slice(2), live]);
    expect(byQuery.events().map((event) => event.id)).toEqual([ids[3], live]);
  });

  test('an id no longer kept, unknown or malformed gets one resync with a new position, then live events', async () => {
    const groupId = await insertGroup(db(), owner.id);
    const old = await recordEvent(db(), announce, groupId, 'thread');
    const newestOld = await recordEvent(db(), announce, groupId, 'thread');
    await sql`update group_events set created_at = now() - make_interval(secs => ${GROUP_EVENTS_KEPT_MS / 1000 + 60}) where id <= ${newestOld}::bigint`.execute(db());
    await recordEvent(db(), announce, groupId, 'reply');
    expect(await deleteOldGroupEvents(db(), GROUP_EVENTS_KEPT_MS)).toBeGreaterThan(0);
    for (const lastEventId of [old, '999999999999', 'abc']) {
      const stream = await open(groupId, owner, { 'last-event-id': lastEventId });
      await started(stream);
      expect(stream.frames[0]).toEqual({ id: expect.stringMatching(/^\d+$/), event: 'resync', data: '{}' });
      expect(stream.events()).toEqual([]);
    }
    const stream = streams.at(-1)!;
    const live = await recordEvent(db(), announce, groupId, 'session');
    await stream.until(() => stream.events().length === 1);
    expect(stream.events()[0]!.id).toBe(live);
  });
});

describe('streams end', () => {
  test('a member removed (a members event naming them) has their stream ended; the others stay open', async () => {
    const groupId = await insertGroup(db(), owner.id);
    await addMember(db(), groupId, member.id);
    const ownerStream = await open(groupId, owner);
    const memberStream = await open(groupId, member);
    const staffStream = await open(groupId, moderator);
    await Promise.all([ownerStream, memberStream, staffStream].map(started));

    await db().deleteFrom('study_group_members').where('group_id', '=', groupId).where('user_id', '=', member.id).execute();
    const removal = await recordEvent(db(), announce, groupId, 'members', member.id);
    await memberStream.ended;
    expect(memberStream.events().map((event) => event.id)).toEqual([removal]);
    await ownerStream.until(() => ownerStream.events().length === 1);
    const next = await recordEvent(db(), announce, groupId, 'thread');
    await ownerStream.until(() => ownerStream.events().length === 2);
    await staffStream.until(() => staffStream.events().length === 2);
    expect(staffStream.events().map((event) => event.id)).toEqual([removal, next]);
    expect((await open(groupId, member)).status).toBe(403);
  });

  test('a deleted group ends every stream of it', async () => {
    const groupId = await insertGroup(db(), owner.id);
    const ownerStream = await open(groupId, owner);
    const staffStream = await open(groupId, moderator);
    await Promise.all([started(ownerStream), started(staffStream)]);
    await db().deleteFrom('study_groups').where('id', '=', groupId).execute();
    await announce(groupId);
    await Promise.all([ownerStream.ended, staffStream.ended]);
  });

  test('open streams are not requests in flight: they shed nothing and hold no drain; closing the app ends them at once', async () => {
    const other = await buildApp(testConfig({ MAX_REQUESTS_IN_FLIGHT: '1' }), database.database, { invalidation: bus, office: null });
    const otherBase = await listen(other);
    const groupId = await insertGroup(db(), owner.id);
    const token = (await signIn(other, owner)).token;
    const first = await openStream(`${otherBase}/api/groups/${groupId}/events`, cookieOf(token));
    const second = await openStream(`${otherBase}/api/groups/${groupId}/events`, cookieOf(token));
    streams.push(first, second);
    expect([first.status, second.status]).toEqual([200, 200]);
    await Promise.all([started(first), started(second)]);
    expect(other.requestsInFlight()).toBe(0);
    expect(await other.drainRequests(1_000)).toBe(true);

    const closedIn = Date.now();
    await other.close();
    await Promise.all([first.ended, second.ended]);
    expect(Date.now() - closedIn).toBeLessThan(5_000);
  });
});
