import { expect, request as apiRequest, test } from '@playwright/test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writePdf } from '../../server/src/setup/seed/demo-pdf.ts';
import { createVerifiedAccount } from '../support/accounts.mjs';
import { sidewaysOverflow } from '../support/layout.ts';
import { useLectern } from '../support/pages.ts';

// The student area against the real server: upload through the modal, review as the seeded
// admin through the API, then find, open, save, like, share, download and report.
const ADMIN = { email: 'admin@uni.edu', password: 'Adm1n-Passw0rd' };
const lectern = useLectern({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });

/** Approves materials as the seeded admin through the review call (portal.spec.ts drives the portal's screens). */
async function approveAsAdmin(ids: string[]) {
  const admin = await apiRequest.newContext({ baseURL: lectern.url });
  const login = await admin.post('/api/auth/login', { data: ADMIN });
  expect(login.status()).toBe(200);
  const headers = { authorization: String(login.headers()['authorization']) };
  for (const id of ids) expect((await admin.post(`/api/review/materials/review/${id}`, { headers, data: { action: 'approved' } })).status()).toBe(200);
  await admin.dispose();
}

test('upload a PDF and a link, see them pending, approved, found by course code, opened, saved, liked, shared, downloaded, reported', async ({ page, context }) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: lectern.url });
  await createVerifiedAccount(page.request, lectern, { firstName: 'Tola' });
  const title = `Graph theory notes ${Date.now()}`;
  const folder = mkdtempSync(path.join(tmpdir(), 'lectern-upload-'));
  const pdfPath = path.join(folder, 'graph-theory.pdf');
  writeFileSync(pdfPath, writePdf({ title, subtitle: 'CSC 204', paragraphs: ['Vertices, edges and paths.', 'Trees and spanning trees.'], minPages: 3 }));

  // Upload the PDF through the modal, with its course picked.
  await page.goto(`${lectern.url}/dashboard`);
  await expect(page.getByRole('heading', { name: 'Welcome back, Tola' })).toBeVisible();
  await page.getByRole('button', { name: 'New upload' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /File Upload/ }).click();
  await dialog.getByLabel('Material title', { exact: true }).fill(title);
  await dialog.getByRole('combobox', { name: 'Classification' }).selectOption({ label: 'Lecture Notes' });
  await dialog.getByRole('combobox', { name: 'Course (optional)' }).fill('csc 204');
  await dialog.getByRole('option', { name: /CSC 204/ }).first().click();
  await dialog.getByLabel('File', { exact: true }).setInputFiles(pdfPath);
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog.getByRole('heading', { name: 'Upload Received!' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();

  // And a helpful link.
  await page.getByRole('button', { name: 'New upload' }).first().click();
  await dialog.getByRole('button', { name: /Helpful Link/ }).click();
  await dialog.getByLabel('Material title', { exact: true }).fill(`${title} (link)`);
  await dialog.getByRole('combobox', { name: 'Classification' }).selectOption({ label: 'Study Guides' });
  await dialog.getByLabel('URL', { exact: true }).fill('https://en.wikipedia.org/wiki/Graph_theory');
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog.getByRole('heading', { name: 'Upload Received!' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();

  // Both wait in My Uploads as pending.
  await page.getByRole('link', { name: 'Libraries' }).first().click();
  const mine = page.getByRole('region', { name: 'My Uploads' });
  const pdfCard = mine.getByRole('article', { name: title, exact: true });
  await expect(pdfCard.getByText('Pending review')).toBeVisible();
  await expect(mine.getByRole('article', { name: `${title} (link)` }).getByText('Pending review')).toBeVisible();

  // The admin approves both through the API.
  const uploads = await (await page.request.get(`${lectern.url}/api/materials/mine`)).json();
  const ids = uploads.data.data.filter((m: { label: string }) => m.label.startsWith(title)).map((m: { id: string }) => m.id);
  expect(ids).toHaveLength(2);
  await approveAsAdmin(ids);

  // Found by course code, with and without the space.
  for (const query of ['CSC 204', 'csc204']) {
    await page.goto(`${lectern.url}/dashboard/search?q=${encodeURIComponent(query)}`);
    await expect(page.getByRole('article', { name: title, exact: true })).toBeVisible();
  }

  // Its course page, then its material page with the PDF drawn by pdf.js.
  await page.getByRole('article', { name: title, exact: true }).getByRole('link', { name: 'CSC 204' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^CSC 204: / })).toBeVisible();
  await page.getByRole('region', { name: 'Lecture Notes' }).getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // Page 1's drawing (the reader holds one canvas for each page near the view); a name is matched in part.
  const canvas = page.getByRole('region', { name: 'Preview' }).getByRole('img', { name: `${title}, page 1 of` });
  await expect(canvas).toBeVisible();
  await expect.poll(() => canvas.evaluate((c: HTMLCanvasElement) => c.width)).toBeGreaterThan(0);
  // Under it, the course's other materials (the demo's CSC 204 notes), each a card that opens its page.
  const related = page.getByRole('region', { name: 'Related materials' });
  await expect(related.getByRole('article').first()).toBeVisible();
  await expect(related.getByRole('article', { name: title, exact: true })).toHaveCount(0);

  // Save, like, share, download (the material's own buttons, not its related materials').
  const details = page.getByRole('region', { name: 'Details' });
  await details.getByRole('button', { name: /^Save/ }).click();
  await expect(page.getByText('Added to saved materials')).toBeVisible();
  await details.getByRole('button', { name: /^Like/ }).click();
  await expect(details.getByRole('button', { name: /^Liked \(1\)/ })).toBeVisible();
  await details.getByRole('button', { name: /^Share/ }).click();
  await expect(page.getByText('Link copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  const [download] = await Promise.all([page.waitForEvent('download'), details.getByRole('link', { name: /^Download/ }).click()]);
  expect((await download.path()) && download.suggestedFilename()).toBe('graph-theory.pdf');
  await expect(page.getByText('Download started!')).toBeVisible();
  // The count is fetched again once the server has counted the download (in the right number).
  await expect(page.getByText(/^1 download · /)).toBeVisible();

  // Report it (as its uploader cannot: report the link material from a second student).
  const other = await context.browser()!.newContext();
  const otherPage = await other.newPage();
  await createVerifiedAccount(otherPage.request, lectern, { firstName: 'Uche' });
  await otherPage.goto(`${lectern.url}/material/${ids[0]}`);
  await otherPage.getByRole('region', { name: 'Details' }).getByRole('button', { name: 'Report' }).click();
  const report = otherPage.getByRole('dialog', { name: 'Report this material' });
  await report.getByRole('radio', { name: 'Wrong course' }).check();
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(otherPage.getByText('Thanks. The material was reported and staff will review it.')).toBeVisible();
  await other.close();

  // The approval reached the uploader as a notification.
  await page.goto(`${lectern.url}/dashboard/notifications`);
  await expect(page.getByRole('link', { name: 'Your material was approved' }).first()).toBeVisible();
});

test('on a 360px phone the bottom bar and the side panel work', async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await phone.newPage();
  await createVerifiedAccount(page.request, lectern, { firstName: 'Femi' });
  await page.goto(`${lectern.url}/dashboard`);
  const bar = page.getByRole('navigation', { name: 'Dashboard (mobile)' });
  await expect(bar).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeHidden();
  // On a phone the rows of cards are lists of compact rows: the page itself never scrolls sideways.
  await expect(page.getByRole('region', { name: 'Recommendations' }).getByRole('article').first()).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await bar.getByRole('link', { name: 'Libraries' }).click();
  await expect(page.getByRole('heading', { name: 'My Libraries' })).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  const panel = page.getByRole('dialog', { name: 'Menu' });
  await expect(panel.getByText('Femi Eze')).toBeVisible();
  // Asked for as the panel opens (the demo materials are there).
  await expect(panel.getByRole('region', { name: 'Recent materials' }).getByRole('link').first()).toBeVisible();
  await panel.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('dialog', { name: 'Confirm Logout' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await bar.getByRole('button', { name: 'New upload' }).click();
  await expect(page.getByRole('dialog', { name: 'Upload material' })).toBeVisible();
  await phone.close();
});

test('on a 360 x 740 phone, search results are compact rows: four fit above the bottom bar, inside the gutter', async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await phone.newPage();
  await createVerifiedAccount(page.request, lectern, { firstName: 'Kemi' });
  await page.goto(`${lectern.url}/dashboard/search?q=csc`);
  const results = page.getByRole('main').getByRole('article');
  await expect(results.nth(3)).toBeVisible();
  const barTop = (await page.getByRole('navigation', { name: 'Dashboard (mobile)' }).boundingBox())!.y;
  const searchBottom = await page.getByRole('search').evaluate((form) => form.getBoundingClientRect().bottom);
  const fullyShown = await results.evaluateAll(
    (cards, { top, bottom }) =>
      cards.filter((card) => {
        const box = card.getBoundingClientRect();
        return box.top >= top && box.bottom <= bottom && box.left >= 0 && box.right <= window.innerWidth;
      }).length,
    { top: searchBottom, bottom: barTop },
  );
  expect(fullyShown).toBeGreaterThanOrEqual(4);
  // A row keeps its saved toggle; Share and Download wait on the material's page.
  const downloadable = results.filter({ has: page.getByRole('link', { name: /^Download/, includeHidden: true }) }).first();
  await expect(downloadable.getByRole('button', { name: /^Save/ })).toBeVisible();
  await expect(downloadable.getByRole('link', { name: /^Download/, includeHidden: true })).toBeHidden();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await phone.close();
});

test('at 1366 px a material card keeps Save, Share and Download on one line, and its preview in a 4:3 box', async ({ browser }) => {
  const desktop = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await desktop.newPage();
  await createVerifiedAccount(page.request, lectern, { firstName: 'Tobi' });
  await page.goto(`${lectern.url}/dashboard/search?q=csc`);
  // Measured as the person sees the page once it is ready: nothing loading, in the app's own font.
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('status', { name: /loading|validating/i })).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // One card, named, read at one moment: the list may change under the test (another test's
  // material approved and listed first), and reads made one by one could measure two cards.
  const first = page.getByRole('main').getByRole('article').filter({ has: page.getByRole('link', { name: /^Download/ }) }).first();
  const card = page.getByRole('main').getByRole('article', { name: (await first.getAttribute('aria-label'))!, exact: true });
  const controls = await Promise.all([card.getByRole('button', { name: /^Save/ }), card.getByRole('button', { name: /^Share/ }), card.getByRole('link', { name: /^Download/ })].map((control) => control.elementHandle()));
  const tops = await page.evaluate((elements) => elements.map((element) => element!.getBoundingClientRect().top), controls);
  expect(tops[0]).toBeGreaterThan(0);
  expect(tops).toEqual([tops[0], tops[0], tops[0]]);
  // A made preview keeps the card's 4:3 box, cropped to the page's top, like one still being
  // made: the image's own height (a whole page) once stretched the card when it came.
  const withPreview = page.getByRole('main').getByRole('article').filter({ has: page.locator('img') }).first();
  await expect(withPreview).toBeVisible({ timeout: 60_000 });
  const box = await withPreview.locator('img').evaluate((image) => image.parentElement!.getBoundingClientRect().toJSON() as DOMRect);
  expect(Math.abs(box.height - (box.width * 3) / 4)).toBeLessThanOrEqual(1);
  await desktop.close();
});

test('a signed-in dashboard arrives with its reads answered: rows, figures and announcement show without an API round trip', async ({ page }) => {
  await createVerifiedAccount(page.request, lectern, { firstName: 'Ada' });
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && request.resourceType() !== 'image') asked.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  await page.goto(`${lectern.url}/dashboard`);
  await expect(page.getByRole('heading', { name: 'Welcome back, Ada' })).toBeVisible();
  for (const row of ['Recent Materials', 'Recommendations']) {
    await expect(page.getByRole('region', { name: row }).getByRole('article').first()).toBeVisible();
  }
  await expect(page.getByText('Materials you shared')).toBeVisible();
  // Only the check that the session the page was written for still stands (made once, off the first render).
  expect(asked.filter((call) => call !== 'GET /api/auth/check')).toEqual([]);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
});

test('a misspelt search shows what was found instead, and searches the words as typed on request, on a phone and a desktop', async ({ browser }) => {
  for (const viewport of [{ width: 360, height: 740 }, { width: 1366, height: 768 }]) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await createVerifiedAccount(page.request, lectern, { firstName: 'Ngozi' });
    await page.goto(`${lectern.url}/dashboard/search?q=linear%20eigenvlaues`);
    const note = page.getByText(/^Showing results for/);
    await expect(note).toHaveText('Showing results for linear eigenvalues. Search instead for linear eigenvlaues');
    await expect(page.getByRole('main').getByRole('article', { name: 'Linear Algebra II: Eigenvalues Explained' })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    if (process.env.LECTERN_SCREENSHOTS) await page.screenshot({ path: path.join(process.env.LECTERN_SCREENSHOTS, `spelling-${viewport.width}.png`) });

    await note.getByRole('link', { name: 'linear eigenvlaues' }).click();
    await expect(page).toHaveURL(/exact=1/);
    await expect(page.getByRole('heading', { name: 'No materials found.' })).toBeVisible();
    await expect(page.getByText(/^Showing results for/)).toHaveCount(0);
    await context.close();
  }
});

test('a search that finds nothing asks for the material; it shows on the course page, where another student says Me too', async ({ browser }) => {
  test.setTimeout(120_000);
  const need = `CSC 204 past questions ${Date.now() % 100000}`;
  const asker = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const askerPage = await asker.newPage();
  await createVerifiedAccount(askerPage.request, lectern, { firstName: 'Kemi' });
  await askerPage.goto(`${lectern.url}/dashboard/search?q=${encodeURIComponent(`${need} zzqx`)}`);
  const ask = askerPage.getByRole('complementary', { name: 'Ask for material' });
  await ask.getByRole('button', { name: 'Ask for this material' }).click();
  const dialog = askerPage.getByRole('dialog', { name: 'Ask for this material' });
  // The course named in the search is picked, and the words are there to be edited.
  await expect(dialog.getByRole('combobox', { name: 'Course' })).toHaveValue(/CSC 204/);
  await dialog.getByLabel('What do you need?').fill(need);
  // A double press sends one request: the button is busy while the first is on its way.
  await dialog.getByRole('button', { name: 'Send request' }).dblclick();
  await expect(askerPage.getByText('Your request is up on the course page. We will tell you when someone answers it.')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await sidewaysOverflow(askerPage)).toBeLessThanOrEqual(0);

  await askerPage.goto(`${lectern.url}/dashboard/courses/CSC204`);
  const requested = askerPage.getByRole('region', { name: 'Requested materials' });
  const mine = requested.getByRole('listitem').filter({ hasText: need });
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('1 person asked');
  await expect(mine).toContainText('You asked for this');

  // Another student, in a browser of their own, needs it too.
  const other = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const otherPage = await other.newPage();
  await createVerifiedAccount(otherPage.request, lectern, { firstName: 'Bayo' });
  await otherPage.goto(`${lectern.url}/dashboard/courses/CSC204`);
  const theirs = otherPage.getByRole('region', { name: 'Requested materials' }).getByRole('listitem').filter({ hasText: need });
  const meToo = theirs.getByRole('button', { name: `Me too for ${need}` });
  await expect(meToo).toHaveAttribute('aria-pressed', 'false');
  await meToo.click();
  await expect(meToo).toHaveAttribute('aria-pressed', 'true');
  await expect(theirs).toContainText('2 people asked');
  // Kept by the server: a fresh load shows it pressed, and the asker sees two.
  await otherPage.reload();
  await expect(otherPage.getByRole('button', { name: `Me too for ${need}` })).toHaveAttribute('aria-pressed', 'true');
  await askerPage.reload();
  await expect(askerPage.getByRole('region', { name: 'Requested materials' }).getByRole('listitem').filter({ hasText: need })).toContainText('2 people asked');
  if (process.env.LECTERN_SCREENSHOTS) {
    await askerPage.screenshot({ path: path.join(process.env.LECTERN_SCREENSHOTS, 'requests-360.png'), fullPage: true });
    await otherPage.screenshot({ path: path.join(process.env.LECTERN_SCREENSHOTS, 'requests-1366.png'), fullPage: true });
  }
  await asker.close();
  await other.close();
});
