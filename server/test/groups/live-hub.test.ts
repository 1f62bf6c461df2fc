// The live hub itself (domain/groups/live/hub.ts), with sinks in memory: a burst of announcements
// is one read of the group's rows however many streams are open, heartbeats, RESYNC after a lost
// LISTEN, a client that stops reading, a session that runs out or is signed out mid-write, and the
// daily clean-up of old events.
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { sql } from 'kysely';
import { GROUP_EVENTS_KEPT_MS } from '@lectern/shared-api/contract';
import { GROUP_EVENTS_CHANNEL, GroupLiveHub, groupAnnouncer, type LiveSink } from '../../src/domain/groups/index.ts';
import { SESSIONS_CHANNEL } from '../../src/domain/auth/index.ts';
import { createSessions } from '../../src/domain/auth/sessions.ts';
import { hashToken } from '../../src/domain/auth/tokens.ts';
import { deleteOldGroupEvents } from '../../src/domain/groups/live/event-rows.ts';
import type { StreamSession } from '../../src/domain/groups/live/stream-sessions.ts';
import { createLocalInvalidationBus, RESYNC } from '../../src/platform/cache/invalidation.ts';
import { createUser, type TestUser } from '../helpers/accounts.ts';
import { createTestClock } from '../helpers/test-clock.ts';
import { createTestDatabase, DATABASE_SETUP_TIMEOUT_MS, type TestDatabase } from '../helpers/test-database.ts';
import { insertGroup, recordEvent } from './live-helpers.ts';

/** Counts the reads of group_events (the hub's queries, not the writes). */
class ReadCounter implements KyselyPlugin {
  reads = 0;
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (args.node.kind === 'SelectQueryNode' && JSON.stringify(args.node.from).includes('"group_events"')) this.reads += 1;
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

interface MemorySink extends LiveSink {
  chunks: string[];
  ended: boolean;
  backlog: number;
}
const memorySink = (): MemorySink => {
  const sink: MemorySink = {
    chunks: [],
    ended: false,
    backlog: 0,
    write: (chunk) => void sink.chunks.push(chunk),
    buffered: () => sink.backlog,
    end: () => void (sink.ended = true),
  };
  return sink;
};
const eventIds = (sink: MemorySink) => sink.chunks.filter((chunk) => chunk.includes('event: group')).map((chunk) => /^id: (\d+)/.exec(chunk)![1]);
const log = { info: () => undefined, error: () => undefined };

async function eventually(check: () => boolean, ms = 5_000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('not within the time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

let database: TestDatabase;
let owner: TestUser;
/** The owner's session, as the route hands it to the hub (its clock stands still unless a test moves it). */
let ownerSession: StreamSession;
const clock = createTestClock();
const hubs: GroupLiveHub[] = [];
const db = () => database.database.db;

beforeAll(async () => {
  database = await createTestDatabase();
  owner = await createUser(db());
  const sessions = createSessions(db(), clock.clock, createLocalInvalidationBus());
  const token = await sessions.start(owner.id, undefined);
  const row = await db().selectFrom('sessions').select(['id', 'expires_at']).where('token_hash', '=', hashToken(token)).executeTakeFirstOrThrow();
  ownerSession = { id: row.id, tokenHash: hashToken(token), endsAt: new Date(row.expires_at), clock: clock.clock };
}, DATABASE_SETUP_TIMEOUT_MS);
afterAll(async () => {
  await Promise.all(hubs.map((hub) => hub.close()));
  await database?.cleanup();
});

/** As if these events were written a day and a minute ago. */
const makeOld = (ids: string[]) =>
  sql`update group_events set created_at = now() - make_interval(secs => ${GROUP_EVENTS_KEPT_MS / 1000 + 60}) where id in (${sql.join(ids.map((id) => sql`${id}::bigint`))})`.execute(db());

function startHub(options: ConstructorParameters<typeof GroupLiveHub>[3] = {}) {
  const bus = createLocalInvalidationBus();
  const counter = new ReadCounter();
  const hub = new GroupLiveHub(db().withPlugin(counter), bus, log, options);
  hub.start();
  hubs.push(hub);
  return { hub, bus, counter, announce: groupAnnouncer(bus).announce };
}

async function openMany(hub: GroupLiveHub, groupId: string, count: number): Promise<MemorySink[]> {
  const sinks = Array.from({ length: count }, () => memorySink());
  for (const sink of sinks) hub.open({ groupId, userId: owner.id, staff: false, lastEventId: null, session: ownerSession, sink });
  await eventually(() => sinks.every((sink) => sink.chunks.length > 0));
  return sinks;
}

test('a burst of announcements is one or two reads of the group, whatever the number of streams, and every stream gets every event once, in order', async () => {
  const { hub, counter, announce } = startHub();
  const groupId = await insertGroup(db(), owner.id);
  const sinks = await openMany(hub, groupId, 50);
  expect(hub.openStreams()).toBe(50);

  const quiet = async () => undefined;
  const ids = [];
  for (let i = 0; i < 10; i += 1) ids.push(await recordEvent(db(), quiet, groupId, 'reply'));
  const readsBefore = counter.reads;
  await Promise.all(ids.map(() => announce(groupId)));
  await eventually(() => sinks.every((sink) => eventIds(sink).length === 10));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(counter.reads - readsBefore).toBeLessThanOrEqual(2);
  for (const sink of sinks) expect(eventIds(sink)).toEqual(ids);
});

test('an event committed after a later one (its id taken first) is still delivered, once', async () => {
  const { hub, announce } = startHub();
  const groupId = await insertGroup(db(), owner.id);
  const [sink] = await openMany(hub, groupId, 1);
  // The slow writer takes its id, then a quick one takes the next, commits and announces.
  const reserved = await sql<{ id: string }>`select nextval(pg_get_serial_sequence('group_events', 'id'))::text as id`.execute(db());
  const slowId = reserved.rows[0]!.id;
  const quickId = await recordEvent(db(), announce, groupId, 'reply');
  await eventually(() => eventIds(sink!).length === 1);
  // Now the slow one commits, with the lower id.
  await sql`insert into group_events (id, group_id, type) values (${slowId}::bigint, ${groupId}, 'thread')`.execute(db());
  await announce(groupId);
  await eventually(() => eventIds(sink!).length === 2);
  await announce(groupId);
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(eventIds(sink!)).toEqual([quickId, slowId]);
});

test('heartbeats go to every stream; a client that stops reading is ended', async () => {
  const { hub } = startHub({ heartbeatMs: 20 });
  const groupId = await insertGroup(db(), owner.id);
  const [reading, stuck] = await openMany(hub, groupId, 2);
  stuck!.backlog = 10 * 1024 * 1024;
  await eventually(() => reading!.chunks.filter((chunk) => chunk === ': heartbeat\n\n').length >= 2);
  expect(stuck!.ended).toBe(true);
  expect(reading!.ended).toBe(false);
  expect(hub.openStreams()).toBe(1);
});

test('a stream whose session runs out by its own times is ended by the next heartbeat; the others go on', async () => {
  const { hub } = startHub({ heartbeatMs: 20 });
  const groupId = await insertGroup(db(), owner.id);
  const [lasting] = await openMany(hub, groupId, 1);
  const runningOut = memorySink();
  // The idle limit as of the request: a few minutes from now by the app's clock.
  hub.open({ groupId, userId: owner.id, staff: false, lastEventId: null, session: { ...ownerSession, endsAt: new Date(clock.now().getTime() + 5 * 60_000) }, sink: runningOut });
  await eventually(() => runningOut.chunks.filter((chunk) => chunk === ': heartbeat\n\n').length >= 2);
  expect(runningOut.ended).toBe(false);

  clock.advance(5 * 60_000);
  await eventually(() => runningOut.ended);
  const beats = lasting!.chunks.filter((chunk) => chunk === ': heartbeat\n\n').length;
  await eventually(() => lasting!.chunks.filter((chunk) => chunk === ': heartbeat\n\n').length > beats);
  expect(lasting!.ended).toBe(false);
  expect(hub.openStreams()).toBe(1);
});

test('a stream opened with a session already gone (signed out while the request was checked) is ended at once', async () => {
  const { hub } = startHub();
  const groupId = await insertGroup(db(), owner.id);
  const sink = memorySink();
  hub.open({ groupId, userId: owner.id, staff: false, lastEventId: null, session: { ...ownerSession, id: '00000000-0000-4000-8000-000000000000' }, sink });
  await eventually(() => sink.ended);
  expect(hub.openStreams()).toBe(0);
});

test('a sign-out heard while a stream’s event is being written ends that stream; nothing is written to it after its end', async () => {
  const { hub, bus, announce } = startHub();
  const groupId = await insertGroup(db(), owner.id);
  const [other] = await openMany(hub, groupId, 1);
  const token = await createSessions(db(), clock.clock).start(owner.id, undefined);
  const row = await db().selectFrom('sessions').select('id').where('token_hash', '=', hashToken(token)).executeTakeFirstOrThrow();
  const sink = memorySink();
  let writtenAfterEnd = 0;
  let signedOut: Promise<void> | null = null;
  const write = sink.write;
  sink.write = (chunk) => {
    if (sink.ended) writtenAfterEnd += 1;
    write(chunk);
    // The person signs out on another tab while this event is on its way to them.
    if (chunk.includes('event: group') && !signedOut) {
      signedOut = db()
        .deleteFrom('sessions')
        .where('id', '=', row.id)
        .execute()
        .then(() => bus.publish(SESSIONS_CHANNEL, `session:${row.id}`));
    }
  };
  hub.open({ groupId, userId: owner.id, staff: false, lastEventId: null, session: { ...ownerSession, id: row.id, tokenHash: hashToken(token) }, sink });
  await eventually(() => sink.chunks.length > 0);

  await recordEvent(db(), announce, groupId, 'thread');
  await recordEvent(db(), announce, groupId, 'reply');
  await eventually(() => sink.ended);
  const last = await recordEvent(db(), announce, groupId, 'thread');
  await eventually(() => eventIds(other!).includes(last));
  expect(eventIds(sink)).not.toContain(last);
  expect(writtenAfterEnd).toBe(0);
  expect(hub.openStreams()).toBe(1);
});

test('after a lost LISTEN (RESYNC) every stream is told to read everything again', async () => {
  const { hub, bus } = startHub();
  const groupId = await insertGroup(db(), owner.id);
  const otherId = await insertGroup(db(), owner.id);
  const sinks = [...(await openMany(hub, groupId, 2)), ...(await openMany(hub, otherId, 1))];
  await bus.publish(GROUP_EVENTS_CHANNEL, RESYNC);
  for (const sink of sinks) expect(sink.chunks.at(-1)).toMatch(/^id: \d+\nevent: resync\ndata: \{\}\n\n$/);
});

test('closing the hub ends every stream; a stream opened after is ended at once', async () => {
  const { hub } = startHub();
  const groupId = await insertGroup(db(), owner.id);
  const sinks = await openMany(hub, groupId, 3);
  await hub.close();
  expect(sinks.every((sink) => sink.ended)).toBe(true);
  const late = memorySink();
  hub.open({ groupId, userId: owner.id, staff: false, lastEventId: null, session: ownerSession, sink: late });
  expect(late.ended).toBe(true);
  expect(hub.openStreams()).toBe(0);
});

test('old events are deleted as a prefix of the ids; the kept ones stay', async () => {
  const groupId = await insertGroup(db(), owner.id);
  const quiet = async () => undefined;
  const old = [await recordEvent(db(), quiet, groupId), await recordEvent(db(), quiet, groupId)];
  await makeOld(old);
  const kept = await recordEvent(db(), quiet, groupId);
  expect(await deleteOldGroupEvents(db(), GROUP_EVENTS_KEPT_MS)).toBeGreaterThanOrEqual(2);
  const left = await db().selectFrom('group_events').select('id').where('group_id', '=', groupId).execute();
  expect(left.map((row) => String(row.id))).toEqual([kept]);
  expect(await deleteOldGroupEvents(db(), GROUP_EVENTS_KEPT_MS)).toBe(0);
});
