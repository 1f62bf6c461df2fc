import { expect, test } from '@playwright/test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writePdf } from '../../server/src/setup/seed/demo-pdf.ts';
import { createVerifiedAccount } from '../support/accounts.mjs';
import { sidewaysOverflow } from '../support/layout.ts';
import { ADMIN, approveAsAdmin } from '../support/portal.ts';
import { searchUntilFoundInside, uploadThroughModal } from '../support/upload.ts';
import { useLectern } from '../support/pages.ts';

// A search result opens the reader at the page the words were found on, with them marked on the
// drawn page, on a phone, against the production build.
const PHONE = { width: 360, height: 740 };
const lectern = useLectern({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, DEMO_DATA: 'false' });
const folder = mkdtempSync(path.join(tmpdir(), 'lectern-search-highlight-'));

test('a word only on page 2 of a PDF: its result opens page 2 with the word boxed over the page, and Clear takes it away (phone)', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize(PHONE);
  await createVerifiedAccount(page.request, lectern, { firstName: 'Ada' });
  const word = `kirchhoff${Date.now().toString(36)}`;
  const title = `Circuit laws ${Date.now()}`;
  // 20 one-line paragraphs (and the blank lines between them) fill page 1: the word is on page 2 only.
  const filler = Array.from({ length: 20 }, (_, index) => `Paragraph ${index + 1}: resistors in series add up.`);
  const pdf = path.join(folder, 'circuit-laws.pdf');
  writeFileSync(pdf, writePdf({ title, subtitle: 'EEE 201', paragraphs: [...filler, `The ${word} current law sums the currents at a node.`, 'Mesh analysis next week.'] }));
  await page.goto(`${lectern.url}/dashboard`);
  const id = await uploadThroughModal(page, title, pdf);
  await approveAsAdmin(lectern.url, [id]);

  const card = await searchUntilFoundInside(page, lectern.url, word, title);
  await expect(card.getByText('p. 2')).toBeVisible();

  await card.getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/material/${id}\\?q=${word}&page=2$`));
  const reader = page.getByRole('region', { name: 'Preview' });
  await expect(reader.getByText('Page 2 of 2')).toBeVisible();
  await expect(reader.getByRole('img', { name: `${title}, page 2 of 2` })).toBeVisible();
  // The searched words' line (each page has a status of its own while it is drawn).
  await expect(reader.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(`Showing “${word}” on page 2`);

  // The box lies over the canvas, on the word's line.
  const box = reader.locator('[data-highlight]');
  await expect(box).toHaveCount(1);
  await expect(box).toBeVisible();
  const canvas = await reader.getByRole('img', { name: `${title}, page 2 of 2` }).boundingBox();
  const marked = await box.boundingBox();
  expect(canvas && marked).toBeTruthy();
  expect(marked!.x).toBeGreaterThanOrEqual(canvas!.x);
  expect(marked!.y).toBeGreaterThanOrEqual(canvas!.y);
  expect(marked!.x + marked!.width).toBeLessThanOrEqual(canvas!.x + canvas!.width);
  expect(marked!.y + marked!.height).toBeLessThanOrEqual(canvas!.y + canvas!.height);
  expect(marked!.width).toBeGreaterThan(10);
  expect(await sidewaysOverflow(page)).toBe(0);
  await box.scrollIntoViewIfNeeded();
  await page.screenshot({ path: process.env.HIGHLIGHT_SCREENSHOT ?? test.info().outputPath('highlight-360.png') });

  // Zoomed in, the box grows with the page.
  await reader.getByRole('button', { name: 'Zoom in' }).click();
  await expect(reader.getByText('125 %')).toBeVisible();
  await expect.poll(async () => (await box.boundingBox())?.width ?? 0).toBeGreaterThan(marked!.width * 1.2);

  // The address alone does the same (a shared or reloaded link), and the page drawn on the
  // server hydrates without a mismatch.
  const trouble: string[] = [];
  page.on('console', (message) => {
    if (/hydrat|did not match|server rendered|Minified React error #(418|423|425)/i.test(message.text())) trouble.push(message.text());
  });
  await page.reload();
  await expect(reader.getByText('Page 2 of 2')).toBeVisible();
  await expect(box).toBeVisible();
  expect(trouble).toEqual([]);

  await reader.getByRole('button', { name: 'Clear' }).click();
  await expect(page).toHaveURL(new RegExp(`/material/${id}$`));
  await expect(box).toHaveCount(0);
  await expect(reader.getByText('Page 2 of 2')).toBeVisible();
});
