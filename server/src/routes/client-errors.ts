// POST /client-errors: what breaks in browsers, and page views, per remote release (docs/releases.md).
// Anyone may send (a visitor's page breaks too); nothing personal is kept: the shell sends a path
// without its query and scrubbed messages, and the server scrubs them again. Limited in size, in
// entries and per address (in this process's memory: a report is counted, never trusted, and a
// database statement per report just to count it would cost more than the report). A report that
// names a release its remote never had counts nothing (400).
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CLIENT_REPORT_LIMITS, RELEASE_MESSAGES as M } from '@lectern/shared-api/contract';
import type { AppDeps } from '../http/app-deps.ts';
import { COMMON_ERRORS, Success, errorResponses, ok } from '../http/envelope.ts';
import { ClientReportBody } from '../http/schemas/releases.ts';
import { ApiError } from '../platform/api-error.ts';

const WINDOW_MS = 60_000;

/** Reports per address in fixed one-minute windows, in this process. */
function perAddressLimit(limit: number) {
  let windowStart = 0;
  let counts = new Map<string, number>();
  return (address: string, now: number): boolean => {
    if (now - windowStart >= WINDOW_MS) {
      windowStart = now;
      counts = new Map();
    }
    const count = (counts.get(address) ?? 0) + 1;
    counts.set(address, count);
    return count <= limit;
  };
}

export const clientErrorRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const allowed = perAddressLimit(CLIENT_REPORT_LIMITS.perMinute);

  app.post(
    '/client-errors',
    {
      bodyLimit: CLIENT_REPORT_LIMITS.maxBodyBytes,
      schema: {
        summary: "Browsers report page views and errors of the remotes' releases they run",
        description:
          `At most ${CLIENT_REPORT_LIMITS.maxBodyBytes / 1024} KB, ${CLIENT_REPORT_LIMITS.maxErrors} errors and ${CLIENT_REPORT_LIMITS.perMinute} reports a minute from one address (429 past it). ` +
          '400 VALIDATION for a malformed report or one naming a release its remote does not have; nothing of it is counted.',
        body: ClientReportBody,
        response: { 202: Success(Type.Null()), ...COMMON_ERRORS, ...errorResponses(413, 429) },
      },
    },
    async (request, reply) => {
      if (!allowed(request.ip, Date.now())) {
        reply.header('retry-after', String(WINDOW_MS / 1000));
        throw new ApiError(429, 'RATE_LIMITED', 'Too many reports from this address; try again in a minute.');
      }
      if (!(await deps.releases.reports.accept(request.body))) throw new ApiError(400, 'VALIDATION', M.unknownRelease);
      reply.status(202);
      return ok(null);
    },
  );
};
