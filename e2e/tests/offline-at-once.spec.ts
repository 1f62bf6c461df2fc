import { expect, test, type Page } from '@playwright/test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writePdf } from '../../server/src/setup/seed/demo-pdf.ts';
import { createVerifiedAccount } from '../support/accounts.mjs';
import { ADMIN, approveAsAdmin } from '../support/portal.ts';
import { uploadThroughModal } from '../support/upload.ts';
import { startLectern } from '../support/servers.mjs';

// Kept means readable offline, at once: in a fresh browser (no service worker yet, no
// caches) a student keeps a material on a phone and loses the connection the moment "Kept
// offline" shows: the page opens and the PDF renders. Going offline while keeping shows nothing
// as kept and says it stopped. Run with --repeat-each=10 to see it hold every time.
let lectern: Awaited<ReturnType<typeof startLectern>>;
const title = `Heat transfer notes ${Date.now()}`;
let materialId = '';

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  lectern = await startLectern({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, DEMO_DATA: 'false' });
  const page = await browser.newPage();
  await createVerifiedAccount(page.request, lectern, { firstName: 'Uche' });
  await page.goto(`${lectern.url}/dashboard`);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'lectern-at-once-')), 'heat-transfer.pdf');
  writeFileSync(file, writePdf({ title, subtitle: 'Kept offline at once', paragraphs: ['Conduction, convection, radiation.'], minPages: 2 }));
  materialId = await uploadThroughModal(page, title, file);
  await approveAsAdmin(lectern.url, [materialId]);
  await page.close();
});
test.afterAll(async () => {
  await lectern?.stop();
});

/** A fresh phone-sized browser with a new student signed in, on the material's page. */
async function freshPhoneOnMaterial(browser: import('@playwright/test').Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await createVerifiedAccount(page.request, lectern, { firstName: 'Ada' });
  await page.goto(`${lectern.url}/material/${materialId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return page;
}

test('a material kept in a fresh browser opens and renders with the network gone the moment "Kept offline" shows', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await freshPhoneOnMaterial(browser);
  await page.getByRole('button', { name: /^Keep offline/ }).click();
  await expect(page.getByRole('button', { name: /^Kept offline/ })).toHaveAttribute('aria-pressed', 'true', { timeout: 60_000 });

  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('img', { name: new RegExp(`^${title}, page 1 of \\d+$`) })).toBeVisible();
  await expect(page.getByText('This section could not be loaded')).toHaveCount(0);
  await page.context().close();
});

test('going offline while keeping: nothing is shown kept, and it says why it stopped; back online it keeps', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await freshPhoneOnMaterial(browser);
  // The worker is in charge (it would keep the app), then the connection goes.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
  await page.context().setOffline(true);
  await page.getByRole('button', { name: /^Keep offline/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: /^Could not (save the app for reading offline|keep this material): the connection failed/ })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: /^Keep offline/ })).toHaveAttribute('aria-pressed', 'false');

  await page.context().setOffline(false);
  await page.getByRole('button', { name: /^Keep offline/ }).click();
  await expect(page.getByRole('button', { name: /^Kept offline/ })).toHaveAttribute('aria-pressed', 'true', { timeout: 60_000 });
  await page.context().close();
});

test('a connection lost before the worker registered: back online it registers, and a kept material then opens offline', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await createVerifiedAccount(page.request, lectern, { firstName: 'Ifeoma' });
  // The worker's script is the first thing the lost connection takes.
  const registration = '**/sw.js';
  let refused = 0;
  await context.route(registration, (route) => {
    refused += 1;
    return route.abort('internetdisconnected');
  });
  await page.goto(`${lectern.url}/material/${materialId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect.poll(() => refused).toBe(1);
  await context.unroute(registration);
  await context.setOffline(true);
  await context.setOffline(false);

  await page.getByRole('button', { name: /^Keep offline/ }).click();
  await expect(page.getByRole('button', { name: /^Kept offline/ })).toHaveAttribute('aria-pressed', 'true', { timeout: 60_000 });
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Preview' }).getByRole('img', { name: new RegExp(`^${title}, page 1 of \\d+$`) })).toBeVisible();
  await context.close();
});
