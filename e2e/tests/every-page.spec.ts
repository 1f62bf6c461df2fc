import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { cutOffPlaceholders, elementsPastTheEdge } from '../support/layout.ts';
import { DEMO_SEARCH, DESKTOP, firstListedMaterialPath, PHONE, signedIn, TABLET, useStandaloneTests, visit, WIDE } from '../support/pages.ts';

// What a new user meets, page by page, on a phone, a tablet, a desktop and a wide screen:
// nothing cut off at the screen's edge, placeholders whole, and nothing axe calls serious. The
// seeded demo materials and courses (DEMO_DATA) give every list something to show. The four
// screen sizes share nothing but the server: each worker runs some of them with its own.
const lectern = useStandaloneTests();

const PUBLIC_PAGES = ['/', '/auth/signin', '/auth/signup', '/auth/password/forgot', '/no-such-page'];
const STUDENT_PAGES = [
  '/dashboard',
  '/dashboard/libraries',
  '/dashboard/courses',
  DEMO_SEARCH,
  '/dashboard/recent',
  '/dashboard/recommendations',
  '/dashboard/courses/CSC204',
  '/dashboard/blogs',
  '/dashboard/notifications',
  '/dashboard/settings',
  '/dashboard/help',
  '/dashboard/groups',
];
const PORTAL_PAGES = [
  '/management',
  '/management/courses',
  '/management/user-management',
  '/management/courses-review',
  '/management/dlc-review',
  '/management/materials',
  '/management/blogs-review',
  '/management/reports',
  '/management/group-reports',
  '/management/moderators-review',
  '/management/adverts-review',
  '/management/printing-credits',
  '/management/releases',
];

/** The demo study group's page, joined first so its discussion shows (a thread with a shared material). */
async function demoGroupPaths(page: Page) {
  await visit(page, lectern, '/dashboard/groups?q=csc204');
  await page.getByRole('button', { name: 'Join CSC 204 exam prep' }).click();
  await expect(page.getByText('You joined CSC 204 exam prep')).toBeVisible();
  await page.getByRole('link', { name: 'CSC 204 exam prep' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/groups\/[0-9a-f-]+/);
  const path = new URL(page.url()).pathname;
  return [path, `${path}?tab=sessions`, `${path}?tab=members`];
}

// axe reads the markup and its colours, which are the same at 1920 px as at 1366: both are past
// every breakpoint (xl, 1280 px), so the wide screen checks only what its width changes, the layout.
for (const [name, viewport, axe] of [['phone', PHONE, true], ['tablet', TABLET, true], ['desktop', DESKTOP, true], ['wide screen', WIDE, false]] as const) {
  test(`every page on a ${name} fits the screen, shows its placeholders whole${axe ? ' and has no serious axe violation' : ''}`, async ({ browser }) => {
    test.setTimeout(240_000);
    const { student, admin } = await signedIn(browser, lectern, viewport);
    const found: string[] = [];
    const check = async (page: Page, path: string) => {
      await visit(page, lectern, path);
      for (const line of await elementsPastTheEdge(page, { crowding: viewport === PHONE })) found.push(`${path}: past the edge: ${line}`);
      for (const line of await cutOffPlaceholders(page)) found.push(`${path}: placeholder cut off: ${line}`);
      if (axe) for (const line of await seriousViolations(page)) found.push(`${path}: ${line}`);
    };
    const visitor = await browser.newContext({ viewport });
    const visitorPage = await visitor.newPage();
    for (const path of PUBLIC_PAGES) await check(visitorPage, path);
    await visitor.close();
    // The first demo material's page too, found in the search just checked (not loaded again).
    let materialPath = '';
    for (const path of STUDENT_PAGES) {
      await check(student.page, path);
      if (path === DEMO_SEARCH) materialPath = await firstListedMaterialPath(student.page);
    }
    for (const path of [materialPath, ...(await demoGroupPaths(student.page))]) await check(student.page, path);
    for (const path of PORTAL_PAGES) await check(admin.page, path);
    await student.context.close();
    await admin.context.close();
    expect(found).toEqual([]);
  });
}
