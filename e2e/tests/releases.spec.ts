import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, request as apiRequest, test, type APIRequestContext } from '@playwright/test';
import * as tar from 'tar';
import { createVerifiedAccount } from '../support/accounts.mjs';
import { PHONE, DESKTOP } from '../support/pages.ts';
import { ADMIN, signInAsAdmin } from '../support/portal.ts';
import { ROOT, startLectern } from '../support/servers.mjs';

// Releases as a person meets them (docs/releases.md): a tab kept open across a promote keeps
// working, loading its own release's chunks; an admin previews a release for themselves.

/** The student remote's build as another release: the same files with another commit in its build info. */
async function anotherStudentBuild(): Promise<Buffer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'lectern-e2e-release-'));
  cpSync(path.join(ROOT, 'remote-student', 'dist'), dir, { recursive: true });
  const info = JSON.parse(readFileSync(path.join(dir, 'build-info.json'), 'utf8'));
  writeFileSync(path.join(dir, 'build-info.json'), JSON.stringify({ ...info, commit: `e2e-${Date.now()}` }));
  const chunks: Buffer[] = [];
  for await (const chunk of tar.c({ gzip: true, cwd: dir, portable: true }, readdirSync(dir))) chunks.push(chunk as Buffer);
  rmSync(dir, { recursive: true, force: true });
  return Buffer.concat(chunks);
}

/** The student release a new page load gets now, as `request`'s cookies see it (a preview is one person's). */
async function servedRelease(request: APIRequestContext, origin: string): Promise<string> {
  const map = await (await request.get(`${origin}/remotes.json`)).json();
  return /releases\/([0-9a-f]{12})\//.exec(map.student)![1]!;
}

test.describe('releases', () => {
  let lectern: Awaited<ReturnType<typeof startLectern>>;
  let admin: APIRequestContext;
  let adminHeaders: Record<string, string>;
  let original: string;
  let next: string;

  test.beforeAll(async () => {
    lectern = await startLectern({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    admin = await apiRequest.newContext({ baseURL: lectern.url });
    const login = await admin.post('/api/auth/login', { data: ADMIN });
    adminHeaders = { authorization: String(login.headers()['authorization']) };
    original = await servedRelease(admin, lectern.url);
    const published = await admin.post('/api/releases/student', { data: await anotherStudentBuild(), headers: { ...adminHeaders, 'content-type': 'application/gzip' } });
    expect(published.status()).toBe(201);
    next = (await published.json()).data.id;
  });
  test.afterAll(async () => {
    await admin?.dispose();
    await lectern?.stop();
  });

  test.describe('a tab kept open across a promote', () => {
    // What is tested is the server keeping an older release's files: the service worker, which
    // keeps them too, stays out of it.
    test.use({ serviceWorkers: 'block' });

    test('keeps loading its own release: no script fails, and its lazy pages come from the release it started with', async ({ page }) => {
      await createVerifiedAccount(page.request, lectern, { firstName: 'Zainab' });
      const failed: string[] = [];
      page.on('requestfailed', (request) => failed.push(`${request.url()} ${request.failure()?.errorText}`));
      page.on('response', (response) => {
        if (response.status() >= 400 && /\.(js|json)$/.test(new URL(response.url()).pathname)) failed.push(`${response.url()} ${response.status()}`);
      });
      const scripts: string[] = [];
      page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));

      await page.goto(`${lectern.url}/dashboard`);
      await expect(page.getByRole('heading', { name: 'Welcome back, Zainab' })).toBeVisible();
      // The heading is painted from the HTML before any script: a link followed before the app has
      // hydrated loads a new page (of the new release), which is not what this tab is about.
      await expect(page.locator('#root[data-hydrated]')).toBeAttached();
      expect(scripts.some((url) => url.includes(`/remotes/student/releases/${original}/`))).toBe(true);

      const promoted = await admin.post('/api/releases/student/promote', { data: { release: next }, headers: adminHeaders });
      expect(promoted.status()).toBe(200);
      // A new page load gets the new release...
      expect(await servedRelease(page.request, lectern.url)).toBe(next);

      // ...while this tab, moving inside the app, loads the settings page (a chunk of its own) from its own release.
      const before = scripts.length;
      await page.getByRole('link', { name: 'Settings' }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
      const loadedSince = scripts.slice(before).filter((url) => url.includes('/remotes/student/'));
      expect(loadedSince.length).toBeGreaterThan(0);
      expect(loadedSince.every((url) => url.includes(`/releases/${original}/`))).toBe(true);
      expect(failed).toEqual([]);
    });
  });

  test("an admin previews a release for themselves, says so on every page, and stops", async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const login = await page.request.post(`${lectern.url}/api/auth/login`, { data: ADMIN });
    expect(login.status()).toBe(200);
    // The release not served now, whichever the tests before left serving.
    const current = await servedRelease(admin, lectern.url);
    const other = current === next ? original : next;
    const start = await page.request.post(`${lectern.url}/api/releases/student/preview`, { data: { release: other }, headers: { Origin: lectern.url } });
    expect(start.status()).toBe(200);
    await page.goto(`${lectern.url}/dashboard`);
    const bar = page.getByRole('region', { name: 'Release preview' });
    await expect(bar).toContainText(`Previewing student release ${other.slice(0, 6)}.`);
    await bar.getByRole('button', { name: 'Stop' }).click();
    await expect(bar).toHaveCount(0);
    expect(await servedRelease(page.request, lectern.url)).toBe(current);
    await context.close();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    test(`the Releases page at ${viewport.width} px: a canary started, ended, the release promoted and rolled back, each confirmed and in the trail; a deploy key shown once`, async ({ browser }) => {
      const { page, context } = await signInAsAdmin(browser, lectern);
      await page.setViewportSize(viewport);
      await page.goto(`${lectern.url}/management/releases`);
      await expect(page.getByRole('heading', { level: 1, name: 'Releases' })).toBeVisible();
      const student = page.getByRole('region', { name: /Student area/ });
      const current = await servedRelease(admin, lectern.url);
      const other = current === next ? original : next;
      const short = other.slice(0, 6);

      await student.getByRole('button', { name: `Start canary release ${short}` }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Share of people (%)').fill('10');
      await dialog.getByRole('button', { name: 'Start canary' }).click();
      await expect(student.getByText('Serves 10% of people')).toBeVisible();

      await student.getByRole('button', { name: 'End canary' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'End canary' }).click();
      await expect(student.getByText('No canary running.')).toBeVisible();

      await student.getByRole('button', { name: `Promote release ${short}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Promote' }).click();
      await expect(page.getByText(`Student area now serves release ${short}.`)).toBeVisible();
      expect(await servedRelease(page.request, lectern.url)).toBe(other);

      await student.getByRole('button', { name: 'Roll back' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Roll back' }).click();
      await expect(page.getByText(`Student area rolled back to release ${current.slice(0, 6)}.`)).toBeVisible();
      expect(await servedRelease(page.request, lectern.url)).toBe(current);
      const trail = page.getByRole('region', { name: 'Audit trail' });
      await expect(trail.getByText(`Site Admin rolled Student area back to release ${current.slice(0, 6)} (from ${short}).`).first()).toBeVisible();

      const form = page.getByRole('form', { name: 'New deploy key' });
      await form.getByRole('combobox', { name: 'Remote' }).selectOption('management');
      await form.getByRole('textbox', { name: 'Name' }).fill(`portal-ci-${viewport.width}`);
      await form.getByRole('button', { name: 'Create key' }).click();
      const shown = page.getByRole('dialog', { name: 'Deploy key created' });
      await expect(shown.getByRole('textbox')).toHaveValue(/^ldk_management_[A-Za-z0-9_-]{43}$/);
      await shown.getByRole('button', { name: 'Done' }).click();
      await expect(page.getByRole('table', { name: 'Deploy keys' }).getByRole('rowheader', { name: `portal-ci-${viewport.width}` })).toBeVisible();
      // Nothing on the page runs wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await context.close();
    });
  }
});
