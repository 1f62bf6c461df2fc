import path from 'node:path';
import {
  FEDERATION_MANIFEST_FILE,
  PRELOAD_FILE,
  PRERENDER_BUNDLE_FILE,
  PRERENDER_PAGES_FILE,
  REMOTE_ENTRY_FILE,
} from '@lectern/build/artifacts';

// Files whose names carry no content hash: the browser (or a CDN in front of a remote) must
// revalidate them, or a new deploy of the shell or a remote would not be seen. The build's
// preload list and prerendered pages are read by the server, from a remote's host too.
const UNHASHED = new Set([
  'remotes.json',
  'index.html',
  FEDERATION_MANIFEST_FILE,
  REMOTE_ENTRY_FILE,
  PRELOAD_FILE,
  PRERENDER_PAGES_FILE,
  PRERENDER_BUNDLE_FILE,
]);

export const NO_CACHE = 'no-cache';
/** A page that carries someone's session. */
export const PRIVATE_NO_STORE = 'private, no-store';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  return UNHASHED.has(name) || name.endsWith('.html') ? NO_CACHE : IMMUTABLE;
}
