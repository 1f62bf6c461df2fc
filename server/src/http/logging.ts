import type { FastifyServerOptions } from 'fastify';
import type { LogLevel } from '../config.ts';

/**
 * Logs name the path only: query strings carry tokens and codes (verification, reset,
 * OAuth), which must never reach a log.
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
    },
  };
}
