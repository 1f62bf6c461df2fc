import path from 'node:path';
import {
  FEDERATION_MANIFEST_FILE,
  PRELOAD_FILE,
  PRERENDER_BUNDLE_FILE,
  PRERENDER_PAGES_FILE,
  PRECACHE_FILE,
  REMOTE_ENTRY_FILE,
  SHELL_UNHASHED_FILES,
} from '@lectern/build/artifacts';

// Files whose names carry no content hash: the browser (or a CDN in front of a remote) must
// revalidate them, or a new deploy of the shell or a remote would not be seen. The build's
// preload list and prerendered pages are read by the server, from a remote's host too; a
// remote's precache list by the service worker, which must see a new deploy's. The shell's
// fixed names: the service worker (a browser checks /sw.js for updates, and must get the new
// one), the web app manifest, its icons and the offline page.
const UNHASHED = new Set<string>([
  'remotes.json',
  'index.html',
  FEDERATION_MANIFEST_FILE,
  REMOTE_ENTRY_FILE,
  PRELOAD_FILE,
  PRERENDER_PAGES_FILE,
  PRERENDER_BUNDLE_FILE,
  PRECACHE_FILE,
  ...SHELL_UNHASHED_FILES,
]);

export const NO_CACHE = 'no-cache';
/** What differs by person but may be kept and revalidated by their own browser (the remotes map: their bucket's releases). */
export const PRIVATE_NO_CACHE = 'private, no-cache';
/** A page that carries someone's session. */
export const PRIVATE_NO_STORE = 'private, no-store';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  return UNHASHED.has(name) || name.endsWith('.html') ? NO_CACHE : IMMUTABLE;
}
