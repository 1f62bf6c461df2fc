import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { FieldError } from '@lectern/shared-api/contract';
import { ApiError, failure } from './api-error.ts';
import { toFieldErrors } from './field-messages.ts';

/**
 * One error handler for the whole app: every failure leaves as the envelope of DESIGN.md §5.
 * A 5xx says only that something went wrong; the details go to the log.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.statusCode).send(failure(error.statusCode, error.code, error.message, error.errors));
    }
    if (error.validation) {
      const found = toFieldErrors(error.validation, request, error.validationContext);
      const errors: FieldError[] = found.map(({ field, message }) => ({ field, message }));
      const message = found.map((e) => e.summary).join('; ');
      return reply.status(400).send(failure(400, 'VALIDATION', message || 'Invalid request', errors));
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

export function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? '/';
}

export function isApiPath(request: FastifyRequest): boolean {
  const path = pathOf(request);
  return path === '/api' || path.startsWith('/api/');
}
