// One file of a remote's release, as a browser gets it: the precompressed copy it accepts (brotli,
// then gzip: the build writes both beside each text file), the type from its name, CORS for a
// shell on another origin, and the cache rule the caller gives (a release's own path never changes:
// immutable; the current release under the remote's plain path: no-cache for unhashed names).
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RemoteName } from '@lectern/shared-api/contract';
import negotiate from '@fastify/accept-negotiator';
import type { Releases } from '../domain/releases/index.ts';
import { CONTENT_CODINGS } from '../http/compression.ts';
import { IMMUTABLE } from './cache-control.ts';

const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.cjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
};

const SUFFIX = { br: '.br', gzip: '.gz' } as const;

/** The precompressed copy to send: the coding the request prefers among those the build wrote for this file. */
function codedCopy(request: FastifyRequest, file: string, index: Map<string, number>): { coding: string; file: string } | null {
  const written = CONTENT_CODINGS.filter((coding) => index.has(file + SUFFIX[coding]));
  const header = request.headers['accept-encoding'];
  const chosen = written.length > 0 && typeof header === 'string' ? negotiate(header, [...written, 'identity']) : null;
  return chosen === 'br' || chosen === 'gzip' ? { coding: chosen, file: file + SUFFIX[chosen] } : null;
}

/** Sends `file` of the release, or a plain 404 when the release does not list it. */
export async function sendReleaseFile(
  request: FastifyRequest,
  reply: FastifyReply,
  releases: Releases,
  { remote, release, file, cacheControl }: { remote: RemoteName; release: string; file: string; cacheControl: string },
) {
  const index = await releases.files.index(remote, release);
  // The precompressed copies are the build's, not files of their own to ask for.
  if (!index?.has(file) || /\.(br|gz)$/.test(file)) return reply.callNotFound();
  const coded = codedCopy(request, file, index);
  // A file served under a path that moves to a new release (the remote's plain path) is
  // revalidated: its tag is its release (and coding), so an unchanged one costs a 304.
  const revalidated = cacheControl !== IMMUTABLE;
  const etag = `"${release}-${coded?.coding ?? 'identity'}"`;
  if (revalidated && request.headers['if-none-match'] === etag) {
    return reply.status(304).header('etag', etag).header('cache-control', cacheControl).header('vary', 'Accept-Encoding').send();
  }
  const stored = await releases.files.file(remote, release, coded?.file ?? file);
  if (!stored) return reply.callNotFound();
  if (revalidated) reply.header('etag', etag);
  reply
    .header('content-type', TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream')
    .header('content-length', String(stored.size))
    .header('cache-control', cacheControl)
    .header('vary', 'Accept-Encoding')
    // The shell may load a remote from another origin (REMOTE_*_URL), so remotes allow any.
    .header('access-control-allow-origin', '*');
  if (coded) reply.header('content-encoding', coded.coding);
  return reply.send(stored.stream);
}
