// Two servers on one database (docs/groups.md, "Live updates"): a thread posted through one reaches a stream
// open on the other. On PostgreSQL (TEST_DATABASE_URL, the postgres tier) each app has its own
// LISTEN/NOTIFY bus, as two processes would; on PGlite the two share one in-process bus.
import type { FastifyInstance } from 'fastify';
import type { GroupThread } from '@lectern/shared-api/contract';
import { buildApp } from '../../src/app.ts';
import type { InvalidationBus } from '../../src/platform/cache/invalidation.ts';
import { createUser, ORIGIN, signIn } from '../helpers/accounts.ts';
import { dataOf } from '../helpers/responses.ts';
import { testConfig } from '../helpers/test-config.ts';
import { twoServerBuses } from '../helpers/two-server-buses.ts';
import { createTestDatabase, DATABASE_SETUP_TIMEOUT_MS, type TestDatabase } from '../helpers/test-database.ts';
import { addMember, cookieOf, insertGroup, listen, openStream, type EventStream } from './live-helpers.ts';

let database: TestDatabase;
const buses: InvalidationBus[] = [];
const servers: FastifyInstance[] = [];
const bases: string[] = [];
const streams: EventStream[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  buses.push(...(await twoServerBuses(database, 'lectern-test-live')));
  for (const bus of buses) {
    const app = await buildApp(testConfig(), database.database, { invalidation: bus, office: null });
    servers.push(app);
    bases.push(await listen(app));
  }
}, DATABASE_SETUP_TIMEOUT_MS);
afterAll(async () => {
  for (const stream of streams) stream.close();
  await Promise.all(servers.map((server) => server.close()));
  await Promise.all([...new Set(buses)].map((bus) => bus.close()));
  await database?.cleanup();
});

test('a thread posted on one server reaches the streams open on the other, in order, and a resume on the first misses nothing', async () => {
  const db = database.database.db;
  const [one, other] = servers as [FastifyInstance, FastifyInstance];
  const asker = await createUser(db);
  const reader = await createUser(db);
  const groupId = await insertGroup(db, asker.id);
  await addMember(db, groupId, reader.id);
  const askerToken = (await signIn(one, asker)).token;
  const readerToken = (await signIn(other, reader)).token;

  const onOther = await openStream(`${bases[1]}/api/groups/${groupId}/events`, cookieOf(readerToken));
  streams.push(onOther);
  expect(onOther.status).toBe(200);
  await onOther.until((frames) => frames.length > 0);
  const start = onOther.frames[0]!.id!;

  const threadIds: string[] = [];
  for (const title of ['Who has the 2019 paper?', 'Thursday in the library']) {
    const res = await one.inject({
      method: 'POST',
      url: `/api/groups/${groupId}/threads`,
      headers: { ...cookieOf(askerToken), origin: ORIGIN },
      payload: { kind: 'question', title, body: 'Anyone?' },
    });
    threadIds.push(dataOf<GroupThread>(res, 201).id);
  }
  await onOther.until(() => onOther.events().length === 2, 10_000);
  expect(onOther.events().map((event) => [event.type, event.subjectId])).toEqual(threadIds.map((id) => ['thread', id]));

  // The reader's connection drops and comes back on the first server, from where it started.
  const resumed = await openStream(`${bases[0]}/api/groups/${groupId}/events`, { ...cookieOf(readerToken), 'last-event-id': start });
  streams.push(resumed);
  await resumed.until(() => resumed.events().length === 2);
  expect(resumed.events()).toEqual(onOther.events());
});
