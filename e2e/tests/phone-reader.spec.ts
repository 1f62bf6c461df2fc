import { expect, test, type Page } from '@playwright/test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writePdf } from '../../server/src/setup/seed/demo-pdf.ts';
import { createVerifiedAccount } from '../support/accounts.mjs';
import { elementsPastTheEdge, sidewaysOverflow } from '../support/layout.ts';
import { uploadThroughModal } from '../support/upload.ts';
import { useLectern } from '../support/pages.ts';

// A material read on a 360 px phone: zoomed in (pdf.js draws the page again, wider and sharper,
// and the page scrolls sideways inside its frame, never the site), read as text, full screen,
// scrolled through page by page with a finger; and on a laptop's screen, the reader's controls in
// view without scrolling, the wheel taking the reader through its pages.
const PHONE = { width: 360, height: 740 };
const LAPTOP = { width: 1366, height: 768 };
const lectern = useLectern({ DEMO_DATA: 'false' });
const folder = mkdtempSync(path.join(tmpdir(), 'lectern-reader-'));
const SENTENCE = 'Kirchhoff current law sums the currents at a node.';

/** A student's own PDF (two pages, or `pages`), once the document job has read its text; its id. */
async function uploadedNotes(page: Page, title: string, pages = 2): Promise<string> {
  await createVerifiedAccount(page.request, lectern, { firstName: 'Ada' });
  const pdf = path.join(folder, `${title.replace(/\W+/g, '-')}.pdf`);
  writeFileSync(pdf, writePdf({ title, subtitle: 'Week 5', paragraphs: ['Ohm law and resistors.', SENTENCE], minPages: pages }));
  await page.goto(`${lectern.url}/dashboard`);
  const id = await uploadThroughModal(page, title, pdf);
  // The text is read by the document job, in the background.
  await expect(async () => {
    const res = await page.request.get(`${lectern.url}/api/materials/${id}/text`);
    expect(res.status()).toBe(200);
    const { data } = (await res.json()) as { data: { pages: Array<{ text: string }> } };
    expect(data.pages.map((p) => p.text).join(' ')).toContain('Kirchhoff');
  }).toPass({ timeout: 60_000 });
  return id;
}

/** Page `number`'s drawing, by its name. */
const pageCanvas = (page: Page, title: string, number: number, of: number) =>
  page.getByRole('region', { name: 'Preview' }).getByRole('img', { name: `${title}, page ${number} of ${of}` });
const canvasWidth = (page: Page, title: string) => pageCanvas(page, title, 1, 2).evaluate((canvas: HTMLCanvasElement) => canvas.width);

/** Whether page `number` is drawn: its canvas holds dark pixels (the text), not a blank. */
const drawnWithText = (page: Page, title: string, number: number, of: number) =>
  pageCanvas(page, title, number, of)
    .evaluate((canvas: HTMLCanvasElement) => {
      const context = canvas.getContext('2d');
      if (!context || canvas.width === 0) return false;
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      for (let index = 0; index < data.length; index += 4) if (data[index]! < 128 && data[index + 3]! > 0) return true;
      return false;
    })
    .catch(() => false);

/** The reader's scroll box, and the page's own scroll (which the reader's must leave alone). */
const frameOf = (page: Page) => page.getByRole('region', { name: 'Preview' }).getByRole('group', { name: 'Page', exact: true });
const SHOTS = '/tmp/reader-shots';

test('on a 360 px phone: zoom in draws the page wider and sharper, the text view reads it, full screen comes and goes', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const title = `Circuits reader ${Date.now()}`;
  const id = await uploadedNotes(page, title);

  await page.goto(`${lectern.url}/material/${id}`);
  const reader = page.getByRole('region', { name: 'Preview' });
  await expect(reader.getByRole('img', { name: `${title}, page 1 of 2` })).toBeVisible();
  await expect(reader.getByText('Loading the preview...')).toHaveCount(0);
  await expect(reader.getByText('100 %')).toBeVisible();
  expect(await elementsPastTheEdge(page)).toEqual([]);
  const fitted = await canvasWidth(page, title);
  expect(fitted).toBeGreaterThan(0);

  await reader.getByRole('button', { name: 'Zoom in' }).click();
  await reader.getByRole('button', { name: 'Zoom in' }).click();
  await expect(reader.getByText('150 %')).toBeVisible();
  // Drawn again at the new zoom: more pixels, not the same picture stretched.
  await expect.poll(() => canvasWidth(page, title)).toBeGreaterThanOrEqual(Math.floor(fitted * 1.5) - 2);
  // The page scrolls sideways in its frame; the site itself does not.
  const frame = reader.getByRole('group', { name: 'Page', exact: true });
  expect(await frame.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  expect(await sidewaysOverflow(page)).toBe(0);
  await page.screenshot({ path: '/tmp/reader-phone-zoomed.png' });

  await reader.getByRole('button', { name: 'Text' }).click();
  await expect(reader.getByText(SENTENCE)).toBeVisible();
  await expect(reader.getByRole('button', { name: 'Zoom in' })).toHaveCount(0);
  expect(await sidewaysOverflow(page)).toBe(0);
  await page.screenshot({ path: '/tmp/reader-phone-text.png' });
  await reader.getByRole('button', { name: 'Pages' }).click();
  await expect(reader.getByRole('img', { name: `${title}, page 1 of 2` })).toBeVisible();
  await reader.getByRole('button', { name: 'Fit to width' }).click();
  await expect(reader.getByText('100 %')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: '/tmp/reader-360.png' });

  // Two fingers spread apart on the page: it zooms as they move, and is drawn again once they lift.
  const box = (await reader.getByRole('group', { name: 'Page', exact: true }).boundingBox())!;
  const middle = { x: box.x + box.width / 2, y: box.y + 200 };
  const fingers = (gap: number) => [
    { x: middle.x - gap / 2, y: middle.y, id: 0 },
    { x: middle.x + gap / 2, y: middle.y, id: 1 },
  ];
  const touch = await context.newCDPSession(page);
  await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(60) });
  for (const gap of [80, 100, 120]) await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(gap) });
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect(reader.getByText('200 %')).toBeVisible();
  await expect.poll(() => canvasWidth(page, title)).toBeGreaterThanOrEqual(Math.floor(fitted * 2) - 2);
  await reader.getByRole('button', { name: 'Fit to width' }).click();
  await expect(reader.getByText('100 %')).toBeVisible();

  await reader.getByRole('button', { name: 'Full screen' }).click();
  await expect(reader.getByRole('button', { name: 'Exit full screen' })).toBeVisible();
  // The reader fills the screen.
  await expect.poll(async () => (await reader.boundingBox())?.width).toBe(PHONE.width);
  await expect.poll(async () => (await reader.boundingBox())?.height).toBe(PHONE.height);
  await page.screenshot({ path: '/tmp/reader-phone-fullscreen.png' });
  await reader.getByRole('button', { name: 'Exit full screen' }).click();
  await expect(reader.getByRole('button', { name: 'Full screen' })).toBeVisible();
  expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();
  await expect.poll(async () => (await reader.boundingBox())?.height).toBeLessThan(PHONE.height);
  await context.close();
});

test('on a 360 px phone: a finger scrolls the reader through its pages, the counter following and each page drawn as it comes', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const title = `Circuits scroll ${Date.now()}`;
  const id = await uploadedNotes(page, title, 4);
  await page.goto(`${lectern.url}/material/${id}`);
  const reader = page.getByRole('region', { name: 'Preview' });
  await expect(reader.getByText('Page 1 of 4')).toBeVisible();
  await expect.poll(() => drawnWithText(page, title, 1, 4)).toBe(true);
  // Page 4 is far below the view: not drawn.
  await expect(pageCanvas(page, title, 4, 4)).toHaveCount(0);

  const frame = frameOf(page);
  await frame.scrollIntoViewIfNeeded();
  const box = (await frame.boundingBox())!;
  expect(box.height).toBeLessThanOrEqual(PHONE.height);
  const siteScroll = await page.evaluate(() => window.scrollY);
  const onePage = (await reader.getByRole('group', { name: 'Page 1 of 4' }).boundingBox())!.height;
  const touch = await context.newCDPSession(page);
  // A finger drags the pages up by `distance`, from the middle of the reader (the bottom of the
  // screen is the app's bar), in strokes of at most half the box, slowly enough not to fling.
  const drag = async (distance: number) => {
    const x = box.x + box.width / 2;
    const from = box.y + box.height / 2 + 100;
    for (let left = distance; left > 0; left -= 200) {
      const stroke = Math.min(left, 200);
      await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: from }] });
      for (let moved = 10; moved <= stroke; moved += 10) await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: from - moved }] });
      await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    }
  };
  await drag(onePage);
  await expect(reader.getByText('Page 2 of 4')).toBeVisible();
  await expect.poll(() => drawnWithText(page, title, 2, 4)).toBe(true);
  // The reader's box scrolled, not the site.
  expect(await frame.evaluate((el) => el.scrollTop)).toBeGreaterThan(onePage / 2);
  expect(await page.evaluate(() => window.scrollY)).toBe(siteScroll);
  expect(await sidewaysOverflow(page)).toBe(0);
  await page.screenshot({ path: `${SHOTS}/reader-360-page2.png` });

  await drag(onePage * 3);
  await expect(reader.getByText('Page 4 of 4')).toBeVisible();
  await expect.poll(() => drawnWithText(page, title, 4, 4)).toBe(true);
  // Page 1, far above now, has given its canvas back.
  await expect(pageCanvas(page, title, 1, 4)).toHaveCount(0);
  await reader.getByRole('button', { name: 'Previous page' }).click();
  await expect(reader.getByText('Page 3 of 4')).toBeVisible();
  await context.close();
});

test('on a laptop (1366 × 768): the page controls are in view without scrolling, in one row', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(LAPTOP);
  const title = `Circuits laptop ${Date.now()}`;
  const id = await uploadedNotes(page, title, 3);
  await page.goto(`${lectern.url}/material/${id}`);
  const reader = page.getByRole('region', { name: 'Preview' });
  await expect(reader.getByRole('img', { name: `${title}, page 1 of 3` })).toBeVisible();
  await expect(reader.getByText('Loading the preview...')).toHaveCount(0);
  await page.screenshot({ path: '/tmp/reader-1366.png' });
  const controls = ['Previous page', 'Next page', 'Zoom out', 'Zoom in', 'Fit to width', 'Full screen'];
  const tops = new Set<number>();
  for (const name of controls) {
    const box = (await reader.getByRole('button', { name }).boundingBox())!;
    expect(box.y + box.height, name).toBeLessThanOrEqual(LAPTOP.height);
    tops.add(Math.round(box.y));
  }
  expect(tops.size).toBe(1);
  await reader.getByRole('button', { name: 'Next page' }).click();
  await expect(reader.getByText('Page 2 of 3')).toBeVisible();
  await reader.getByRole('button', { name: 'Previous page' }).click();
  await expect(reader.getByText('Page 1 of 3')).toBeVisible();

  // The wheel over the pages scrolls the reader's box, not the site: the controls stay in view.
  const frame = frameOf(page);
  const box = (await frame.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(LAPTOP.height);
  const onePage = (await reader.getByRole('group', { name: 'Page 1 of 3' }).boundingBox())!.height;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, onePage);
  await expect(reader.getByText('Page 2 of 3')).toBeVisible();
  await expect.poll(() => drawnWithText(page, title, 2, 3)).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  for (const name of controls) {
    const control = (await reader.getByRole('button', { name }).boundingBox())!;
    expect(control.y, name).toBeGreaterThanOrEqual(0);
  }
  await page.screenshot({ path: `${SHOTS}/reader-1366-page2.png` });
});
