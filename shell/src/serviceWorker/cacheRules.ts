// What the service worker does with each request (docs/offline.md). Pure: no worker
// globals, so the rules are unit-tested (cacheRules.test.ts) and read in one place.
import { releaseOfUrl } from '@lectern/shared-api/contract';

/** A content hash in the name ([name].[contenthash:10].ext, tools/build/federation.mjs): the name is the version. */
const HASHED_NAME = /\.[0-9a-f]{10}\.[a-z0-9]+$/;

/**
 * Pages that open offline from the app shell: the dashboard's layout, Libraries (with the
 * materials kept on the device, and its folders) and a material's page. Every other page offline
 * shows the offline page, which says what works without a connection.
 */
const OFFLINE_PAGES = [/^\/dashboard\/?$/, /^\/dashboard\/libraries(?:\/.*)?$/, /^\/material\/[^/]+\/?$/];

/** The API is never the worker's: no answer of it is kept or served stale as if fresh. */
export const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

export type NavigationFallback = 'app-shell' | 'offline-page';

/** What a navigation shows when the network is gone. */
export function offlineFallbackFor(pathname: string): NavigationFallback {
  return OFFLINE_PAGES.some((page) => page.test(pathname)) ? 'app-shell' : 'offline-page';
}

/**
 * A remote's file, by the folder of its mf-manifest.json:
 * - `immutable`: a content-hashed chunk. From any kept version (the name is the content), else
 *   the network; a chunk neither kept nor reachable fails as it would without the worker, and
 *   the remote's boundary shows its fallback with Retry.
 * - `fresh`: the entry, the manifest, the file list and anything else without a hash. The
 *   network first (a remote redeployed alone is picked up at once), the kept copy only when the
 *   network is gone.
 */
export type RemoteFileRule = { remote: string; kind: 'immutable' | 'fresh' };

/** Each remote's base: the folder of its mf-manifest.json, absolute. */
export function remoteBases(map: Record<string, unknown>, origin: string): Map<string, string> {
  const bases = new Map<string, string>();
  for (const [name, manifest] of Object.entries(map)) {
    if (typeof manifest !== 'string' || !manifest) continue;
    try {
      bases.set(name, new URL('.', new URL(manifest, origin)).href);
    } catch {
      // a map entry that is not a URL leaves that remote unregistered, as in the shell
    }
  }
  return bases;
}

export function remoteFileRule(url: string, bases: Map<string, string>): RemoteFileRule | null {
  const withoutQuery = url.split(/[?#]/)[0]!;
  for (const [remote, base] of bases) {
    if (!withoutQuery.startsWith(base)) continue;
    return { remote, kind: HASHED_NAME.test(withoutQuery) ? 'immutable' : 'fresh' };
  }
  return null;
}

/**
 * The version a remote's cache is named by: its file list's (precache.json), and, for a remote
 * served as a release of this site (`/remotes/<name>/releases/<id>/`), that release too. Two
 * releases may hold the same files under different paths: each gets its cache, so what is kept
 * follows the release the person is on, and the one they left goes once the new one is complete.
 */
export function keptVersion(base: string, listVersion: string): string {
  const release = releaseOfUrl(base)?.release;
  return release ? `${release}-${listVersion}` : listVersion;
}

/** A remote's kept versions are caches named by remote and version. */
export const REMOTE_CACHE_PREFIX = 'lectern-remote-';
export const remoteCacheName = (remote: string, version: string) => `${REMOTE_CACHE_PREFIX}${remote}-${version}`;
export const isCacheOfRemote = (cacheName: string, remote: string) => cacheName.startsWith(`${REMOTE_CACHE_PREFIX}${remote}-`);

/** The last remotes map the worker read, for offline starts. */
export const REMOTES_MAP_CACHE = 'lectern-remotes-map';

/**
 * Files to fetch for a version, in order: the hashed chunks first, the fresh files (entry,
 * manifest) last, so a version cut short by a lost connection has no entry, and the offline
 * fallback for an entry only ever finds a complete version's.
 */
export function fillOrder<T extends { revision: string | null }>(files: T[]): T[] {
  return [...files.filter((file) => file.revision === null), ...files.filter((file) => file.revision !== null)];
}

/**
 * A remote's files to keep under this shell: all but the remote's own copies of shared packages
 * (`fallbackFor`) when this shell provides every one of them (`hostShared`), since those copies
 * never run here. A package the shell does not provide (the remotes' forms, say) keeps its copy.
 */
export function filesToKeep<T extends { fallbackFor?: string[] }>(files: T[], hostShared: ReadonlySet<string>): T[] {
  return files.filter((file) => !file.fallbackFor?.length || !file.fallbackFor.every((name) => hostShared.has(name)));
}

/** Online navigations check the remotes' versions at most this often (the page also asks once it has loaded). */
export const REMOTE_CHECK_INTERVAL_MS = 60_000;

/** What a page may ask its worker. */
export const CHECK_REMOTES_MESSAGE = 'lectern:check-remotes';
