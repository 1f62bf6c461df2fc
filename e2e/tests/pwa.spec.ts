import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.mjs';
import { createVerifiedAccount } from '../support/accounts.mjs';
import { landingVariant, mainLandingBuild } from '../support/landing-builds.mjs';
import { offlineReady } from '../support/offline.ts';
import { freePort, startLectern } from '../support/servers.mjs';

// An installable app that opens offline (docs/offline.md): Chromium's installability check,
// the dashboard and Libraries opened again with the network gone (the service worker's app shell
// and its kept remotes), the offline page for a page never kept, and a remote redeployed alone
// picked up with the service worker active.

/** The versions of a remote the service worker keeps (cache names). */
function keptVersions(page: Page, remote: string): Promise<string[]> {
  return page.evaluate(async (name) => (await caches.keys()).filter((cache) => cache.startsWith(`lectern-remote-${name}-`)), remote);
}

test.describe('the installable app, offline', () => {
  let lectern: Awaited<ReturnType<typeof startLectern>>;
  test.beforeAll(async () => {
    lectern = await startLectern();
  });
  test.afterAll(async () => {
    await lectern?.stop();
  });

  test("passes Chromium's installability check", async () => {
    // A profile on disk: Chromium never offers to install from an incognito-like context (Playwright's default).
    const profile = mkdtempSync(path.join(tmpdir(), 'lectern-pwa-profile-'));
    const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(lectern.url);
      await expect(page.getByRole('combobox')).toBeVisible();
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      const manifest = await cdp.send('Page.getAppManifest');
      expect(manifest.errors).toEqual([]);
      expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({ name: 'Lectern', start_url: '/dashboard', display: 'standalone' });
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('opens the dashboard and Libraries with the network gone; a page never kept shows the offline page', async ({ page, context }) => {
    test.setTimeout(120_000);
    await createVerifiedAccount(page.request, lectern, { firstName: 'Kemi' });
    await page.goto(`${lectern.url}/dashboard`);
    await expect(page.getByRole('heading', { name: 'Welcome back, Kemi' })).toBeVisible();
    await page.getByRole('link', { name: 'Libraries' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Libraries' })).toBeVisible();
    await expect.poll(() => offlineReady(page), { timeout: 60_000, intervals: [500] }).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'My Libraries' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
    // The dashboard's layout: its navigation.
    await expect(page.getByRole('link', { name: 'Libraries' }).first()).toBeVisible();

    for (const never of ['/management', '/dashboard/search?q=x']) {
      await page.goto(`${lectern.url}${never}`);
      await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
      await expect(page.getByText('Search, and browsing courses')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    }

    // Back online, "Try again" opens the page asked for.
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/dashboard\/search\?q=x$/);
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toHaveCount(0);

    // Nobody seen signed in on this browser (signed out, or another person's computer): offline, the
    // app shell has nobody to show, so the offline page, whose "Try again" comes back to Libraries.
    await page.evaluate(() => localStorage.clear());
    await context.setOffline(true);
    await page.goto(`${lectern.url}/dashboard/libraries`);
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'My Libraries' })).toHaveCount(0);
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/dashboard\/libraries$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Libraries' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toHaveCount(0);
  });
});

test.describe('a remote redeployed alone, with the service worker active', () => {
  test.setTimeout(240_000);
  let lectern: Awaited<ReturnType<typeof startLectern>>;
  let folder = '';
  /** A deploy cut short: the new entry and manifest are up, its hashed chunks not yet. */
  let chunksMissing = false;
  let host: { url: string; stop: () => Promise<void> };

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    await landingVariant(); // built once per run, before the clock of the journey starts
    folder = mainLandingBuild().dir;
    // A static host whose folder is swapped: a remote's deploy, with the shell and its server untouched.
    const port = await freePort();
    const server = createServer((req, res) => {
      const file = path.join(folder, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
      const cors = { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' };
      const missing = chunksMissing && /\.[0-9a-f]{10}\.(?:js|css)$/.test(file);
      if (missing || !file.startsWith(folder) || !existsSync(file) || !statSync(file).isFile()) return void res.writeHead(404, cors).end();
      const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.json') ? 'application/json' : file.endsWith('.css') ? 'text/css' : 'application/octet-stream';
      res.writeHead(200, { ...cors, 'Content-Type': type });
      createReadStream(file).pipe(res);
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    host = { url: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(() => resolve())) };
    lectern = await startLectern({ REMOTE_LANDING_URL: `${host.url}/mf-manifest.json` });
  });
  test.afterAll(async () => {
    await lectern?.stop();
    await host?.stop();
  });

  test('shows the new text after an online reload, and the worker then keeps the new version only', async ({ page }) => {
    const before = mainLandingBuild();
    await page.goto(lectern.url);
    await expect(page.getByTestId('build-id')).toHaveText(`Build ${before.id}`);
    await expect.poll(() => offlineReady(page), { timeout: 60_000, intervals: [500] }).toBe(true);
    const [oldVersion] = await keptVersions(page, 'landing');

    const redeployed = await landingVariant();
    folder = redeployed.dir;
    const fromHost: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(host.url)) fromHost.push(request.url());
    });
    // The server keeps a remote's pages.json for a second.
    await page.waitForTimeout(1_100);
    await page.reload();
    await expect(page.getByTestId('build-id')).toHaveText(`Build ${redeployed.id}`);
    // Hydrated from the new build's scripts (the search box works), never the remote's fallback.
    await expect(page.getByRole('combobox')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'This section could not be loaded' })).toHaveCount(0);
    await expect(page.getByTestId('build-id')).toHaveText(`Build ${redeployed.id}`);
    expect(page.url()).toBe(`${lectern.url}/`);

    // The worker keeps the new version and, once it is complete, drops the old one.
    await page.evaluate(() => navigator.serviceWorker.controller?.postMessage('lectern:check-remotes'));
    await expect.poll(async () => {
      const versions = await keptVersions(page, 'landing');
      return versions.length === 1 && versions[0] !== oldVersion;
    }, { timeout: 60_000 }).toBe(true);
  });

  test("never serves an older version's chunks with a new entry: a chunk that cannot be fetched shows the fallback, and Retry loads it", async ({ page }) => {
    folder = mainLandingBuild().dir;
    chunksMissing = false;
    await page.goto(lectern.url);
    await expect(page.getByTestId('build-id')).toHaveText(`Build ${mainLandingBuild().id}`);
    await expect.poll(() => offlineReady(page), { timeout: 60_000, intervals: [500] }).toBe(true);

    const redeployed = await landingVariant();
    folder = redeployed.dir;
    chunksMissing = true;
    await page.waitForTimeout(1_100);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'This section could not be loaded' })).toBeVisible({ timeout: 30_000 });

    chunksMissing = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('combobox')).toBeVisible();
    await expect(page.getByTestId('build-id')).toHaveText(`Build ${redeployed.id}`);
  });
});
