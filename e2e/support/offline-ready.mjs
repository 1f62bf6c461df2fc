// What a test (or a benchmark) waits for before it takes the network away: the site must then
// open from the service worker's caches, as it would for a student whose signal drops.

/**
 * Runs in the page: the service worker controls it, and has kept the shell (app shell and
 * offline page) and, for every remote, each file its current version's precache.json lists,
 * but for the remote's own copies of shared packages the shell provides (its /mf-manifest.json),
 * which the worker does not keep. Judged from the lists themselves, not from the worker's code:
 * a remote's first files, cached as the page loaded them, are not yet its version kept.
 * @returns {Promise<boolean>}
 */
export async function offlineReadyInPage() {
  if (!navigator.serviceWorker.controller) return false;
  const remotes = await (await fetch('/remotes.json', { cache: 'no-store' })).json();
  const hostShared = new Set((await (await fetch('/mf-manifest.json', { cache: 'no-store' })).json()).shared.map((shared) => shared.name));
  const names = await caches.keys();
  const urls = async (name) => (await (await caches.open(name)).keys()).map((request) => request.url.split('?')[0]);
  const precache = names.find((name) => name.startsWith('workbox-precache'));
  if (!precache) return false;
  const shell = (await urls(precache)).map((url) => new URL(url).pathname);
  if (!shell.includes('/app-shell.html') || !shell.includes('/offline.html')) return false;
  for (const [remote, manifestPath] of Object.entries(remotes)) {
    const base = new URL(manifestPath, location.href);
    const list = await (await fetch(new URL('precache.json', base), { cache: 'no-store' })).json();
    const needed = list.files.filter((file) => !file.fallbackFor?.every((name) => hostShared.has(name))).map((file) => new URL(file.url, base).href);
    const kept = new Set((await Promise.all(names.filter((name) => name.startsWith(`lectern-remote-${remote}-`)).map(urls))).flat());
    if (!needed.every((url) => kept.has(url))) return false;
  }
  return true;
}
