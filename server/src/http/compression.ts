// What the server compresses as it answers (docs/architecture.md §8). Pages and API JSON go through
// @fastify/compress (app.ts); answers kept in memory carry their own compressed copies
// (etag.ts), so a browser asking for the same faculties again costs no compression at all.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';

/** Smaller answers go as they are: compressing them saves less than it costs. */
export const COMPRESS_ABOVE_BYTES = 1024;

/** Text types; file downloads (PDF, images) are already compressed and never are again. */
export const COMPRESSIBLE = /^(?:text\/(?!event-stream)|application\/(?:[\w.+-]*\+)?json|application\/javascript|image\/svg\+xml)/;

/** The codings the server writes, in its order of preference when a browser accepts both alike. */
export const CONTENT_CODINGS = ['br', 'gzip'] as const;
export type ContentCoding = (typeof CONTENT_CODINGS)[number];

const NEGOTIABLE = [...CONTENT_CODINGS, 'identity'];

/** The coding to answer this Accept-Encoding with; null for the body as it is. */
export function preferredCoding(acceptEncoding: string | undefined): ContentCoding | null {
  if (!acceptEncoding) return null;
  const chosen = negotiate(acceptEncoding, NEGOTIABLE);
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * `body` compressed once, to be sent many times, at the best quality: 10-15% smaller than the
 * quality @fastify/compress uses per request. That costs about 10 ms for the faculties and 50 ms
 * for a page, once per kept answer, on libuv's thread pool: the event loop goes on meanwhile.
 */
export function compressOnce(body: Buffer, coding: ContentCoding): Promise<Buffer> {
  if (coding === 'gzip') return gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION });
  return brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}
