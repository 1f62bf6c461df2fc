// Small things a new user tripped on, on a phone: the first Tab stop skips to
// the page, the upload's last step says it is done and offers another, and staff land on the
// portal after signing in.
import { expect, test } from '@playwright/test';
import { createVerifiedAccount } from '../support/accounts.mjs';
import { ADMIN, signInAsAdmin } from '../support/portal.ts';
import { startLectern } from '../support/servers.mjs';

let lectern: Awaited<ReturnType<typeof startLectern>>;

test.beforeAll(async () => {
  lectern = await startLectern({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, DEMO_DATA: 'false' });
});
test.afterAll(async () => {
  await lectern?.stop();
});

test.use({ viewport: { width: 360, height: 740 } });

test('the first Tab stop skips the navigation; a link upload ends with Done and Upload another', async ({ page }) => {
  await createVerifiedAccount(page.request, lectern, { firstName: 'Kemi' });
  await page.goto(`${lectern.url}/dashboard`);
  await expect(page.getByRole('heading', { name: 'Welcome back, Kemi' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  await page.getByRole('button', { name: 'New upload' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /Helpful Link/ }).click();
  await dialog.getByLabel('Material title', { exact: true }).fill('Graph theory primer');
  await dialog.getByRole('combobox', { name: 'Classification' }).selectOption({ label: 'Study Guides' });
  await dialog.getByLabel('URL', { exact: true }).fill('https://en.wikipedia.org/wiki/Graph_theory');
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog.getByRole('heading', { name: 'Upload Received!' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Upload another' }).click();
  await expect(dialog.getByRole('button', { name: /File Upload/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('an admin signing in lands on the management portal', async ({ browser }) => {
  const admin = await signInAsAdmin(browser, lectern);
  await expect(admin.page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await admin.context.close();
});
