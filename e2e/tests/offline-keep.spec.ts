import { expect, test, type Page } from '@playwright/test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writePdf } from '../../server/src/setup/seed/demo-pdf.ts';
import { createVerifiedAccount, PASSWORD } from '../support/accounts.mjs';
import { sidewaysOverflow } from '../support/layout.ts';
import { offlineReady } from '../support/offline.ts';
import { ADMIN, approveAsAdmin } from '../support/portal.ts';
import { uploadThroughModal } from '../support/upload.ts';
import { useLectern } from '../support/pages.ts';

// Keep offline (docs/offline.md): two materials kept on the device are listed in Libraries' Offline row
// and read in the viewer (page 2 too) with the browser context offline, after a reload that the
// service worker serves; signing out leaves no kept file on the device.
const lectern = useLectern({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, DEMO_DATA: 'false' });
const folder = mkdtempSync(path.join(tmpdir(), 'lectern-offline-'));

/** Writes a two-page PDF and uploads it through the modal; returns the new material's id. */
async function uploadPdf(page: Page, title: string): Promise<string> {
  const file = path.join(folder, `${title.replace(/\W+/g, '-')}.pdf`);
  writeFileSync(file, writePdf({ title, subtitle: 'Kept offline', paragraphs: ['First page.', 'More text for the second page.'], minPages: 2 }));
  return uploadThroughModal(page, title, file);
}

/** Rows of the device's store of kept materials (every person's). */
function keptOnDevice(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('lectern-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('kept')) return resolve(0);
          const tx = db.transaction(['kept', 'files']);
          const kept = tx.objectStore('kept').count();
          const files = tx.objectStore('files').count();
          tx.oncomplete = () => resolve(kept.result + files.result);
        };
      }),
  );
}

/** Reads page 2 of the material open in the viewer. */
async function readPageTwo(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await preview.getByRole('button', { name: 'Next page' }).click();
  await expect(preview.getByRole('img', { name: new RegExp(`^${title}, page 2 of \\d+$`) })).toBeVisible();
  await expect(preview.getByRole('alert')).toHaveCount(0);
}

test('two materials kept offline read with the network gone (page 2 too); signing out leaves none on the device', async ({ page, context }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const email = await createVerifiedAccount(page.request, lectern, { firstName: 'Ngozi' });
  const titles = [`Thermodynamics notes ${Date.now()}`, `Fluid mechanics notes ${Date.now()}`];
  await page.goto(`${lectern.url}/dashboard`);
  const ids = [await uploadPdf(page, titles[0]!), await uploadPdf(page, titles[1]!)];
  await approveAsAdmin(lectern.url, ids);

  // Keep both from their material pages: the toggle then reads "Kept offline", pressed.
  for (const [index, id] of ids.entries()) {
    await page.goto(`${lectern.url}/material/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: titles[index] })).toBeVisible();
    await page.getByRole('button', { name: /^Keep offline/ }).click();
    await expect(page.getByRole('button', { name: /^Kept offline/ })).toHaveAttribute('aria-pressed', 'true', { timeout: 30_000 });
  }

  // Libraries' Offline row lists both, with the total.
  await page.goto(`${lectern.url}/dashboard/libraries`);
  const offline = page.getByRole('region', { name: 'Offline' });
  for (const title of titles) await expect(offline.getByRole('link', { name: title })).toBeVisible();
  await expect(offline.getByText(/^\d+(\.\d)? (KB|MB) kept on this device$/)).toBeVisible();
  // The service worker (built by the app) must control the page before the network goes.
  await expect.poll(() => offlineReady(page), { timeout: 60_000, intervals: [500] }).toBe(true);

  await context.setOffline(true);
  await page.reload();
  for (const title of titles) await expect(offline.getByRole('link', { name: title })).toBeVisible();
  // A browser without a network starts a page with navigator.onLine false; under Playwright's
  // emulation Chromium 150 starts the reloaded page with it true, and no offline event follows.
  // Turning the emulation off and on again tells the page, as a real browser would have at once.
  await context.setOffline(false);
  await context.setOffline(true);
  expect(await sidewaysOverflow(page)).toBe(0);
  for (const title of titles) {
    const started = Date.now();
    await offline.getByRole('link', { name: title }).click();
    await readPageTwo(page, title);
    test.info().annotations.push({ type: 'kept material opened offline (ms)', description: String(Date.now() - started) });
    await page.goBack();
    await expect(offline.getByRole('link', { name: title })).toBeVisible();
  }

  // The lists show what was last seen, and say so.
  const mine = page.getByRole('region', { name: 'My Uploads' });
  await expect(mine.getByText(/^Offline: showing what you saw at \d{2}:\d{2}$/)).toBeVisible();
  await expect(mine.getByRole('article', { name: titles[0] })).toBeVisible();

  // An upload needs the network: it says so, and keeps what was typed.
  await page.getByRole('button', { name: 'New upload' }).first().click();
  const upload = page.getByRole('dialog');
  await upload.getByRole('button', { name: /Helpful Link/ }).click();
  await upload.getByLabel('Material title', { exact: true }).fill('Bernoulli worked examples');
  await upload.getByRole('combobox', { name: 'Classification' }).selectOption({ label: 'Study Guides' });
  await upload.getByLabel('URL', { exact: true }).fill('https://en.wikipedia.org/wiki/Bernoulli%27s_principle');
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(upload.getByRole('alert').filter({ hasText: 'You are offline. This needs a connection' })).toBeVisible();
  await expect(upload.getByLabel('Material title', { exact: true })).toHaveValue('Bernoulli worked examples');
  await expect(upload.getByLabel('URL', { exact: true })).toHaveValue('https://en.wikipedia.org/wiki/Bernoulli%27s_principle');
  await page.keyboard.press('Escape');

  // Back online, the lists refresh (the note goes); then sign out: no kept file is left on the device.
  await context.setOffline(false);
  await expect(mine.getByText(/^Offline: showing what you saw/)).toHaveCount(0);
  await expect(mine.getByRole('article', { name: titles[0] })).toBeVisible();
  await page.goto(`${lectern.url}/dashboard/libraries`);
  await page.getByRole('button', { name: /log out/i }).click();
  // Signing out reloads the page, which then asks the person to sign in. Going anywhere before
  // the reload has loaded would race it (and be cut short).
  const reloaded = page.waitForEvent('load');
  await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
  await reloaded;
  await expect(page).toHaveURL(/\/auth\/signin/);
  // A count cut short by the reload is asked again.
  await expect.poll(() => keptOnDevice(page).catch(() => -1)).toBe(0);

  // Signed in again, the Offline row is empty.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await page.waitForURL(/\/dashboard/);
  await page.goto(`${lectern.url}/dashboard/libraries`);
  await expect(page.getByRole('region', { name: 'Offline' }).getByRole('heading', { name: 'Nothing kept offline yet.' })).toBeVisible();
});
