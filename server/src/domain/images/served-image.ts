// A stored image as it is sent (a blog's heading, an announcement's image, a material's
// preview): an image never changes under its key, so the key is its ETag and a browser may keep
// it a day. Described as status, headers and body rather than written to a reply: a domain knows
// no HTTP framework, and the route sends it as it is.
import type { Readable } from 'node:stream';
import type { FileStorage } from '../../platform/storage/storage.ts';
import { IMAGE_MIME_TYPE } from './webp.ts';

const CACHE_CONTROL = 'private, max-age=86400';

export type ServedImage =
  | { status: 304; headers: Record<string, string>; body: null }
  | { status: 200; headers: Record<string, string | number>; body: Readable };

/**
 * The image under `key`: 304 when If-None-Match names it (storage is not asked), else its bytes
 * as WebP. Null when storage holds nothing under the key (the caller says 404 its own way).
 */
export async function serveImage(storage: FileStorage, key: string, ifNoneMatch: string | undefined): Promise<ServedImage | null> {
  const etag = `"${key}"`;
  if (ifNoneMatch === etag) return { status: 304, headers: { 'cache-control': CACHE_CONTROL, etag }, body: null };
  const stored = await storage.get(key);
  if (!stored) return null;
  return {
    status: 200,
    headers: { 'cache-control': CACHE_CONTROL, etag, 'content-type': IMAGE_MIME_TYPE, 'content-length': stored.size },
    body: stored.stream,
  };
}
