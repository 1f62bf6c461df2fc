// The invalidation bus (cache/invalidation.ts): in one process, and between processes through
// PostgreSQL LISTEN/NOTIFY (TEST_DATABASE_URL; the e2e run gives one), including a LISTEN
// connection that is cut and comes back.
import { sql } from 'kysely';
import pg from 'pg';
import { createLocalInvalidationBus, createPostgresInvalidationBus, RESYNC, type PostgresInvalidationBus } from '../../src/platform/cache/invalidation.ts';
import { openPostgres, type AppDatabase } from '../../src/platform/db/connect.ts';

function recorder() {
  const seen: string[] = [];
  return { seen, listener: (payload: string) => void seen.push(payload) };
}

/** Resolves once `check()` holds, polling briefly; fails after `ms`. */
async function eventually(check: () => boolean, ms = 5_000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('not within the time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('in one process', () => {
  test('publish reaches every subscriber of the channel before it returns; unsubscribe stops it', async () => {
    const bus = createLocalInvalidationBus();
    const lists = recorder();
    const other = recorder();
    const stop = bus.subscribe('material-lists', lists.listener);
    bus.subscribe('reference-data', other.listener);
    const published = bus.publish('material-lists', 'x');
    // Before any await: the publishing process never answers from a stale copy.
    expect(lists.seen).toEqual(['x']);
    await published;
    await bus.publish('material-lists');
    expect(lists.seen).toEqual(['x', '']);
    expect(other.seen).toEqual([]);
    stop();
    await bus.publish('material-lists', 'y');
    expect(lists.seen).toEqual(['x', '']);
  });

  test('a failing subscriber does not stop the others; bad channels and oversize payloads are refused', async () => {
    const errors: unknown[] = [];
    const bus = createLocalInvalidationBus({ warn: () => undefined, error: (obj) => void errors.push(obj) });
    const after = recorder();
    bus.subscribe('sessions', () => {
      throw new Error('broken');
    });
    bus.subscribe('sessions', after.listener);
    await bus.publish('sessions', 'user:1');
    expect(after.seen).toEqual(['user:1']);
    expect(errors).toHaveLength(1);
    expect(() => bus.subscribe('Bad Channel', after.listener)).toThrow();
    await expect(bus.publish('sessions', 'x'.repeat(5000))).rejects.toThrow();
  });
});

const url = process.env.TEST_DATABASE_URL;
const onPostgres = url ? describe : describe.skip;
if (!url) console.info('invalidation.test.ts: LISTEN/NOTIFY tests skipped: TEST_DATABASE_URL is not set (node e2e/scripts/with-postgres.mjs runs them)');

onPostgres('between processes, through PostgreSQL', () => {
  let database: AppDatabase;
  const buses: PostgresInvalidationBus[] = [];
  const open = async () => {
    const bus = createPostgresInvalidationBus({ url: url!, db: database.db, clientConfig: { application_name: 'lectern-test-listen' } });
    buses.push(bus);
    await bus.ready;
    return bus;
  };

  beforeAll(async () => {
    database = await openPostgres(url!, { max: 2 });
  });
  afterAll(async () => {
    await Promise.all(buses.map((bus) => bus.close()));
    await database?.close();
  });

  test('a message published by one reaches the other once, and the publisher itself once', async () => {
    const [a, b] = [await open(), await open()];
    const onA = recorder();
    const onB = recorder();
    a.subscribe('material-lists', onA.listener);
    b.subscribe('material-lists', onB.listener);
    await a.publish('material-lists', 'approved');
    await eventually(() => onB.seen.length === 1);
    expect(onB.seen).toEqual(['approved']);
    await b.publish('material-lists', 'from b');
    await eventually(() => onA.seen.length === 2);
    // A's own message was delivered at once and not again when NOTIFY echoed it back.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(onA.seen).toEqual(['approved', 'from b']);
    expect(onB.seen).toEqual(['approved', 'from b']);
  });

  test('a LISTEN connection that is cut comes back by itself and tells its subscribers to resync', async () => {
    const [a, b] = [await open(), await open()];
    const onB = recorder();
    b.subscribe('sessions', onB.listener);
    expect(b.listening()).toBe(true);
    // Cut every listening connection of this test, as a database restart or a proxy would.
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'lectern-test-listen'`);
    await admin.end();
    await eventually(() => onB.seen.includes(RESYNC), 10_000);
    expect(b.listening()).toBe(true);
    await eventually(() => a.listening(), 10_000);
    await a.publish('sessions', 'user:42');
    await eventually(() => onB.seen.includes('user:42'));
  });

  test('publish while the database cannot be reached is logged, not thrown; local subscribers still run', async () => {
    const broken = await openPostgres(url!, { max: 1 });
    const errors: unknown[] = [];
    const bus = createPostgresInvalidationBus({ url: url!, db: broken.db, log: { warn: () => undefined, error: (obj) => void errors.push(obj) } });
    buses.push(bus);
    await bus.ready;
    await broken.close();
    const here = recorder();
    bus.subscribe('reference-data', here.listener);
    await expect(bus.publish('reference-data')).resolves.toBeUndefined();
    expect(here.seen).toEqual(['']);
    expect(errors).toHaveLength(1);
    await sql`select 1`.execute(database.db);
  });
});
