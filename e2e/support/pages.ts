// What the page-by-page checks share (every-page.spec.ts, product.spec.ts): the screen sizes,
// opening a page until nothing loads, the first demo material, and a student and the admin
// signed in on one screen size.
import { expect, type Browser, type Page } from '@playwright/test';
import { newStudent, signInAsAdmin, type Lectern } from './portal.ts';

export const PHONE = { width: 360, height: 740 };
export const TABLET = { width: 768, height: 1024 };
export const DESKTOP = { width: 1366, height: 768 };
export const WIDE = { width: 1920, height: 1080 };
export type Viewport = typeof PHONE;

/** Opens a page and waits until its data has arrived and nothing is loading. */
export async function visit(page: Page, lectern: Lectern, path: string) {
  await page.goto(`${lectern.url}${path}`);
  await expect(page.locator('main, [role="main"]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status', { name: /loading|validating/i })).toHaveCount(0);
}

/** The first demo material's page, found as a student finds it. */
export async function firstMaterialPath(page: Page, lectern: Lectern) {
  await visit(page, lectern, '/dashboard/search?q=csc');
  const href = await page.locator('main a[href^="/material/"]').first().getAttribute('href');
  expect(href).toBeTruthy();
  return href as string;
}

/** A new student and the seeded admin, each signed in on a screen of this size. */
export async function signedIn(browser: Browser, lectern: Lectern, viewport: Viewport) {
  const student = await newStudent(browser, lectern, 'Tola', viewport);
  const admin = await signInAsAdmin(browser, lectern);
  await admin.page.setViewportSize(viewport);
  return { student, admin };
}
