import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FieldError } from '@lectern/shared-api/contract';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../platform/db/errors.ts';
import { ApiError, failure } from '../platform/api-error.ts';
import { drainRequest } from './drain-request.ts';
import { toFieldErrors } from './field-messages.ts';

/**
 * One error handler for the whole app: every failure leaves as the envelope of docs/api-contract.md.
 * A 5xx says only that something went wrong; the details go to the log.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    // Fastify closes the connection after refusing a body it did not read (413, bad JSON...):
    // let a bounded rest of it arrive first, so the client reads this answer (drain-request.ts).
    if (reply.getHeader('connection') === 'close') await drainRequest(request.raw);
    if (error instanceof ApiError) {
      return reply.status(error.statusCode).send(failure(error.statusCode, error.code, error.message, error.errors));
    }
    if (error.validation) {
      const found = toFieldErrors(error.validation, request, error.validationContext);
      const errors: FieldError[] = found.map(({ field, message }) => ({ field, message }));
      const message = found.map((e) => e.summary).join('; ');
      return reply.status(400).send(failure(400, 'VALIDATION', message || 'Invalid request', errors));
    }
    // A database that is down or restarting is a wait, not a fault: 503 and when to come back.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.status(503).send(failure(503, 'UNAVAILABLE', DATABASE_UNAVAILABLE));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send(failure(500, 'INTERNAL', 'Something went wrong. Please try again later.'));
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type...).
    const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 404 ? 'NOT_FOUND' : status === 429 ? 'RATE_LIMITED' : 'VALIDATION';
    return reply.status(status).send(failure(status, code, error.message));
  });

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request)) {
      return reply.status(404).send(failure(404, 'NOT_FOUND', `No such API route: ${request.method} ${pathOf(request)}`));
    }
    return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
  });
}

export const DATABASE_UNAVAILABLE = 'Lectern cannot reach its database right now. Please try again in a moment.';

/**
 * Fastify's `frameworkErrors` option: what the router refuses before any route runs (an address
 * whose escapes do not decode, a path param over the router's length limit) leaves as the same
 * envelope, through the same reply (so it carries the security headers too).
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed before routing');
    reply.status(500).send(failure(500, 'INTERNAL', 'Something went wrong. Please try again later.'));
    return;
  }
  const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A part of the address is too long' : 'The address is not valid';
  reply.status(status).send(failure(status, 'VALIDATION', message));
}

export function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? '/';
}

export function isApiPath(request: FastifyRequest): boolean {
  const path = pathOf(request);
  return path === '/api' || path.startsWith('/api/');
}
