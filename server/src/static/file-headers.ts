import { cacheControlFor, IMMUTABLE } from './cache-control.ts';

/**
 * How a file of a build is sent, beyond its Cache-Control: only the headers that file needs,
 * since a page fetches a dozen of them and every header line crosses the wire with each.
 * A name with a content hash is kept a year and never revalidated (`immutable`), so it needs
 * no validators (ETag, Last-Modified); a file without one is revalidated and keeps both, for
 * its 304. Ranges are still answered (a resumed download of a large chunk, such as pdf.js's).
 */
export function buildFileOptions(filePath: string): { etag: boolean; lastModified: boolean } {
  const hashed = cacheControlFor(filePath) === IMMUTABLE;
  return { etag: !hashed, lastModified: !hashed };
}
