import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FieldError } from '@lectern/shared-api/contract';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable, isStatementCancelled } from '../platform/db/errors.ts';
import { ApiError, failure } from '../platform/api-error.ts';
import { drainRequest } from './drain-request.ts';
import { sendFailure } from './failure-answer.ts';
import { toFieldErrors } from './field-messages.ts';
import { isApiPath, pathOf } from './request-path.ts';

/**
 * One error handler for the whole app: every failure leaves as the envelope of docs/api-contract.md
 * (or, to a browser opening a page, as a page that says the same: failure-answer.ts).
 * A 5xx says only that something went wrong; the details go to the log.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    // Fastify closes the connection after refusing a body it did not read (413, bad JSON...):
    // let a bounded rest of it arrive first, so the client reads this answer (drain-request.ts).
    if (reply.getHeader('connection') === 'close') await drainRequest(request.raw);
    if (error instanceof ApiError) {
      return sendFailure(request, reply, error.statusCode, error.code, error.message, error.errors);
    }
    if (error.validation) {
      const found = toFieldErrors(error.validation, request, error.validationContext);
      const errors: FieldError[] = found.map(({ field, message }) => ({ field, message }));
      const message = found.map((e) => e.summary).join('; ');
      return sendFailure(request, reply, 400, 'VALIDATION', message || 'Invalid request', errors);
    }
    // A database that is down or restarting is a wait, not a fault: 503 and when to come back.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return sendFailure(request, reply, 503, 'UNAVAILABLE', DATABASE_UNAVAILABLE);
    }
    // A statement that ran past STATEMENT_TIMEOUT_MS: the database was too busy or the work too
    // large for now. Logged as the route it was (the statement's text and values are not).
    if (isStatementCancelled(error)) {
      request.log.warn({ route: request.routeOptions.url }, 'a statement ran past STATEMENT_TIMEOUT_MS and was cancelled');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return sendFailure(request, reply, 503, 'UNAVAILABLE', TOOK_TOO_LONG);
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return sendFailure(request, reply, 500, 'INTERNAL', SOMETHING_WENT_WRONG);
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type...).
    const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 404 ? 'NOT_FOUND' : status === 429 ? 'RATE_LIMITED' : 'VALIDATION';
    return sendFailure(request, reply, status, code, error.message);
  });

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request)) {
      return reply.status(404).send(failure(404, 'NOT_FOUND', `No such API route: ${request.method} ${pathOf(request)}`));
    }
    return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
  });
}

const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again later.';

export const TOOK_TOO_LONG = 'That took Lectern too long to answer. Please try again in a moment.';

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
    sendFailure(request, reply, 500, 'INTERNAL', SOMETHING_WENT_WRONG);
    return;
  }
  const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A part of the address is too long' : 'The address is not valid';
  sendFailure(request, reply, status, 'VALIDATION', message);
}
