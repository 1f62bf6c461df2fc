// What the page-by-page checks share (every-page.spec.ts, product.spec.ts): a server per worker,
// the screen sizes, opening a page until nothing loads, the first demo material, and a student
// and the admin signed in on one screen size.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN, newStudent, signInAsAdmin, type Lectern } from './portal.ts';
import { startLectern } from './servers.mjs';

export const PHONE = { width: 360, height: 740 };
export const TABLET = { width: 768, height: 1024 };
export const DESKTOP = { width: 1366, height: 768 };
export const WIDE = { width: 1920, height: 1080 };
export type Viewport = typeof PHONE;

/**
 * For a spec whose tests each stand alone (their own student, their own admin session): they
 * spread over the workers, and each worker starts one server, with the seeded admin. The
 * answer is filled in before the first test runs.
 */
export function useStandaloneTests(): Lectern {
  test.describe.configure({ mode: 'parallel' });
  return useLectern({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
}

/**
 * The server of this file's tests (of each worker that runs some of them): started with `env`
 * before the first test, stopped after the last. The answer is filled in before the first test runs.
 */
export function useLectern(env: Record<string, string> = {}): Lectern {
  const lectern: Lectern = { url: '', dataDir: '' };
  let stop = async () => {};
  test.beforeAll(async () => {
    const server = await startLectern(env);
    Object.assign(lectern, { url: server.url, dataDir: server.dataDir });
    stop = server.stop;
  });
  test.afterAll(async () => stop());
  return lectern;
}

const LOADING = /loading|validating/i;

/**
 * Opens a page and waits for what a person waits for: its main region, and no part of it still
 * saying it is loading (every list and page shows a loading status until its data is in). A
 * status takes its name only from a label, never from its text (ARIA), and most say it in
 * their text ("Loading activity...", a spinner's hidden "Loading..."): waited for by either.
 * A page painted from the HTML shows its main region before any script has run; it is also
 * waited for until the app has taken it over (#root[data-hydrated]), so that what the test
 * clicks next is the app's and not a link the browser follows to a new page.
 */
export async function visit(page: Page, lectern: Lectern, path: string) {
  await page.goto(`${lectern.url}${path}`);
  await expect(page.locator('main, [role="main"]').first()).toBeVisible();
  await expect(page.locator('#root:not([data-prerendered]), #root[data-hydrated]')).toBeAttached();
  const loading = page.getByRole('status', { name: LOADING }).or(page.getByRole('status').filter({ hasText: LOADING }));
  await expect(loading).toHaveCount(0);
}

/** The search that finds the demo materials. */
export const DEMO_SEARCH = '/dashboard/search?q=csc';

/** The first material listed on the page open now (a search's results). */
export async function firstListedMaterialPath(page: Page) {
  const href = await page.locator('main a[href^="/material/"]').first().getAttribute('href');
  expect(href).toBeTruthy();
  return href as string;
}

/** The first demo material's page, found as a student finds it. */
export async function firstMaterialPath(page: Page, lectern: Lectern) {
  await visit(page, lectern, DEMO_SEARCH);
  return firstListedMaterialPath(page);
}

/** A new student and the seeded admin, each signed in on a screen of this size. */
export async function signedIn(browser: Browser, lectern: Lectern, viewport: Viewport) {
  const student = await newStudent(browser, lectern, 'Tola', viewport);
  const admin = await signInAsAdmin(browser, lectern);
  await admin.page.setViewportSize(viewport);
  return { student, admin };
}
