import type { Page } from '@playwright/test';

// What a test waits for before it takes the network away: the site must then open from the
// service worker's caches, as it would for a student whose signal drops.

/** The service worker controls the page, and has kept the shell (app shell and offline page) and every remote's current version. */
export async function offlineReady(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    if (!navigator.serviceWorker.controller) return false;
    const remotes = Object.keys((await (await fetch('/remotes.json')).json()) as Record<string, string>);
    const names = await caches.keys();
    const paths = async (name: string) => (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
    const precache = names.find((name) => name.startsWith('workbox-precache'));
    if (!precache) return false;
    const shell = await paths(precache);
    if (!shell.includes('/app-shell.html') || !shell.includes('/offline.html')) return false;
    for (const remote of remotes) {
      const kept = await Promise.all(names.filter((name) => name.startsWith(`lectern-remote-${remote}-`)).map(paths));
      if (!kept.some((files) => files.some((file) => file.endsWith('/remoteEntry.js')))) return false;
    }
    return true;
  });
}
