import { expect, test } from '@playwright/test';
import { createVerifiedAccount } from '../support/accounts.mjs';
import { landingVariant } from '../support/landing-builds.mjs';
import { serveFolder, startLectern } from '../support/servers.mjs';

test.describe('a remote that cannot be fetched', () => {
  // The remote's files are cut off and held with page.route, which a service worker's own fetches
  // pass by: once the worker controls the page (it registers when the page is idle, sooner or later
  // on a busy machine) Retry would reach the real files. The worker has its own spec (pwa.spec.ts).
  test.use({ serviceWorkers: 'block' });
  let lectern: Awaited<ReturnType<typeof startLectern>>;
  test.beforeAll(async () => {
    lectern = await startLectern();
  });
  test.afterAll(async () => {
    await lectern?.stop();
  });

  test('shows its fallback while the rest of the site works', async ({ page }) => {
    await page.route('**/remotes/landing/**', (route) => route.abort('connectionrefused'));
    await page.goto(lectern.url);
    await expect(page.getByRole('heading', { name: 'This section could not be loaded' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

    // The shell still routes: an unknown page shows the 404 page.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/still/working');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { name: 'Ooops! Page not found' })).toBeVisible();
  });

  test('comes back with Retry once its files can be fetched again, its spinner turning meanwhile', async ({ page }) => {
    let down = true;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/remotes/landing/**', async (route) => {
      if (down) return route.abort('connectionrefused');
      await released;
      await route.continue();
    });
    await page.goto(lectern.url);
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    down = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
    // The prerendered page held its animations still until React took it over; React replaced it instead.
    const states = await page.evaluate(() => document.getAnimations().map((animation) => animation.playState));
    release();
    expect(states.length).toBeGreaterThan(0);
    expect(states).toEqual(states.map(() => 'running'));
    await expect(page.getByRole('combobox')).toBeVisible();
  });

  test('the student area down shows the same fallback on /dashboard, and the dashboard once it loads', async ({ page }) => {
    await createVerifiedAccount(page.request, lectern, { firstName: 'Kemi' });
    await page.route('**/remotes/student/**', (route) => route.abort('connectionrefused'));
    await page.goto(`${lectern.url}/dashboard`);
    await expect(page.getByRole('heading', { name: 'This section could not be loaded' })).toBeVisible();
    await page.unroute('**/remotes/student/**');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome back, Kemi' })).toBeVisible();
  });
});

test.describe('a remote rebuilt and redeployed alone', () => {
  test.setTimeout(240_000);
  let lectern: Awaited<ReturnType<typeof startLectern>>;
  let host: Awaited<ReturnType<typeof serveFolder>>;
  let redeployed: Awaited<ReturnType<typeof landingVariant>>;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    // Another build of the landing remote than the shell was built with (built once per run).
    redeployed = await landingVariant();
    host = await serveFolder(redeployed.dir);
    lectern = await startLectern({ REMOTE_LANDING_URL: `${host.url}/mf-manifest.json` });
  });
  test.afterAll(async () => {
    await lectern?.stop();
    await host?.stop();
  });

  test('is picked up by the unchanged shell build', async ({ page }) => {
    const fromHost: string[] = [];
    page.on('request', (req) => {
      if (req.url().startsWith(host.url)) fromHost.push(req.url());
    });
    await page.goto(lectern.url);
    await expect(page.getByTestId('build-id')).toHaveText(`Build ${redeployed.id}`);
    // The text is the prerendered markup, there before any script; the scripts follow from the host.
    await expect.poll(() => fromHost.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
  });
});
