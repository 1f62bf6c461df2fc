import type { FastifyServerOptions } from 'fastify';
import type { LogLevel } from '../platform/config.ts';

/**
 * Logs name the path only: query strings carry tokens and codes (verification, reset,
 * OAuth), which must never reach a log. Headers (cookies, Authorization) and bodies
 * (passwords) are never logged. Errors keep their type, code, message and stack only: a
 * database error can carry the statement's parameters.
 */
export function loggerOptions(level: LogLevel, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: { method: string; url: string }) => ({
        method: request.method,
        url: request.url.split('?')[0],
      }),
      err: (error: Error & { code?: unknown; statusCode?: unknown }) => ({
        type: error?.constructor?.name ?? 'Error',
        message: String(error?.message ?? error),
        ...(typeof error?.code === 'string' ? { code: error.code } : {}),
        ...(typeof error?.statusCode === 'number' ? { statusCode: error.statusCode } : {}),
        stack: error?.stack ?? '',
      }),
    },
  };
}
