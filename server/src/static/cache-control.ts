import path from 'node:path';

// Files whose names carry no content hash: the browser must revalidate them, or a new
// deploy of the shell or a remote would not be seen.
const UNHASHED = new Set(['remotes.json', 'index.html', 'mf-manifest.json', 'remoteEntry.js']);

export const NO_CACHE = 'no-cache';
/** A page that carries someone's session. */
export const PRIVATE_NO_STORE = 'private, no-store';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  return UNHASHED.has(name) || name.endsWith('.html') ? NO_CACHE : IMMUTABLE;
}
