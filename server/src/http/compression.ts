// What the server compresses as it answers (docs/architecture.md §8). Pages and API JSON go through
// @fastify/compress (app.ts); answers kept in memory carry their own compressed copies
// (etag.ts), so a browser asking for the same faculties again costs no compression at all.
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

/**
 * `body` compressed once, to be sent many times: brotli at its best quality (about 10 ms for the
 * faculties, once per kept answer; 14% smaller than the quality @fastify/compress uses per request).
 */
export function compressOnce(body: Buffer, coding: ContentCoding): Buffer {
  if (coding === 'gzip') return zlib.gzipSync(body, { level: zlib.constants.Z_BEST_COMPRESSION });
  return zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}
