/// <reference lib="webworker" />
// The shell's service worker (docs/offline.md), built by tools/build/service-worker.mjs:
// - the shell's own files, precached per shell build (workbox-precaching, the list injected at build);
// - every remote's deployed version in a cache of its own (remoteVersions.ts);
// - pages from the network; without it, the app shell for the pages that work offline and the
//   offline page for the rest (cacheRules.ts). Signed-in pages are never stored: they are
//   `private, no-store` and someone's own.
// /api/* is never cached here: an answer is never served stale as if fresh (a navigation into it is
// passed to the network with its preload response, so it is requested once).
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { CHECK_REMOTES_MESSAGE, REMOTE_CHECK_INTERVAL_MS, REMOTES_MAP_CACHE, isApiPath, offlineFallbackFor, remoteFileRule } from './cacheRules.ts';
import { isKeepAppRequest, type KeepAppReply } from '@lectern/shared-api/contract';
import { keepRemoteVersions, keptChunk, keptRemoteFile, knownBases, onKeepProgress, remoteKept, restoreBases } from './remoteVersions.ts';

/** Set at build time (tools/build/service-worker.mjs) from the artifact contract. */
declare const process: { env: Record<string, string | undefined> };
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

const APP_SHELL = process.env.LECTERN_SW_APP_SHELL!;
const OFFLINE_PAGE = process.env.LECTERN_SW_OFFLINE_PAGE!;
const PRECACHE_FILE = process.env.LECTERN_SW_PRECACHE_FILE!;
/** The shared packages this shell provides (from its mf-manifest.json, written in at its build): remotes' own copies of them are not kept. */
const HOST_SHARED: ReadonlySet<string> = new Set(JSON.parse(process.env.LECTERN_SW_HOST_SHARED!) as string[]);
const origin = self.location.origin;

// A new shell deploy takes over at once, and the pages open are claimed. Safe: the worker's own
// files are the shell's, whose running page keeps the modules it already has; the remotes'
// caches outlive any one worker, so an open page of the older shell still finds every remote
// chunk it could before (and a chunk that is gone everywhere fails as without a worker).
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

let checking: Promise<void> | null = null;
let lastCheck = 0;
/** One check of the remotes' versions at a time, at most once a minute unless the page asks. */
function checkRemotes(force = false): Promise<void> {
  if (checking) return checking;
  if (!force && Date.now() - lastCheck < REMOTE_CHECK_INTERVAL_MS) return Promise.resolve();
  lastCheck = Date.now();
  checking = keepRemoteVersions(origin, PRECACHE_FILE, HOST_SHARED)
    .catch((error: unknown) => console.warn('Checking the remotes failed', error))
    .finally(() => (checking = null));
  return checking;
}

const restored = restoreBases(origin).catch(() => undefined);

// Not the remotes' check: a worker's fetch events wait while it activates, and the page it claims
// would wait for every remote's download. The page asks for the check once it has registered.
self.addEventListener('activate', (event) => {
  if (self.registration.navigationPreload) event.waitUntil(self.registration.navigationPreload.enable());
});

/**
 * A page keeping a material asks for the reading remote's current release now, and waits: told
 * how the filling goes, then whether the release is on the device (a check already under way is
 * joined). This worker's own install kept the shell before it could answer at all.
 */
async function keepAppFor(remote: string, port: MessagePort): Promise<void> {
  const reply = (message: KeepAppReply) => port.postMessage(message);
  reply({ type: 'started' });
  const stop = onKeepProgress(remote, (done, total) => reply({ type: 'progress', done, total }));
  try {
    await checkRemotes(true);
  } finally {
    stop();
  }
  reply({ type: 'done', kept: remoteKept(remote) === true });
}

self.addEventListener('message', (event) => {
  if (event.data === CHECK_REMOTES_MESSAGE) event.waitUntil(checkRemotes(true));
  else if (isKeepAppRequest(event.data) && event.ports[0]) event.waitUntil(keepAppFor(event.data.remote, event.ports[0]));
});

// Pages: the network (with navigation preload); an online navigation checks the remotes now and then.
const pages = new NetworkOnly({
  plugins: [
    {
      fetchDidSucceed: async ({ response, event }) => {
        if (response.ok) (event as ExtendableEvent).waitUntil(checkRemotes());
        return response;
      },
      handlerDidError: async ({ request }) => {
        const fallback = offlineFallbackFor(new URL(request.url).pathname) === 'app-shell' ? APP_SHELL : OFFLINE_PAGE;
        return (await matchPrecache(fallback)) ?? (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
      },
    },
  ],
});
registerRoute(({ request, url }) => request.mode === 'navigate' && !isApiPath(url.pathname), pages);
// A navigation into /api/ (a file's download, the sign-in provider's redirect to the callback) goes
// to the network untouched and is never kept, but it is still answered here: with navigation
// preload on, a navigation the worker leaves alone is requested twice (the preload is thrown
// away), which downloaded a file twice and spent a sign-in's one-time state (the second callback
// was refused). Workbox answers a navigation with its preload response.
registerRoute(({ request, url }) => request.mode === 'navigate' && isApiPath(url.pathname), new NetworkOnly());

// The remotes map: the network first, the kept map offline.
registerRoute(
  ({ url }) => url.origin === origin && url.pathname === '/remotes.json',
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const kept = await (await caches.open(REMOTES_MAP_CACHE)).match('/remotes.json');
      if (kept) return kept;
      throw error;
    }
  },
);

// A remote's files: hashed chunks from the kept versions first; the entry and manifest from the network first.
// Until the kept map is read (a worker just woken), this origin's /remotes/ are taken as remotes' files.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    (remoteFileRule(url.href, knownBases) !== null || (knownBases.size === 0 && url.origin === origin && url.pathname.startsWith('/remotes/'))),
  async ({ request }) => {
    await restored;
    const rule = remoteFileRule(request.url, knownBases);
    if (!rule) return fetch(request);
    if (rule.kind === 'immutable') return (await keptChunk(request, rule.remote)) ?? fetch(request);
    try {
      return await fetch(request);
    } catch (error) {
      const kept = await keptRemoteFile(request, rule.remote);
      if (kept) return kept;
      throw error;
    }
  },
);
