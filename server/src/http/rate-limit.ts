import { createHash } from 'node:crypto';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { AUTH_MESSAGES } from '@lectern/shared-api/contract';
import type { Clock } from '../platform/clock.ts';
import type { Database } from '../platform/db/schema.ts';
import { ApiError } from '../platform/api-error.ts';

const WINDOW_MS = 60_000;
/** Ended windows are deleted by every this-many-th hit of a process (they are harmless meanwhile). */
const SWEEP_EVERY = 500;

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * Fixed one-minute windows counted in the database (rate_limit_windows), so every server on
 * one database counts the same attempts (docs/architecture.md §9): ten attempts split between two
 * servers reach a limit of ten. Each hit is one statement that counts and answers at once,
 * so attempts racing on several servers are never lost. Time is the app's clock.
 */
export class RateLimiter {
  private hitsSinceSweep = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly limit: number,
    private readonly clock: Clock,
  ) {}

  /** Count one attempt for each key; the seconds to wait when any key is over the limit, else 0. */
  async hit(keys: string[]): Promise<number> {
    const now = this.clock();
    const hashes = [...new Set(keys.map(hashKey))];
    if (hashes.length === 0) return 0;
    const newEnd = new Date(now.getTime() + WINDOW_MS);
    // A window that has ended starts again at 1; a live one counts on.
    const rows = await this.db
      .insertInto('rate_limit_windows')
      .values(hashes.map((key_hash) => ({ key_hash, hits: 1, ends_at: newEnd })))
      .onConflict((oc) =>
        oc.column('key_hash').doUpdateSet({
          hits: sql<number>`case when rate_limit_windows.ends_at <= ${now} then 1 else rate_limit_windows.hits + 1 end`,
          ends_at: sql<Date>`case when rate_limit_windows.ends_at <= ${now} then excluded.ends_at else rate_limit_windows.ends_at end`,
        }),
      )
      .returning(['hits', 'ends_at'])
      .execute();
    this.sweepNowAndThen(now);
    let wait = 0;
    for (const row of rows) {
      if (row.hits > this.limit) wait = Math.max(wait, Math.ceil((new Date(row.ends_at).getTime() - now.getTime()) / 1000));
    }
    return wait;
  }

  private sweepNowAndThen(now: Date): void {
    this.hitsSinceSweep += 1;
    if (this.hitsSinceSweep < SWEEP_EVERY) return;
    this.hitsSinceSweep = 0;
    // Best effort, off the request's path: a failed sweep is tried again later.
    this.db
      .deleteFrom('rate_limit_windows')
      .where('ends_at', '<=', now)
      .execute()
      .catch(() => undefined);
  }
}

/**
 * preHandler for one sign-in/sign-up style route: RATE_LIMIT_AUTH attempts a minute per
 * client address and per account (the email or matric number the body names), counted
 * separately for each route. Over the limit: 429 RATE_LIMITED with Retry-After.
 */
export function authRateLimit(
  limiter: RateLimiter,
  route: string,
  accountOf: (request: FastifyRequest) => string | undefined,
): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    const account = accountOf(request)?.trim().toLowerCase();
    const keys = [`${route}|ip|${request.ip}`, ...(account ? [`${route}|account|${account}`] : [])];
    const wait = await limiter.hit(keys);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw new ApiError(429, 'RATE_LIMITED', AUTH_MESSAGES.rateLimited);
    }
  };
}
