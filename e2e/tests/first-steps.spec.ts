// Small things a new user tripped on, on a phone: the first Tab stop skips to
// the page, the upload's last step says it is done and offers another, and staff land on the
// portal after signing in; a duplicate file's refusal leads to the first copy.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { writePdf } from '../../server/src/setup/seed/demo-pdf.ts';
import { createVerifiedAccount } from '../support/accounts.mjs';
import { ADMIN, signInAsAdmin } from '../support/portal.ts';
import { uploadThroughModal } from '../support/upload.ts';
import { useLectern } from '../support/pages.ts';

const lectern = useLectern({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, DEMO_DATA: 'false' });

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

test('a file already uploaded: the refusal links to the first copy, and its toast covers neither the Upload button nor the error', async ({ page }) => {
  await createVerifiedAccount(page.request, lectern, { firstName: 'Bisi' });
  const title = `Recursion notes ${Date.now()}`;
  const pdfPath = path.join(mkdtempSync(path.join(tmpdir(), 'lectern-duplicate-')), 'recursion.pdf');
  writeFileSync(pdfPath, writePdf({ title, subtitle: 'CSC 204', paragraphs: ['Base cases first.'] }));
  await page.goto(`${lectern.url}/dashboard`);
  const firstId = await uploadThroughModal(page, title, pdfPath);

  await page.getByRole('button', { name: 'New upload' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /File Upload/ }).click();
  await dialog.getByLabel('Material title', { exact: true }).fill('The same notes again');
  await dialog.getByRole('combobox', { name: 'Classification' }).selectOption({ label: 'Lecture Notes' });
  await dialog.getByLabel('File', { exact: true }).setInputFiles(pdfPath);
  const upload = dialog.getByRole('button', { name: 'Upload', exact: true });
  await upload.scrollIntoViewIfNeeded();
  await upload.click();
  const refusal = `This file is already on Lectern as "${title}".`;
  const toast = page.getByRole('alert').filter({ hasText: refusal }).and(page.locator('.Toastify__toast'));
  await expect(toast).toBeVisible();
  // Once it has slid in and found its place.
  await expect
    .poll(async () => {
      const box = await toast.boundingBox();
      return Boolean(box && box.x >= 0 && box.x + box.width <= 360);
    })
    .toBe(true);
  const covered = async (target: ReturnType<Page['getByRole']>) => {
    const [a, b] = [await toast.boundingBox(), await target.boundingBox()];
    return Boolean(a && b && a.y < b.y + b.height && b.y < a.y + a.height);
  };
  expect(await covered(upload)).toBe(false);
  const inline = dialog.getByText(refusal).first();
  await expect(inline).toBeVisible();
  expect(await covered(inline)).toBe(false);

  const link = dialog.getByRole('link', { name: 'Open the material already on Lectern' });
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/material/${firstId}$`));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});
