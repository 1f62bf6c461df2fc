// GET /metrics: Prometheus' scrape (http/metrics.ts has what it offers; docs/architecture.md §9).
// Off unless METRICS_TOKEN is set: then the path answers as one no route serves (404), not with
// the shell's page. On, only a scraper that sends the token as `Authorization: Bearer <token>`
// reads it; anyone else gets 401. Outside /api and out of the OpenAPI document: it is for the
// operators' Prometheus, never for the site's clients. Never shed for load (http/overload.ts).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../http/app-deps.ts';
import { METRICS_CONTENT_TYPE, METRICS_PATH } from '../http/metrics.ts';
import { ApiError } from '../platform/api-error.ts';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

const BEARER = /^Bearer +(\S+) *$/i;

export const metricsRoutes: FastifyPluginAsync<{ deps: Pick<AppDeps, 'config' | 'metrics'> }> = async (app, { deps }) => {
  const token = deps.config.metricsToken;
  // Both sides hashed to one length, so the comparison takes the same time whatever was sent.
  const expected = token === null ? null : digest(token);

  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (expected === null || !deps.metrics.enabled) return reply.callNotFound();
    const given = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (given === undefined || !timingSafeEqual(digest(given), expected)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new ApiError(401, 'UNAUTHORIZED', 'Send the metrics token as Authorization: Bearer <token>.');
    }
    const body = await deps.metrics.scrape();
    return reply.header('cache-control', 'no-store').type(METRICS_CONTENT_TYPE).send(body);
  });
};
