// The rate limiter servers share through the database (platform/shared-rate-limiter.ts), on the
// migrated database (PGlite by default; PostgreSQL in the postgres tier, where the turns below
// really race on several connections). Two limiters stand for two servers. Time is the test's
// own: a turn's sleep ends only when the test moves time past it, so every moment a turn was
// given is known exactly.
import { createHash } from 'node:crypto';
import { SharedRateLimiter, type LimitedKey, type Rate, type Turn } from '../../src/platform/shared-rate-limiter.ts';
import { createTestDatabase, DATABASE_SETUP_TIMEOUT_MS, type TestDatabase } from '../helpers/test-database.ts';
import { createVirtualPaceTimer, type VirtualPaceTimer } from '../helpers/virtual-pace-timer.ts';
import { until } from '../helpers/wait.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
}, DATABASE_SETUP_TIMEOUT_MS);
afterAll(() => database?.cleanup());

let keys = 0;
/** A key no other test uses. */
const newKey = (rate: Rate): LimitedKey => ({ key: `test key ${(keys += 1)}`, rate });

/** Two servers' limiters on the one database, and the time they share. */
function twoServers(): { timer: VirtualPaceTimer; servers: SharedRateLimiter[] } {
  const timer = createVirtualPaceTimer();
  return { timer, servers: [new SharedRateLimiter(database.database.db, timer), new SharedRateLimiter(database.database.db, timer)] };
}

/** Starts the turns at once, moves time on until every one has gone, and says when each went. */
async function runTurns(timer: VirtualPaceTimer, starts: Array<() => Promise<Turn>>): Promise<{ turns: Turn[]; wentAt: number[] }> {
  const startedAt = timer.now();
  let decided = 0;
  const running = starts.map((start) =>
    start().then((turn) => {
      decided += 1;
      timer.changed();
      return turn;
    }),
  );
  // Every turn has either been answered or is asleep until its moment; then time moves to each moment in turn.
  const settled = () => timer.until(() => decided + timer.sleeping() === starts.length);
  await settled();
  while (timer.sleeping() > 0) {
    timer.advanceToNextWake();
    await settled();
  }
  const turns = await Promise.all(running);
  return { turns, wentAt: turns.map((turn) => (turn.go ? startedAt + turn.waitedMs : Number.NaN)) };
}

/** The most moments that fall in any window of `windowMs`. */
function mostInAnyWindow(moments: number[], windowMs: number): number {
  const sorted = [...moments].sort((a, b) => a - b);
  return Math.max(...sorted.map((start) => sorted.filter((moment) => moment >= start && moment < start + windowMs).length));
}

test('turns racing on two servers never share a moment: at most the rate in any second, evenly spaced', async () => {
  const { timer, servers } = twoServers();
  const bot = newKey({ perSecond: 10, burst: 1 });
  const { turns, wentAt } = await runTurns(
    timer,
    Array.from({ length: 25 }, (_, i) => () => servers[i % 2]!.waitForTurn([bot], 60_000)),
  );
  expect(turns.every((turn) => turn.go)).toBe(true);
  expect(mostInAnyWindow(wentAt, 1000)).toBe(10);
  const sorted = [...wentAt].sort((a, b) => a - b);
  for (let i = 1; i < sorted.length; i += 1) expect(sorted[i]! - sorted[i - 1]!).toBeGreaterThanOrEqual(100);
  // Not slower than the rate either: 25 turns take 24 intervals.
  expect(sorted.at(-1)! - sorted[0]!).toBe(2400);
});

test('a burst goes at once, then the rest at the rate', async () => {
  const { timer, servers } = twoServers();
  const person = newKey({ perSecond: 1 / 6, burst: 3 });
  const { wentAt } = await runTurns(
    timer,
    Array.from({ length: 5 }, (_, i) => () => servers[i % 2]!.waitForTurn([person], 60_000)),
  );
  // Measured from the earliest turn: the turns finish in any order on a busy machine.
  const sorted = [...wentAt].sort((a, b) => a - b);
  expect(sorted.map((moment) => moment - sorted[0]!)).toEqual([0, 0, 0, 6000, 12_000]);
});

test('a turn against a chat and its bot takes the chat\'s turn first: a chat waiting its second never holds up the bot', async () => {
  const { timer, servers } = twoServers();
  const chat = newKey({ perSecond: 1, burst: 1 });
  const bot = newKey({ perSecond: 10, burst: 1 });
  expect(await servers[0]!.waitForTurn([bot, chat], 10_000)).toEqual({ go: true, waitedMs: 0 });
  const { turns } = await runTurns(timer, [
    // The same chat again: its second comes first, then the bot's turn at that second.
    () => servers[1]!.waitForTurn([bot, chat], 10_000),
    // Another chat meanwhile: only the bot's next tenth of a second to wait for.
    () => servers[0]!.waitForTurn([bot, newKey({ perSecond: 1, burst: 1 })], 10_000),
  ]);
  expect(turns).toEqual([
    { go: true, waitedMs: 1000 },
    { go: true, waitedMs: 100 },
  ]);
});

test('a turn further off than the caller will wait books nothing, and says how far off it is', async () => {
  const { timer, servers } = twoServers();
  const chat = newKey({ perSecond: 1, burst: 1 });
  expect(await servers[0]!.waitForTurn([chat], 500)).toEqual({ go: true, waitedMs: 0 });
  expect(await servers[1]!.waitForTurn([chat], 500)).toEqual({ go: false, retryAfterMs: 1000 });
  expect(await servers[0]!.waitForTurn([chat], 500)).toEqual({ go: false, retryAfterMs: 1000 });
  // Neither refusal took the next second: a caller that will wait gets it.
  const { turns } = await runTurns(timer, [() => servers[1]!.waitForTurn([chat], 5000)]);
  expect(turns).toEqual([{ go: true, waitedMs: 1000 }]);
});

test('keys are stored only as their SHA-256; a bucket full again is swept by a later turn', async () => {
  const { timer, servers } = twoServers();
  const person = newKey({ perSecond: 1 / 6, burst: 1 });
  await servers[0]!.waitForTurn([person], 0);
  const hash = createHash('sha256').update(person.key).digest('hex');
  const stored = () => database.database.db.selectFrom('rate_limit_buckets').select('key_hash').where('key_hash', '=', hash).execute();
  expect(await stored()).toHaveLength(1);
  const all = await database.database.db.selectFrom('rate_limit_buckets').select('key_hash').execute();
  expect(all.every((row) => /^[0-9a-f]{64}$/.test(row.key_hash))).toBe(true);

  // Once the person's bucket is full again its row means nothing, and every 500th turn of a
  // server deletes such rows (off the turn's path: the test waits for the row to go).
  const busy = newKey({ perSecond: 1000, burst: 1000 });
  const later = new SharedRateLimiter(database.database.db, { now: () => timer.now() + 60_000, sleep: timer.sleep });
  for (let i = 0; i < 500; i += 1) expect(await later.waitForTurn([busy], 0)).toEqual({ go: true, waitedMs: 0 });
  await until(async () => (await stored()).length === 0, 'the full bucket to be swept', { intervalMs: 0 });
  expect(await database.database.db.selectFrom('rate_limit_buckets').select('key_hash').where('key_hash', '=', createHash('sha256').update(busy.key).digest('hex')).execute()).toHaveLength(1);
});
