// Keeps, for every remote, the version currently deployed: the worker reads /remotes.json and
// each remote's precache.json (written by its own build, tools/build/precache-list.mjs) and
// fills a cache of that version, then deletes that remote's older versions, only once the new
// one is complete. Remotes are deployed on their own: the shell's build cannot list their files.
import type { RemotePrecache } from '@lectern/build/artifacts';
import { REMOTES_MAP_CACHE, filesToKeep, fillOrder, isCacheOfRemote, keptVersion, remoteBases, remoteCacheName, REMOTE_CACHE_PREFIX } from './cacheRules.ts';

const PRECACHE_FORMAT = 1;

/** Files kept of the files to keep, as a remote's version is filled. */
type KeepProgress = (done: number, total: number) => void;

/** Who is told how the filling of each remote goes (a page keeping a material waits on it). */
const progressListeners = new Map<string, Set<KeepProgress>>();

/** Each remote's last check: whether its current version ended complete on the device. */
const lastKept = new Map<string, boolean>();

/** Tells `listener` how the next fillings of `remote` go; returns how to stop. */
export function onKeepProgress(remote: string, listener: KeepProgress): () => void {
  const listeners = progressListeners.get(remote) ?? new Set<KeepProgress>();
  listeners.add(listener);
  progressListeners.set(remote, listeners);
  return () => listeners.delete(listener);
}

/** Whether the remote's current version was complete on the device at the end of the last check; undefined before one. */
export function remoteKept(remote: string): boolean | undefined {
  return lastKept.get(remote);
}

const report = (remote: string, done: number, total: number) => progressListeners.get(remote)?.forEach((listener) => listener(done, total));

/** Where each remote lives, as last read: the worker's routes match requests against it. */
export const knownBases = new Map<string, string>();

function learnBases(map: Record<string, unknown>, origin: string): void {
  knownBases.clear();
  for (const [remote, base] of remoteBases(map, origin)) knownBases.set(remote, base);
}

/** The remotes map the worker read last (it may start offline). */
export async function restoreBases(origin: string): Promise<void> {
  const kept = await (await caches.open(REMOTES_MAP_CACHE)).match('/remotes.json');
  if (kept && knownBases.size === 0) learnBases((await kept.json()) as Record<string, unknown>, origin);
}

/** Reads /remotes.json from the network and keeps it for offline starts. */
async function freshRemotesMap(origin: string): Promise<Record<string, unknown>> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`/remotes.json: ${response.status}`);
  await (await caches.open(REMOTES_MAP_CACHE)).put('/remotes.json', response.clone());
  const map = (await response.json()) as Record<string, unknown>;
  learnBases(map, origin);
  return map;
}

/** Fills the cache of the remote's current version; false when the build lists nothing to keep. */
async function keepVersion(remote: string, base: string, precacheFile: string, hostShared: ReadonlySet<string>): Promise<boolean> {
  const response = await fetch(new URL(precacheFile, base).href, { cache: 'no-cache', mode: 'cors' });
  if (!response.ok) return false; // an older build without a list: nothing to keep, the network serves it
  const list = (await response.json()) as RemotePrecache;
  if (list.format !== PRECACHE_FORMAT) return false;
  const name = remoteCacheName(remote, keptVersion(base, list.version));
  const cache = await caches.open(name);
  const files = fillOrder(filesToKeep(list.files, hostShared));
  for (const [index, file] of files.entries()) {
    report(remote, index, files.length);
    const url = new URL(file.url, base).href;
    if (await cache.match(url)) continue;
    // The unhashed files are revalidated (no-cache): the list names the deploy's current ones.
    const fetched = await fetch(url, { mode: 'cors', cache: file.revision === null ? 'default' : 'no-cache' });
    if (!fetched.ok) throw new Error(`${url}: ${fetched.status}`);
    await cache.put(url, fetched);
  }
  report(remote, files.length, files.length);
  // Complete: only now does this remote's older version go.
  for (const other of await caches.keys()) {
    if (other !== name && isCacheOfRemote(other, remote)) await caches.delete(other);
  }
  return true;
}

/**
 * Checks every remote's deployed version and keeps it, but for its copies of the shared packages
 * this shell provides (`hostShared`). A remote that fails (offline, a file missing mid-deploy)
 * keeps its last complete version and is tried again at the next check.
 */
export async function keepRemoteVersions(origin: string, precacheFile: string, hostShared: ReadonlySet<string>): Promise<void> {
  const map = await freshRemotesMap(origin);
  const bases = remoteBases(map, origin);
  await Promise.all(
    [...bases].map(([remote, base]) =>
      keepVersion(remote, base, precacheFile, hostShared).then(
        (kept) => lastKept.set(remote, kept),
        (error: unknown) => {
          lastKept.set(remote, false);
          console.warn(`Keeping ${remote} offline failed`, error);
        },
      ),
    ),
  );
  // A remote no longer in the map keeps nothing.
  for (const cacheName of await caches.keys()) {
    if (cacheName.startsWith(REMOTE_CACHE_PREFIX) && ![...bases.keys()].some((remote) => isCacheOfRemote(cacheName, remote))) {
      await caches.delete(cacheName);
    }
  }
}

/** The kept copy of a remote's fresh file: from that remote's complete version (entries are written last). */
export async function keptRemoteFile(request: Request, remote: string): Promise<Response | undefined> {
  for (const cacheName of await caches.keys()) {
    if (!isCacheOfRemote(cacheName, remote)) continue;
    const match = await (await caches.open(cacheName)).match(request, { ignoreSearch: true });
    if (match) return match;
  }
  return undefined;
}

/** A hashed chunk from any kept version: its name is its content. */
export async function keptChunk(request: Request, remote: string): Promise<Response | undefined> {
  return keptRemoteFile(request, remote);
}
