import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { elementsPastTheEdge } from '../support/layout.ts';
import { DESKTOP, firstMaterialPath, PHONE, signedIn, useStandaloneTests, visit } from '../support/pages.ts';
import { shareThroughApi } from '../support/upload.ts';
import { newStudent } from '../support/portal.ts';

// Dialogs that hold the keyboard and pass axe, browsing to a course, and toasts, on a phone and
// a desktop (every page on its own: every-page.spec.ts).
const lectern = useStandaloneTests();

/** axe over the page with its dialog open; the dialog must be the only thing a keyboard reaches. */
async function checkDialog(page: Page, what: string, found: string[]) {
  const dialog = page.getByRole('dialog').last();
  await expect(dialog).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const line of await seriousViolations(page)) found.push(`${what}: ${line}`);
  for (let press = 0; press < 12; press++) {
    await page.keyboard.press('Tab');
    const inside = await page.evaluate(() => {
      const dialogs = document.querySelectorAll('[role="dialog"]');
      return Boolean(document.activeElement?.closest('[role="dialog"]') === dialogs[dialogs.length - 1]);
    });
    if (!inside) {
      found.push(`${what}: Tab reached ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120))}`);
      break;
    }
  }
}

/** The spec's slide-in side panel: from the left edge, the screen's full height, a strip of the page left in view. */
async function expectSidePanel(page: Page, viewport: typeof PHONE) {
  const panel = page.getByRole('dialog', { name: 'Menu' });
  await expect.poll(async () => (await panel.boundingBox())?.x).toBe(0);
  const box = await panel.boundingBox();
  expect(box && box.height >= viewport.height - 1 && box.width < viewport.width).toBe(true);
}

test('a dialog holds the keyboard: what is behind it is inert, Escape closes it and focus returns', async ({ browser }) => {
  const student = await newStudent(browser, lectern, 'Tola', DESKTOP);
  const { page } = student;
  await visit(page, lectern, '/dashboard');
  const opener = page.getByRole('navigation', { name: 'Dashboard' }).locator('xpath=..').getByRole('button', { name: 'New upload' });
  await opener.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog')).toBeFocused({ timeout: 1 }).catch(() => undefined);
  expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
  for (let press = 0; press < 20; press++) {
    await page.keyboard.press(press % 5 === 4 ? 'Shift+Tab' : 'Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
  }
  // Behind the dialog: no focus, no clicks, and out of the accessibility tree.
  expect(await page.evaluate(() => Boolean(document.querySelector('main')?.closest('[inert]')))).toBe(true);
  await expect(page.getByRole('searchbox')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(opener).toBeFocused();
  expect(await page.evaluate(() => document.querySelector('[inert]'))).toBeNull();
  await student.context.close();
});

test('every dialog, on a phone and a desktop, has no serious axe violation and keeps Tab inside', async ({ browser }) => {
  test.setTimeout(240_000);
  const found: string[] = [];
  for (const viewport of [PHONE, DESKTOP]) {
    const size = viewport === PHONE ? 'phone' : 'desktop';
    const { student, admin } = await signedIn(browser, lectern, viewport);
    const { page } = student;

    // The upload modal's steps.
    await visit(page, lectern, '/dashboard');
    const newUpload = page.getByRole('button', { name: 'New upload' }).filter({ visible: true }).first();
    await newUpload.click();
    await checkDialog(page, `${size} upload: choose`, found);
    await page.getByRole('dialog').getByRole('button', { name: /File Upload/ }).click();
    await checkDialog(page, `${size} upload: file`, found);
    await page.keyboard.press('Escape');
    await newUpload.click();
    await page.getByRole('dialog').getByRole('button', { name: /Helpful Link/ }).click();
    await checkDialog(page, `${size} upload: link`, found);
    await page.keyboard.press('Escape');

    // Logout's question: from the avatar on a desktop, from the side panel on a phone.
    if (viewport === PHONE) {
      await page.getByRole('button', { name: 'Menu' }).click();
      await expectSidePanel(page, viewport);
      await checkDialog(page, `${size} side panel`, found);
      await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
    } else {
      await page.getByRole('button', { name: /log out/i }).click();
    }
    await checkDialog(page, `${size} confirm logout`, found);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Reporting a material.
    await visit(page, lectern, await firstMaterialPath(page, lectern));
    await page.getByRole('button', { name: 'Report' }).click();
    await checkDialog(page, `${size} report`, found);
    await page.keyboard.press('Escape');

    // The portal: its phone menu, a course's detail, and a review decision on a link the student shared.
    if (viewport === PHONE) {
      await visit(admin.page, lectern, '/management');
      await admin.page.getByRole('button', { name: 'Menu' }).click();
      await expectSidePanel(admin.page, viewport);
      await checkDialog(admin.page, `${size} portal menu`, found);
      await admin.page.keyboard.press('Escape');
    }
    await shareThroughApi(page, lectern.url, { label: `Axe link ${size}`, url: 'https://example.edu/notes/axe' });
    await visit(admin.page, lectern, '/management/courses');
    await admin.page.getByRole('main').getByRole('article').first().getByRole('button').first().click();
    await checkDialog(admin.page, `${size} course detail`, found);
    await admin.page.keyboard.press('Escape');
    await visit(admin.page, lectern, '/management/materials');
    await admin.page.getByRole('button', { name: 'Reject' }).first().click();
    await checkDialog(admin.page, `${size} review decision`, found);
    await admin.page.keyboard.press('Escape');

    await student.context.close();
    await admin.context.close();
  }
  expect(found).toEqual([]);
});

test('a student who does not know the course code browses from the landing page to a course', async ({ browser }) => {
  for (const viewport of [DESKTOP, PHONE]) {
    const { page, context } = await newStudent(browser, lectern, 'Tola', viewport);
    await visit(page, lectern, '/');
    if (viewport === PHONE) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Browse Courses' }).click();
    } else {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Browse Courses' }).click();
    }
    await expect(page).toHaveURL(/\/dashboard\/courses$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Browse courses' })).toBeVisible();
    await page.getByRole('list', { name: 'Faculties' }).getByRole('link', { name: /^Faculty of Science/ }).click();
    await page.getByRole('link', { name: /^Computer Science/ }).click();
    await page.getByRole('navigation', { name: 'Levels in Computer Science' }).getByRole('link', { name: /^200 level/ }).click();
    await expect(page).toHaveURL(/\?faculty=[^&]+&department=[^&]+&level=200$/);
    await page.getByRole('list', { name: 'Courses at 200 level' }).getByRole('link', { name: /^CSC 204: Data Structures \d+ materials?$/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/courses\/CSC204$/);
    await expect(page.getByRole('heading', { level: 1, name: /CSC 204/ })).toBeVisible();
    // Back returns to the level's courses, where the walk left off.
    await page.goBack();
    await expect(page.getByRole('list', { name: 'Courses at 200 level' })).toBeVisible();
    expect(await elementsPastTheEdge(page, { crowding: viewport === PHONE })).toEqual([]);
    await context.close();
  }
});

test('a toast is in the app’s font, clear of the page’s title, and gone once its page is left', async ({ browser }) => {
  for (const viewport of [PHONE, DESKTOP]) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await visit(page, lectern, '/auth/password/forgot');
    await page.getByRole('button', { name: 'Send Link' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Email cannot be empty.' });
    await expect(toast).toBeVisible();
    // Once it has slid in: wholly on screen, and above or below the title, never over it.
    await expect.poll(async () => {
      const box = await toast.boundingBox();
      return Boolean(box && box.x >= 0 && box.x + box.width <= viewport.width);
    }).toBe(true);
    const title = await page.getByRole('heading', { level: 1 }).boundingBox();
    const box = await toast.boundingBox();
    expect(title && box && (box.y >= title.y + title.height || box.y + box.height <= title.y)).toBe(true);
    const fonts = await toast.evaluate((element) => [getComputedStyle(element).fontFamily, getComputedStyle(document.body).fontFamily]);
    expect(fonts[0]).toBe(fonts[1]);
    await page.getByRole('link', { name: /Back to Login/ }).click();
    await expect(page).toHaveURL(/\/auth\/signin$/);
    await expect(page.getByText('Email cannot be empty.')).toHaveCount(0);
    await context.close();
  }
});
