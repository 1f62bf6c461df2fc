import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pageReads, readKey } from '@lectern/shared-api/contract';

/** The API's answers, by readKey: the page's script hands them to the client. */
export type CarriedReads = Record<string, unknown>;

/**
 * Makes the reads a signed-in page makes as it first renders (pageReads in the contract), as that
 * person: through the API's own routes, with the page request's cookie, so each answer is exactly
 * what the page would have been sent, permission checks and all. Only successes are carried; a
 * read that fails is left for the page to make (and show its error) itself.
 */
export async function carryPageReads(app: FastifyInstance, request: FastifyRequest, pagePath: string): Promise<CarriedReads> {
  const reads = pageReads(pagePath);
  if (reads.length === 0) return {};
  const headers = { accept: 'application/json', ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}) };
  const answered = await Promise.all(
    reads.map(async (read) => {
      try {
        const response = await app.inject({ method: 'GET', url: read.url, headers });
        return response.statusCode === 200 ? { read, answer: response.json() as unknown } : null;
      } catch (error) {
        request.log.warn({ err: error, url: read.url }, 'a read for the page failed; the page will make it');
        return null;
      }
    }),
  );
  const carried = answered.filter((item) => item !== null);
  return Object.fromEntries(carried.map(({ read, answer }) => [readKey(read.url), answer]));
}
