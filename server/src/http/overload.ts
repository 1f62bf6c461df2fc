// Load shedding and the shutdown drain (docs/architecture.md §9, "Overload" and "Graceful shutdown"): when the process cannot take more
// work it says so at once (503 with Retry-After, in the error envelope, or as a page to a browser
// opening one: failure-answer.ts) instead of letting
// requests queue until the client times out.
//   - Too many requests in flight: the next one is refused, not queued behind them.
//   - The event loop too slow (or, when configured, too busy): @fastify/under-pressure
//     samples it every second, and new requests are refused until it recovers.
//   - Shutting down: new requests are refused while those in flight finish (drainRequests).
// /api/health is never shed for load (a busy process is alive, and an orchestrator must not
// restart it for that), nor are the builds' files: a page already served is dead without its
// scripts, and they cost a file read. Nor is /metrics: an overload is when the operators need
// its figures most, and a scrape is cheap (counters in memory, the pool's numbers, one count of
// the job queue's rows on PostgreSQL, a hash of the token first; a wrong token costs only that),
// one every few seconds from one scraper. All answer 503 while the process shuts down.
import fastifyUnderPressure, { TYPE_EVENT_LOOP_DELAY } from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OverloadConfig } from '../platform/config.ts';
import { ApiError } from '../platform/api-error.ts';
import { isBuildFilePath } from './build-files.ts';
import { METRICS_PATH } from './metrics.ts';
import { sendFailure } from './failure-answer.ts';
import { pathOf } from './request-path.ts';

export const BUSY_MESSAGE = 'Lectern is busy right now. Please try again in a moment.';
export const SHUTTING_DOWN_MESSAGE = 'Lectern is restarting. Please try again in a moment.';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * From now on every new request is answered 503; resolves true once the requests in
     * flight have finished, or false if some are still running after `timeoutMs`.
     */
    drainRequests(timeoutMs: number): Promise<boolean>;
    /** Requests being worked on now (the shed ones are not counted). */
    requestsInFlight(): number;
  }
  interface FastifyReply {
    /**
     * A long-lived answer (a group's event stream) stops counting as a request in flight once it
     * is admitted: open streams neither shed other requests nor hold the shutdown drain (closing
     * the app ends them).
     */
    notInFlight(): void;
  }
}

const NEVER_SHED_PATHS = new Set(['/api/health', METRICS_PATH]);
const neverShed = (request: FastifyRequest) => {
  const path = pathOf(request);
  return NEVER_SHED_PATHS.has(path) || isBuildFilePath(path);
};

// Getting ready (compiling every route's schemas) holds the loop for a moment, and the first
// samples after it say nothing about load: event-loop pressure counts from a little later.
const SAMPLES_IGNORED_AFTER_READY_MS = 2_500;

/** How often @fastify/under-pressure reads the event loop (its default, named here). */
const SAMPLE_INTERVAL_MS = 1_000;

export async function registerOverloadProtection(app: FastifyInstance, config: OverloadConfig): Promise<void> {
  let inFlight = 0;
  let draining = false;
  const whenIdle = new Set<() => void>();
  const countedReplies = new WeakMap<FastifyReply, () => void>();
  const retryAfter = String(config.retryAfterSeconds);

  const refuse = (request: FastifyRequest, reply: FastifyReply, message: string) =>
    sendFailure(request, reply.header('retry-after', retryAfter), 503, 'UNAVAILABLE', message);

  app.addHook('onRequest', async (request, reply) => {
    if (draining) return refuse(request, reply, SHUTTING_DOWN_MESSAGE);
    if (config.maxRequestsInFlight > 0 && inFlight >= config.maxRequestsInFlight && !neverShed(request)) {
      return refuse(request, reply, BUSY_MESSAGE);
    }
    inFlight += 1;
    let counted = true;
    const done = () => {
      if (!counted) return;
      counted = false;
      inFlight -= 1;
      if (inFlight === 0) for (const resolve of whenIdle) resolve();
    };
    // 'close' also comes when the client goes away before the answer is written.
    reply.raw.once('finish', done);
    reply.raw.once('close', done);
    countedReplies.set(reply, done);
  });

  app.addHook('onSend', async (request, reply) => {
    // Every 503 says when to come back, whoever answered it (the health check, a route).
    if (reply.statusCode === 503 && !reply.hasHeader('retry-after')) reply.header('retry-after', retryAfter);
    // While draining, a connection whose request is complete is not kept for another one.
    if (draining && request.raw.complete) reply.header('connection', 'close');
  });

  // app.close() without a drain first (tests) refuses new requests the same way.
  app.addHook('preClose', async () => {
    draining = true;
  });

  app.decorate('requestsInFlight', () => inFlight);
  app.decorateReply('notInFlight', function (this: FastifyReply) {
    countedReplies.get(this)?.();
  });
  app.decorate('drainRequests', (timeoutMs: number) => {
    draining = true;
    if (inFlight === 0) return Promise.resolve(true);
    return new Promise<boolean>((resolve) => {
      const finish = (drained: boolean) => {
        clearTimeout(timer);
        whenIdle.delete(onIdle);
        resolve(drained);
      };
      const onIdle = () => finish(true);
      const timer = setTimeout(() => finish(false), timeoutMs);
      whenIdle.add(onIdle);
    });
  });

  let measuredFrom = Number.POSITIVE_INFINITY;
  app.addHook('onReady', async () => {
    measuredFrom = Date.now() + SAMPLES_IGNORED_AFTER_READY_MS;
  });

  // An interval in which the loop was held throughout has no delay reading at all, and the
  // plugin reports it as an infinite delay. All it shows is a delay of at least the interval:
  // past a longer limit it is no reason to shed, and the utilization check it made the plugin
  // skip still applies.
  const stallIsOverLimit = config.maxEventLoopDelayMs < SAMPLE_INTERVAL_MS;
  const tooBusy = () => config.maxEventLoopUtilization > 0 && app.memoryUsage().eventLoopUtilized > config.maxEventLoopUtilization;

  await app.register(fastifyUnderPressure, {
    maxEventLoopDelay: config.maxEventLoopDelayMs,
    maxEventLoopUtilization: config.maxEventLoopUtilization,
    // The last second's share, not the share since start (the plugin's default).
    eventLoopUtilizationMode: 'interval',
    sampleInterval: SAMPLE_INTERVAL_MS,
    retryAfter: config.retryAfterSeconds,
    pressureHandler: (request, reply, type, value) => {
      if (neverShed(request) || Date.now() < measuredFrom) return;
      if (type === TYPE_EVENT_LOOP_DELAY && value === Number.POSITIVE_INFINITY && !stallIsOverLimit && !tooBusy()) return;
      reply.header('retry-after', retryAfter);
      // Through the error handler, so the answer is the usual envelope.
      return Promise.reject(new ApiError(503, 'UNAVAILABLE', BUSY_MESSAGE));
    },
  });
}
