import { expect, test, type Page } from '@playwright/test';
import { writePdf } from '../../server/src/setup/seed/demo-pdf.ts';
import { elementsPastTheEdge, sidewaysOverflow } from '../support/layout.ts';
import { ADMIN, approveAsAdmin, newStudent } from '../support/portal.ts';
import { useLectern } from '../support/pages.ts';
import { shareThroughApi } from '../support/upload.ts';

// Folders against the real server: a student gathers two materials in a folder, one of
// them their own Private upload; makes the folder Unlisted and copies its link; a second student
// opens the link and sees only the material they may see. (Keeping the folder offline is the
// offline journey's.)
const lectern = useLectern({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
const PHONE = { width: 360, height: 740 };
const FOLDER = 'CSC 204 exam pack';

/** A link material shared through the API. */
const shareLink = (page: Page, label: string, visibility: 'public' | 'private') =>
  shareThroughApi(page, lectern.url, { label, classification: 'exam-past-questions', visibility, url: 'https://example.edu/csc204' });

/** Ticks the folder in the open "Add to folder" dialog, hears it was added, and closes the dialog with Escape. */
async function addToFolder(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Add to folder' });
  const box = dialog.getByRole('checkbox', { name: FOLDER });
  await expect(box).not.toBeChecked();
  await box.check();
  await expect(page.getByText(`Added to ${FOLDER}`).last()).toBeVisible();
  await expect(box).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** A small PDF shared through the API, public and downloadable. */
const sharePdf = (page: Page, label: string) =>
  shareThroughApi(page, lectern.url, {
    label,
    file: { name: 'graphs.pdf', mimeType: 'application/pdf', buffer: writePdf({ title: label, subtitle: 'CSC 204', paragraphs: ['Breadth-first search.'] }) },
  });

test('a folder of two materials shared by an Unlisted link shows another student only what they may see', async ({ browser }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const shared = `Past questions 2024 ${stamp}`;
  const privateNotes = `My private answers ${stamp}`;
  const pdfTitle = `Graph algorithms notes ${stamp}`;

  const owner = await newStudent(browser, lectern, 'Tola');
  await owner.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: lectern.url });
  const page = owner.page;
  const sharedId = await shareLink(page, shared, 'public');
  const privateId = await shareLink(page, privateNotes, 'private');
  await approveAsAdmin(lectern.url, [sharedId, privateId]);

  // Libraries: no folders yet, then "CSC 204 exam pack" (Private by default).
  await page.goto(`${lectern.url}/dashboard/libraries`);
  const folders = page.getByRole('region', { name: 'Folders' });
  await expect(folders.getByRole('heading', { name: 'You have no folders yet.' })).toBeVisible();
  await folders.getByRole('button', { name: 'New folder' }).click();
  const form = page.getByRole('dialog', { name: 'New folder' });
  await form.getByRole('button', { name: 'Create folder' }).click();
  await expect(form.getByText('Give the folder a name')).toBeVisible();
  await form.getByRole('textbox', { name: 'Name' }).fill(FOLDER);
  await expect(form.getByRole('combobox', { name: 'Visibility' })).toHaveValue('private');
  await form.getByRole('button', { name: 'Create folder' }).click();
  await expect(page.getByText('Folder created')).toBeVisible();
  const card = folders.getByRole('article', { name: FOLDER });
  await expect(card.getByText('Private', { exact: true })).toBeVisible();

  // The public material from its page, the private one from its card in My Uploads.
  await page.goto(`${lectern.url}/material/${sharedId}`);
  const fromPage = page.getByRole('button', { name: `Add to folder ${shared}` });
  await fromPage.click();
  await addToFolder(page);
  await expect(fromPage).toBeFocused();
  await page.goto(`${lectern.url}/dashboard/libraries`);
  await page.getByRole('region', { name: 'My Uploads' }).getByRole('article', { name: privateNotes }).getByRole('button', { name: `Add to folder ${privateNotes}` }).click();
  await addToFolder(page);
  await expect(card.getByText(/^2 materials/)).toBeVisible();

  // The folder's page: both materials; then a PDF added to it (through the API), which can be kept offline.
  await card.getByRole('link', { name: FOLDER }).click();
  await expect(page.getByRole('heading', { level: 1, name: FOLDER })).toBeVisible();
  const materials = page.getByRole('region', { name: 'Materials' });
  await expect(materials.getByRole('article')).toHaveCount(2);
  const folderId = new URL(page.url()).pathname.split('/').pop()!;
  const pdfId = await sharePdf(page, pdfTitle);
  await approveAsAdmin(lectern.url, [pdfId]);
  expect((await page.request.put(`${lectern.url}/api/folders/${folderId}/materials/${pdfId}`, { headers: { Origin: lectern.url } })).status()).toBe(200);
  await page.reload();
  await expect(materials.getByRole('article')).toHaveCount(3);
  // Unlisted, then Copy link.
  await expect(page.getByRole('button', { name: 'Copy link' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit folder' });
  await edit.getByRole('combobox', { name: 'Visibility' }).selectOption({ label: 'Unlisted' });
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Folder saved')).toBeVisible();
  await expect(edit).toBeHidden();
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied to clipboard!')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(page.url());

  // A second student, on a phone, opens the link: the folder, the public material only, nothing to edit.
  const reader = await newStudent(browser, lectern, 'Uche', PHONE);
  await reader.page.goto(link);
  await expect(reader.page.getByRole('heading', { level: 1, name: FOLDER })).toBeVisible();
  const seen = reader.page.getByRole('region', { name: 'Materials' });
  await expect(seen.getByRole('article', { name: shared })).toBeVisible();
  await expect(seen.getByRole('article', { name: pdfTitle })).toBeVisible();
  await expect(seen.getByRole('article')).toHaveCount(2);
  await expect(reader.page.getByText(privateNotes)).toHaveCount(0);
  await expect(reader.page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(reader.page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  expect(await sidewaysOverflow(reader.page)).toBeLessThanOrEqual(0);
  expect(await elementsPastTheEdge(reader.page)).toEqual([]);

  // The reader keeps the whole folder offline: told first how many and how much (the PDF; a link has no file).
  await reader.page.getByRole('button', { name: 'Keep this folder offline' }).click();
  const keep = reader.page.getByRole('dialog', { name: 'Keep this folder offline?' });
  await expect(keep).toContainText(/1 material from this folder, about \d+ KB, will be kept on this device\./);
  await keep.getByRole('button', { name: 'Keep 1 material' }).click();
  await expect(reader.page.getByText('1 material kept offline')).toBeVisible();
  await reader.page.goto(`${lectern.url}/dashboard/libraries`);
  const kept = reader.page.getByRole('region', { name: 'Offline' });
  await expect(kept.getByRole('link', { name: pdfTitle })).toBeVisible();
  await expect(kept.getByRole('link')).toHaveCount(1);
  await reader.page.goto(link);

  // Made Private again, the link tells the reader it is not shared with them.
  await page.getByRole('button', { name: 'Edit' }).click();
  await edit.getByRole('combobox', { name: 'Visibility' }).selectOption({ label: 'Private' });
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('button', { name: 'Copy link' })).toHaveCount(0);
  await reader.page.reload();
  await expect(reader.page.getByRole('alert')).toContainText('This folder does not exist or is not shared with you.');

  await reader.context.close();
  await owner.context.close();
});
