import { expect, test } from '@playwright/test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { writePdf } from '../../server/src/setup/seed/demo-pdf.ts';
import { PPTX_SLIDES, slidesPptx } from '../../server/test/helpers/office-files.ts';
import { createVerifiedAccount } from '../support/accounts.mjs';
import { sidewaysOverflow } from '../support/layout.ts';
import { ADMIN, approveAsAdmin } from '../support/portal.ts';
import { searchUntilFoundInside, uploadThroughModal } from '../support/upload.ts';
import { useLectern } from '../support/pages.ts';

// Documents against the production build (docs/documents.md): a PowerPoint file read in the
// page after its background conversion, photos of notes made into one PDF, and search that
// finds a word inside a PDF with the passage it is in.
const PHONE = { width: 360, height: 740 };
const lectern = useLectern({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, DEMO_DATA: 'false' });
const folder = mkdtempSync(path.join(tmpdir(), 'lectern-documents-'));

for (const viewport of [{ name: 'desktop', size: { width: 1366, height: 900 } }, { name: 'phone', size: PHONE }]) {
  test(`a word only inside a PDF finds it, with the passage, the word marked and its page (${viewport.name})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport.size);
    await createVerifiedAccount(page.request, lectern, { firstName: 'Ada' });
    const word = `kirchhoff${Date.now().toString(36)}`;
    const title = `Circuit analysis ${viewport.name}`;
    const pdf = path.join(folder, `circuits-${viewport.name}.pdf`);
    writeFileSync(pdf, writePdf({ title, subtitle: 'Week 5', paragraphs: ['Ohm law and resistors.', `The ${word} current law sums the currents at a node.`], minPages: 2 }));
    await page.goto(`${lectern.url}/dashboard`);
    const id = await uploadThroughModal(page, title, pdf);
    await approveAsAdmin(lectern.url, [id]);

    const card = await searchUntilFoundInside(page, lectern.url, word, title);
    await expect(card.getByText(/^p\. \d+$/)).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
  });
}

test('a PowerPoint file: Preparing preview..., then its preview on the card, slide 2 read in the page, and a slide whole on a phone (LibreOffice)', async ({ page }) => {
  test.setTimeout(150_000);
  await createVerifiedAccount(page.request, lectern, { firstName: 'Grace' });
  const title = `Circuits slides ${Date.now()}`;
  const pptx = path.join(folder, 'circuits.pptx');
  writeFileSync(pptx, await slidesPptx());
  await page.goto(`${lectern.url}/dashboard`);
  await uploadThroughModal(page, title, pptx);

  // My Uploads: the card says its preview is being made, then shows it without a reload.
  await page.getByRole('link', { name: 'Libraries' }).first().click();
  const card = page.getByRole('region', { name: 'My Uploads' }).getByRole('article', { name: title, exact: true });
  await expect(card.getByRole('status')).toHaveText('Preparing preview...');
  await expect(card.locator('img')).toHaveAttribute('src', /\/api\/materials\/[^/]+\/preview$/, { timeout: 60_000 });
  await expect(card.getByText('Preparing preview...')).toHaveCount(0);

  // The material page reads the converted PDF: slide 2 of 3.
  await card.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('img', { name: `${title}, page 1 of ${PPTX_SLIDES.length}` })).toBeVisible();
  await preview.getByRole('button', { name: 'Next page' }).click();
  await expect(preview.getByText(`Page 2 of ${PPTX_SLIDES.length}`)).toBeVisible();
  await expect(preview.getByRole('img', { name: `${title}, page 2 of ${PPTX_SLIDES.length}` })).toBeVisible();

  // On a 360px phone the landscape slide fits its column whole, and the page never scrolls sideways...
  const material = page.url();
  await page.setViewportSize(PHONE);
  await page.goto(material);
  const slide = preview.getByRole('img', { name: `${title}, page 1 of ${PPTX_SLIDES.length}` });
  await expect(slide).toBeInViewport();
  const box = (await slide.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  expect(box.width).toBeGreaterThan(box.height);
  expect(await sidewaysOverflow(page)).toBe(0);
  // ...and its card's thumbnail shows the whole slide, not a crop of its middle.
  await page.goto(`${lectern.url}/dashboard/libraries`);
  const thumbnail = page.getByRole('region', { name: 'My Uploads' }).getByRole('article', { name: title, exact: true }).locator('img');
  await expect(thumbnail).toBeVisible();
  expect(await thumbnail.evaluate((image) => getComputedStyle(image).objectFit)).toBe('contain');
  expect(await sidewaysOverflow(page)).toBe(0);
});

/** A photo of `width` × `height` in one colour with a label drawn on it, as a JPEG. */
async function photo(file: string, width: number, height: number, colour: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${colour}"/></svg>`;
  writeFileSync(file, await sharp(Buffer.from(svg)).jpeg().toBuffer());
}

test('three photos of notes become one material of three pages, in the order chosen (phone)', async ({ browser }) => {
  test.setTimeout(150_000);
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await createVerifiedAccount(page.request, lectern, { firstName: 'Femi' });
  const title = `Handwritten notes ${Date.now()}`;
  const photos = [
    { file: path.join(folder, 'wide.jpg'), size: [1200, 800] },
    { file: path.join(folder, 'tall.jpg'), size: [800, 1200] },
    { file: path.join(folder, 'square.jpg'), size: [900, 900] },
  ] as const;
  for (const [index, { file, size }] of photos.entries()) await photo(file, size[0], size[1], ['#c33', '#3c3', '#33c'][index]!);

  await page.goto(`${lectern.url}/dashboard`);
  await page.getByRole('button', { name: 'New upload' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /File Upload/ }).click();
  await dialog.getByLabel('Material title', { exact: true }).fill(title);
  await dialog.getByRole('combobox', { name: 'Classification' }).selectOption({ label: 'Lecture Notes' });
  // On a phone the camera is one button away.
  await expect(dialog.getByRole('button', { name: 'Take photo' })).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Choose photos' }).click();
  await (await chooser).setFiles(photos.map((p) => p.file));
  const chosen = dialog.getByRole('list', { name: 'Chosen photos, in page order' }).getByRole('listitem');
  await expect(chosen).toHaveCount(3);
  // The square one first: pages square, wide, tall.
  await dialog.getByRole('button', { name: 'Move photo 3 earlier' }).click();
  await dialog.getByRole('button', { name: 'Move photo 2 earlier' }).click();
  expect(await sidewaysOverflow(page)).toBe(0);
  const created = page.waitForResponse((res) => res.url().endsWith('/api/materials') && res.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  const { id } = ((await response.json()) as { data: { id: string } }).data;
  await expect(dialog.getByRole('heading', { name: 'Upload Received!' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();

  // Read in the page: three pages, the first square.
  await page.goto(`${lectern.url}/material/${id}`);
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByText('Page 1 of 3')).toBeVisible({ timeout: 60_000 });
  const shapeOf = (number: number) =>
    preview.getByRole('img', { name: `${title}, page ${number} of 3` }).evaluate((c: HTMLCanvasElement) => (c.width > 0 ? Math.round((c.width / c.height) * 100) / 100 : 0));
  await expect.poll(() => shapeOf(1)).toBe(1);
  await preview.getByRole('button', { name: 'Next page' }).click();
  await expect(preview.getByText('Page 2 of 3')).toBeVisible();
  await expect.poll(() => shapeOf(2)).toBe(1.5);
  await context.close();
});
