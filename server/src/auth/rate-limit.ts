import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AUTH_MESSAGES } from '@lectern/shared-api/contract';
import type { Clock } from '../clock.ts';
import { ApiError } from '../http/api-error.ts';

const WINDOW_MS = 60_000;
const SWEEP_ABOVE = 10_000;

interface Window {
  count: number;
  endsAt: number;
}

/**
 * Fixed one-minute windows counted in this process's memory. Enough for one server; several
 * servers behind a load balancer each count on their own (a shared store such as Redis
 * would be needed to hold the limit across them).
 */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly limit: number,
    private readonly clock: Clock,
  ) {}

  /** Count one attempt for each key; the seconds to wait when any key is over the limit, else 0. */
  hit(keys: string[]): number {
    const now = this.clock().getTime();
    if (this.windows.size > SWEEP_ABOVE) this.sweep(now);
    let wait = 0;
    for (const key of keys) {
      let window = this.windows.get(key);
      if (!window || window.endsAt <= now) {
        window = { count: 0, endsAt: now + WINDOW_MS };
        this.windows.set(key, window);
      }
      window.count += 1;
      if (window.count > this.limit) wait = Math.max(wait, Math.ceil((window.endsAt - now) / 1000));
    }
    return wait;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
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
    const wait = limiter.hit(keys);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw new ApiError(429, 'RATE_LIMITED', AUTH_MESSAGES.rateLimited);
    }
  };
}
