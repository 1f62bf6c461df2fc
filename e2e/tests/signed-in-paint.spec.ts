import { expect, test, type APIRequestContext, type APIResponse, type Browser, type ConsoleMessage, type Locator, type Page } from '@playwright/test';
import { ADMIN, newStudent, signInAsAdmin } from '../support/portal.ts';
import { useLectern } from '../support/pages.ts';

// Signed-in pages painted from HTML, against the production build: the server renders
// the dashboard, My Libraries, a material page and the portal's overview for the person asking, the
// page reads without JavaScript, and the browser takes that markup over without a mismatch.
const lectern = useLectern({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
const PHONE = { width: 360, height: 740 };
const TABLET = { width: 768, height: 1024 };
const DESKTOP = { width: 1366, height: 900 };

/** A demo material everyone signed in may open: its page is one of the four. */
async function demoMaterial(page: Page): Promise<{ id: string; label: string }> {
  const first = (await (await page.request.get(`${lectern.url}/api/materials?page=1&limit=1`)).json()).data.data[0];
  return { id: first.id, label: first.label };
}

/** Console lines that mean the markup and the first render in the browser differed, or the federation runtime complained (a shared package's version). */
function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  const record = (message: ConsoleMessage) => {
    if (message.type() === 'error' || /markup was replaced|hydrat|Federation Runtime/i.test(message.text())) problems.push(message.text());
  };
  page.on('console', record);
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** The page's HTML as `request` gets it, asked for again until it carries its markup (see htmlShows). */
async function renderedHtml(request: APIRequestContext, path: string) {
  let answer: { response: APIResponse; html: string } | undefined;
  await expect(async () => {
    const response = await request.get(`${lectern.url}${path}`);
    answer = { response, html: await response.text() };
    // The root's attribute, not the head's style rule that names it: the page came with its markup.
    expect(answer.html).toContain('data-prerendered="');
  }).toPass({ timeout: 30_000 });
  return answer as { response: APIResponse; html: string };
}

/**
 * Opens `path` as the server painted it. A page the server sent without markup (past its render
 * budget, see htmlShows) shows nothing of its own: it is asked for again, as the next visit
 * would, until its markup comes.
 */
async function openPrerendered(page: Page, path: string) {
  await expect(async () => {
    await page.goto(`${lectern.url}${path}`);
    await expect(page.locator('#root[data-prerendered]')).toBeAttached({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

/** Opens `path` as the server painted it, and waits until React has taken over its markup. */
async function openHydrated(page: Page, path: string) {
  await openPrerendered(page, path);
  await expect(page.locator('#root[data-hydrated]')).toBeAttached();
}

/** The same person's session in a browser with JavaScript off: what the HTML alone shows. */
async function withoutJavaScript(browser: Browser, from: Page, viewport = PHONE) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport });
  await context.addCookies(await from.context().cookies());
  return { context, page: await context.newPage() };
}

/**
 * Opens `path` with JavaScript off until its HTML shows `parts`. The server sends a page without
 * its markup when rendering it takes longer than its budget (800 ms), which the first render of a
 * page's code can on a busy machine (seen in CI: 1.8 s, cold); markup is a speed-up, never needed
 * for correctness, so the page is asked for again, as the next visit would, until it comes.
 */
async function htmlShows(page: Page, path: string, parts: Locator[]) {
  await expect(async () => {
    await page.goto(`${lectern.url}${path}`);
    for (const part of parts) await expect(part).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

test("the four pages read from their HTML alone, as the person's own", async ({ browser }) => {
  const student = await newStudent(browser, lectern, 'Kemi', PHONE);
  const material = await demoMaterial(student.page);
  const admin = await signInAsAdmin(browser, lectern);
  const bare = await withoutJavaScript(browser, student.page);
  try {
    await htmlShows(bare.page, '/dashboard', [bare.page.getByRole('heading', { name: 'Welcome back, Kemi' }), bare.page.getByRole('heading', { name: 'Recent Materials' })]);
    await htmlShows(bare.page, '/dashboard/libraries', [bare.page.getByRole('heading', { name: 'My Libraries' }), bare.page.getByText('You have not saved any materials yet.')]);
    await htmlShows(bare.page, `/material/${material.id}`, [bare.page.getByRole('heading', { name: material.label })]);

    const portal = await withoutJavaScript(browser, admin.page);
    await htmlShows(portal.page, '/management', [portal.page.getByRole('heading', { name: 'Quick Actions' })]);
    await portal.context.close();
  } finally {
    await bare.context.close();
    await student.context.close();
    await admin.context.close();
  }
});

/** The dashboard's figure cards and page dots a person sees now. */
function visibleFigures(page: Page) {
  const region = page.getByRole('region', { name: 'Your figures' });
  return Promise.all([region.getByRole('listitem').filter({ visible: true }).allTextContents(), region.getByRole('button', { name: /^Figures/ }).filter({ visible: true }).count()]);
}

/** Adds up the page's layout shifts from its first paint (what Lighthouse's CLS counts). */
async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const counted = window as unknown as { layoutShift: number };
    counted.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) counted.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}

for (const viewport of [PHONE, TABLET, DESKTOP]) {
  test(`each page hydrates without a mismatch or a shift, and works (${viewport.width} px)`, async ({ browser }) => {
    const student = await newStudent(browser, lectern, 'Tunde', viewport);
    const { page } = student;
    const problems = watchHydration(page);
    const material = await demoMaterial(page);
    const layoutShift = await watchLayoutShift(page);

    await openHydrated(page, '/dashboard');
    // Read at once: from now on the carousel turns its page by itself every few seconds.
    const hydratedFigures = await visibleFigures(page);
    await expect(page.getByRole('heading', { name: 'Welcome back, Tunde' })).toBeVisible();
    // The sidebar (a tablet's is slim) and the first rows are in the HTML as they stay.
    expect(await layoutShift()).toBeLessThan(0.02);
    // So are the figures: one card a page on a phone, two from 640 px, before any script as after.
    const bare = await withoutJavaScript(browser, page, viewport);
    await openPrerendered(bare.page, '/dashboard');
    const [paintedCards, paintedDots] = await visibleFigures(bare.page);
    await bare.context.close();
    expect(paintedCards).toHaveLength(viewport === PHONE ? 1 : 2);
    expect(hydratedFigures).toEqual([paintedCards, paintedDots]);
    await openHydrated(page, '/dashboard/libraries');
    // Hydrated means working: the search field takes what is typed.
    await page.getByRole('searchbox', { name: 'Search my libraries' }).fill('notes');
    await expect(page.getByRole('searchbox', { name: 'Search my libraries' })).toHaveValue('notes');
    await openHydrated(page, `/material/${material.id}`);
    await page.getByRole('button', { name: /^Save/ }).first().click();
    await expect(page.getByRole('button', { name: /^Saved/ }).first()).toBeVisible();
    expect(problems).toEqual([]);

    const admin = await signInAsAdmin(browser, lectern);
    const portalProblems = watchHydration(admin.page);
    await openHydrated(admin.page, '/management');
    await expect(admin.page.getByRole('heading', { name: 'Quick Actions' })).toBeVisible();
    expect(portalProblems).toEqual([]);
    await admin.context.close();
    await student.context.close();
  });
}

test('a name with markup and right-to-left characters is text in the HTML, never markup', async ({ browser }) => {
  const student = await newStudent(browser, lectern, '<img src=x onerror="window.hacked=1">\u202Eעדה');
  try {
    const { html } = await renderedHtml(student.page.request, '/dashboard');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=&quot;window.hacked=1&quot;&gt;\u202Eעדה');
    await openHydrated(student.page, '/dashboard');
    await expect(student.page.getByRole('heading', { name: 'Welcome back, <img src=x onerror="window.hacked=1">\u202Eעדה' })).toBeVisible();
    expect(await student.page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
  } finally {
    await student.context.close();
  }
});

test("two people's dashboards asked for at once each show only that person", async ({ browser }) => {
  const [ada, musa] = await Promise.all([newStudent(browser, lectern, 'Adaeze'), newStudent(browser, lectern, 'Musa')]);
  try {
    const pages = await Promise.all([ada, musa, ada, musa].map((person) => renderedHtml(person.page.request, '/dashboard')));
    for (const [index, { response, html }] of pages.entries()) {
      const [mine, other] = index % 2 === 0 ? ['Adaeze', 'Musa'] : ['Musa', 'Adaeze'];
      expect(response.headers()['cache-control']).toBe('private, no-store');
      expect(html).toContain(`Welcome back, ${mine}`);
      expect(html).not.toContain(other);
    }
  } finally {
    await ada.context.close();
    await musa.context.close();
  }
});

test('a session that ends between the HTML and the start of the page ends on sign-in, with the page kept as next', async ({ browser }) => {
  const student = await newStudent(browser, lectern, 'Ngozi', PHONE);
  const { page } = student;
  try {
    // The real page, written for the live session; the session is then ended on the server before
    // the browser gets the HTML and starts it.
    await page.route(`${lectern.url}/dashboard`, async (route) => {
      const response = await route.fetch();
      const ended = await page.request.post(`${lectern.url}/api/auth/logout`, { headers: { Origin: lectern.url } });
      expect(ended.status()).toBe(200);
      await route.fulfill({ response });
    });
    await page.goto(`${lectern.url}/dashboard`);
    await expect(page).toHaveURL(`${lectern.url}/auth/signin?next=%2Fdashboard`);
    await expect(page.getByRole('button', { name: /^sign in$/i })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome back, Ngozi' })).toHaveCount(0);
  } finally {
    await student.context.close();
  }
});
