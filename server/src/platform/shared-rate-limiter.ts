// Calls paced across every server on one database (docs/messaging.md, "Rate limits"): what a
// service allows a bot is counted in PostgreSQL, like the sign-in limits (http/rate-limit.ts), so
// two servers together keep to it instead of each sending the whole rate and leaning on 429s.
//
// Each thing limited (a bot, a chat, a phone number, a recipient) is a token bucket in
// `rate_limit_buckets`, kept as the time it is full again (the generic cell rate algorithm). A turn
// books the bucket's next free moment in one statement (`insert ... on conflict do update ...
// returning`), which PostgreSQL runs on the locked row, so two servers never book the same moment;
// the caller then sleeps until it. Booking ahead, rather than asking again, keeps a crowd of
// waiting sends from asking the database over and over: each asks once and knows its moment.
//
// A call limited by several keys books them one after the other, the slowest first (a chat's one
// a second before the bot's thirty): the bot's turn is booked only when the chat's has come. Booked
// together, a chat's turn a second away would book the bot's a second away too, and every other
// chat would queue behind it. The cost: a chat's sends are spaced by its rate give or take the
// short wait for the bot's turn.
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from './db/schema.ts';

export interface Rate {
  /** Calls a second over time. */
  perSecond: number;
  /** Calls that may go at once after a quiet spell; 1 spaces every call evenly, so no second holds more than perSecond. */
  burst: number;
}

export interface LimitedKey {
  /** What is limited, in words (stored only as its SHA-256). */
  key: string;
  rate: Rate;
}

export type Turn = { go: true; waitedMs: number } | { go: false; retryAfterMs: number };

/** What a client needs of the limiter (a client's own tests hand it one that never waits). */
export interface Pacer {
  /**
   * Waits until a call counted against every key may go. When a key's turn is further off than
   * maxWaitMs it is not booked, and the answer says how long to come back after instead (a key
   * booked before it keeps its turn, unused: the call's own next turn comes that much later).
   */
  waitForTurn(keys: readonly LimitedKey[], maxWaitMs: number): Promise<Turn>;
}

/**
 * The time the limiter books in and the sleep that waits for it, which must agree: the real ones
 * on a server, a test's own that it moves by hand. Not the app's Clock: tests stop that one, and
 * a send must still go.
 */
export interface PaceTimer {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const realPaceTimer: PaceTimer = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** Buckets already full again are deleted by every this-many-th turn of a process (they mean the same as no row). */
const SWEEP_EVERY = 500;

interface Bucket {
  hash: string;
  /** Milliseconds between calls, rounded up: never faster than the rate. */
  intervalMs: number;
  burst: number;
}

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** One bucket per key, the slowest first. */
function bucketsOf(keys: readonly LimitedKey[]): Bucket[] {
  const buckets = new Map<string, Bucket>();
  for (const { key, rate } of keys) {
    const hash = hashKey(key);
    if (!buckets.has(hash)) buckets.set(hash, { hash, intervalMs: Math.ceil(1000 / rate.perSecond), burst: Math.max(1, Math.floor(rate.burst)) });
  }
  return [...buckets.values()].sort((a, b) => b.intervalMs - a.intervalMs);
}

type Booking = { booked: true; waitMs: number } | { booked: false; retryAfterMs: number };

export class SharedRateLimiter implements Pacer {
  private turnsSinceSweep = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly timer: PaceTimer = realPaceTimer,
  ) {}

  async waitForTurn(keys: readonly LimitedKey[], maxWaitMs: number): Promise<Turn> {
    let waitedMs = 0;
    for (const bucket of bucketsOf(keys)) {
      const booking = await this.book(bucket, maxWaitMs);
      if (!booking.booked) return { go: false, retryAfterMs: booking.retryAfterMs };
      if (booking.waitMs > 0) await this.timer.sleep(booking.waitMs);
      waitedMs += booking.waitMs;
    }
    this.sweepNowAndThen();
    return { go: true, waitedMs };
  }

  /** Books the bucket's next free moment unless it is further off than maxWaitMs. */
  private async book(bucket: Bucket, maxWaitMs: number): Promise<Booking> {
    const now = this.timer.now();
    const interval = `${bucket.intervalMs} milliseconds`;
    // The bucket has room once it is no more than (burst - 1) calls short of full; a bucket never
    // used (or swept) is full. Taking a call makes it one call shorter of full.
    const slack = (bucket.burst - 1) * bucket.intervalMs;
    const booked = await this.db
      .insertInto('rate_limit_buckets')
      .values({ key_hash: bucket.hash, full_at: new Date(now + bucket.intervalMs) })
      .onConflict((oc) =>
        oc
          .column('key_hash')
          .doUpdateSet({ full_at: sql<Date>`greatest(rate_limit_buckets.full_at, ${new Date(now)}) + cast(${interval} as interval)` })
          .where('rate_limit_buckets.full_at', '<=', new Date(now + maxWaitMs + slack)),
      )
      .returning('full_at')
      .executeTakeFirst();
    if (booked) return { booked: true, waitMs: Math.max(0, new Date(booked.full_at).getTime() - bucket.intervalMs - slack - now) };
    // Too far off: nothing was written. How far, for the caller to come back then.
    const current = await this.db.selectFrom('rate_limit_buckets').select('full_at').where('key_hash', '=', bucket.hash).executeTakeFirst();
    return { booked: false, retryAfterMs: current ? Math.max(0, new Date(current.full_at).getTime() - slack - now) : 0 };
  }

  private sweepNowAndThen(): void {
    this.turnsSinceSweep += 1;
    if (this.turnsSinceSweep < SWEEP_EVERY) return;
    this.turnsSinceSweep = 0;
    // Best effort, off the sender's path: a failed sweep is tried again later. A bucket booked
    // meanwhile is full later than now, and the delete checks the row it finally locks.
    this.db
      .deleteFrom('rate_limit_buckets')
      .where('full_at', '<=', new Date(this.timer.now()))
      .execute()
      .catch(() => undefined);
  }
}
