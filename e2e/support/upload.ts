import { expect, type Page } from '@playwright/test';

// The upload modal as a student uses it, and a material shared through the API, for journeys whose
// subject is what happens after.

/** Uploads through the modal's File Upload step; returns the new material's id. */
export async function uploadThroughModal(page: Page, title: string, file: string): Promise<string> {
  await page.getByRole('button', { name: 'New upload' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /File Upload/ }).click();
  await dialog.getByLabel('Material title', { exact: true }).fill(title);
  await dialog.getByRole('combobox', { name: 'Classification' }).selectOption({ label: 'Lecture Notes' });
  await dialog.getByLabel('File', { exact: true }).setInputFiles(file);
  const created = page.waitForResponse((res) => res.url().endsWith('/api/materials') && res.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  await expect(dialog.getByRole('heading', { name: 'Upload Received!' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/**
 * Searches for `word` until `title`'s card shows it marked in its snippet: the text is read by
 * the document job in the background, so the person searches again (a reload) until it is found.
 */
export async function searchUntilFoundInside(page: Page, siteUrl: string, word: string, title: string) {
  await page.goto(`${siteUrl}/dashboard/search?q=${encodeURIComponent(word)}`);
  const card = page.getByRole('article', { name: title, exact: true });
  await expect(async () => {
    await page.reload();
    await expect(card.locator('mark', { hasText: word })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  return card;
}

export interface SharedMaterial {
  label: string;
  classification?: string;
  visibility?: 'public' | 'private';
  tags?: string[];
  /** A link material's address; without a file, a link is shared. */
  url?: string;
  file?: { name: string; mimeType: string; buffer: Buffer };
}

/**
 * Shares a material through the API as the page's signed-in person (the upload modal has its own
 * journey in student.spec.ts): public and downloadable lecture notes unless said; returns its id.
 */
export async function shareThroughApi(page: Page, siteUrl: string, material: SharedMaterial): Promise<string> {
  const { label, classification = 'lecture-notes', visibility = 'public', tags = [], url, file } = material;
  const response = await page.request.post(`${siteUrl}/api/materials`, {
    headers: { Origin: siteUrl },
    multipart: { label, classification, visibility, restriction: 'downloadable', tags: JSON.stringify(tags), ...(file ? { file } : { url: url ?? 'https://example.edu/notes' }) },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}
