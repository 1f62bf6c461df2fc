import { expect, test, type Browser, type Page } from '@playwright/test';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COMPILE_HINT } from '@lectern/build/compile-hints';
import { PASSWORD, createVerifiedAccount } from '../support/accounts.mjs';
import { landingVariant, mainLandingBuild } from '../support/landing-builds.mjs';
import { serveFolder, startLectern } from '../support/servers.mjs';

// First paint: the public pages arrive as prerendered HTML (readable without JavaScript)
// and the shell hydrates that same markup without React replacing it.

const LANDING_TITLE = 'Course notes and past papers, all in one place';

/** What React and the shell say when prerendered markup does not match the client's tree. */
const HYDRATION_TROUBLE = /hydrat|Prerendered markup was replaced|did not match|server rendered|Minified React error #(418|423|425)/i;

/** Collects console errors/warnings and uncaught errors that speak of hydration. */
function watchHydration(page: Page) {
  const complaints: string[] = [];
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION_TROUBLE.test(message.text())) {
      complaints.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => {
    if (HYDRATION_TROUBLE.test(`${error.message}\n${error.stack ?? ''}`)) complaints.push(`pageerror: ${error.message}`);
  });
  return complaints;
}

/** Holds the remote's scripts until `release` is called: the page is prerendered but not yet hydrated. */
/** Holds the requests to `url` (a glob) until the returned function is called, as a slow network would. */
async function holdRequests(page: Page, url: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const holdRemoteScripts = (page: Page, remote: string) => holdRequests(page, `**/remotes/${remote}/**/*.js`);

async function withoutJavaScript<T>(browser: Browser, use: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    return await use(await context.newPage());
  } finally {
    await context.close();
  }
}

test.describe('with JavaScript disabled', () => {
  let lectern: Awaited<ReturnType<typeof startLectern>>;
  test.use({ javaScriptEnabled: false });
  test.beforeAll(async () => {
    lectern = await startLectern();
  });
  test.afterAll(async () => {
    await lectern?.stop();
  });

  test('the landing page reads fully: heading, search box, sections and working links', async ({ page }) => {
    await page.goto(lectern.url);
    await expect(page.getByRole('heading', { level: 1, name: LANDING_TITLE })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Search courses' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByTestId('build-id')).toHaveText(/^Build \S+$/);
    // Styles came with the markup: the heading is laid out as the styled component says.
    expect(await page.getByRole('heading', { level: 1 }).evaluate((h) => getComputedStyle(h).fontWeight)).toBe('800');
    // The session is never checked without JavaScript: the top bar offers Sign In instead of Validating.
    await expect(page.getByText('Validating')).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth/signin');

    const getStarted = page.getByRole('link', { name: 'Get Started for free' });
    await expect(getStarted).toHaveAttribute('href', '/auth/signup');
    await getStarted.click();
    await expect(page).toHaveURL(`${lectern.url}/auth/signup`);
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();

    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(`${lectern.url}/`);
    await expect(page.getByRole('heading', { level: 1, name: LANDING_TITLE })).toBeVisible();
  });

  test('/auth/signin shows its heading and the Email and Password fields', async ({ page }) => {
    await page.goto(`${lectern.url}/auth/signin`);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/auth/password/forgot');
    await expect(page.getByRole('link', { name: 'Create one' })).toHaveAttribute('href', '/auth/signup');
  });

  test('the forgot-password page is prerendered too', async ({ page }) => {
    await page.goto(`${lectern.url}/auth/password/forgot`);
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  });
});

test.describe('with JavaScript', () => {
  let lectern: Awaited<ReturnType<typeof startLectern>>;
  test.beforeAll(async () => {
    lectern = await startLectern();
  });
  test.afterAll(async () => {
    await lectern?.stop();
  });

  test('the prerendered landing page hydrates without a mismatch', async ({ page }) => {
    const html = await (await page.request.get(lectern.url)).text();
    expect(html).toContain('data-prerendered="landing"');
    expect(html).toContain(LANDING_TITLE);

    const complaints = watchHydration(page);
    await page.goto(lectern.url);
    // The session check ends after hydration: Validating gives way to the Sign In link.
    const nav = page.getByRole('banner');
    await expect(nav.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth/signin');
    await expect(nav.getByText('Validating')).toBeHidden();
    // Hydrated means interactive: typing asks the server for suggestions.
    await page.getByRole('combobox', { name: 'Search courses' }).fill('csc 204');
    await expect(page.getByRole('option', { name: /^CSC 204: / })).toBeVisible();
    expect(complaints).toEqual([]);
  });

  test('the landing page paints before it runs a script or asks for a chunk', async ({ page }) => {
    // When each script element joins the document (the parser's or a script's own), by the page's clock.
    await page.addInitScript(() => {
      const added: number[] = [];
      (window as unknown as { scriptsAddedAt: number[] }).scriptsAddedAt = added;
      new MutationObserver((records) => {
        for (const record of records) {
          record.addedNodes.forEach((node) => {
            if (node instanceof HTMLScriptElement && node.src) added.push(performance.now());
          });
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(lectern.url);
    await page.getByRole('combobox', { name: 'Search courses' }).fill('csc 204');
    await expect(page.getByRole('option', { name: /^CSC 204: / })).toBeVisible();

    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scriptsAddedAt: (window as unknown as { scriptsAddedAt: number[] }).scriptsAddedAt,
      // Only the shell's entry is fetched while the page parses (preloaded, not run).
      requests: performance
        .getEntriesByType('resource')
        .filter((entry) => /\.js$|mf-manifest\.json$/.test(new URL(entry.name).pathname) && !/\/main\.[0-9a-f]+\.js$/.test(entry.name))
        .map((entry) => ({ file: new URL(entry.name).pathname, startTime: entry.startTime })),
    }));
    expect(timing.paint).toBeGreaterThan(0);
    expect(timing.scriptsAddedAt.length).toBeGreaterThan(0);
    expect(timing.scriptsAddedAt.filter((at) => at < timing.paint!)).toEqual([]);
    expect(timing.requests.length).toBeGreaterThan(0);
    expect(timing.requests.filter((request) => request.startTime < timing.paint!)).toEqual([]);
  });

  test('every script the landing page preloads is one it runs', async ({ page }) => {
    // Chromium's script coverage lists each script it compiled; a preload the page never uses is fetched and never compiled.
    await page.coverage.startJSCoverage({ resetOnNavigation: false });
    await page.goto(lectern.url);
    await page.getByRole('combobox', { name: 'Search courses' }).fill('csc 204');
    await expect(page.getByRole('option', { name: /^CSC 204: / })).toBeVisible();
    const preloaded = await page.locator('link[rel="preload"][as="script"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    const ran = new Set((await page.coverage.stopJSCoverage()).map((entry) => entry.url));
    expect(preloaded.length).toBeGreaterThan(0);
    expect(preloaded.filter((href) => !ran.has(href))).toEqual([]);
  });

  test('every script the landing page runs opens with the compile hint, for Chrome to compile it off the main thread', async ({ page }) => {
    // @lectern/build compile-hints.mjs: a function V8 did not compile while the script downloaded is compiled on the main thread when first called.
    await page.coverage.startJSCoverage({ resetOnNavigation: false });
    await page.goto(lectern.url);
    await page.getByRole('combobox', { name: 'Search courses' }).fill('csc 204');
    await expect(page.getByRole('option', { name: /^CSC 204: / })).toBeVisible();
    const scripts = (await page.coverage.stopJSCoverage()).filter((entry) => entry.url.startsWith(`${lectern.url}/`) && entry.url.endsWith('.js'));
    // The shell's entry and its two start-up chunks, the landing's container and its exposed module.
    expect(scripts.map((script) => new URL(script.url).pathname)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/main\.[0-9a-f]+\.js$/),
        expect.stringMatching(/^\/startup-react-dom\.[0-9a-f]+\.js$/),
        expect.stringMatching(/^\/startup\.[0-9a-f]+\.js$/),
        expect.stringMatching(/^\/remotes\/landing\/releases\/[0-9a-f]{12}\/remoteEntry\.js$/),
        expect.stringMatching(/^\/remotes\/landing\/releases\/[0-9a-f]{12}\/__federation_expose_LandingPage\.[0-9a-f]+\.js$/),
      ]),
    );
    expect(scripts.filter((script) => !script.source?.startsWith(COMPILE_HINT)).map((script) => script.url)).toEqual([]);
  });

  test('starting the landing page never opens localStorage (its first read stalls the page while the browser loads it)', async ({ page }) => {
    // Counts every use of window.localStorage from the first script on (@lectern/build federation-debug-off.cjs).
    await page.addInitScript(() => {
      const uses: string[] = [];
      (window as unknown as { storageUses: string[] }).storageUses = uses;
      const real = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          uses.push(new Error().stack ?? 'localStorage');
          return real.get!.call(window);
        },
      });
    });
    await page.goto(lectern.url);
    await page.getByRole('combobox', { name: 'Search courses' }).fill('csc 204');
    await expect(page.getByRole('option', { name: /^CSC 204: / })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { storageUses: string[] }).storageUses)).toEqual([]);
  });

  test('the prerendered sign-in page hydrates without a mismatch', async ({ page }) => {
    const html = await (await page.request.get(`${lectern.url}/auth/signin`)).text();
    expect(html).toContain('data-prerendered="auth"');
    expect(html).toContain('Welcome back');

    const complaints = watchHydration(page);
    await page.goto(`${lectern.url}/auth/signin`);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    const email = page.getByLabel('Email');
    await email.fill('ada@example.edu');
    await expect(email).toHaveValue('ada@example.edu');
    // Formik is live: an empty password is refused on submit.
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(`${lectern.url}/auth/signin`);
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByRole('button', { name: 'Hide password' })).toBeVisible();
    expect(complaints).toEqual([]);
  });

  test('while the landing page loads, its placeholders hold still until it is hydrated, then animate only what the compositor moves on its own', async ({ page }) => {
    // Before hydration every animated frame competes with the scripts the page is waiting for;
    // after it, any property but these (a background's position) would be painted again on the
    // main thread every frame, which on a slow phone competes with everything else.
    const animations = () =>
      page.evaluate(() =>
        document.getAnimations().map((animation) => ({
          state: animation.playState,
          properties: (animation.effect instanceof KeyframeEffect ? animation.effect.getKeyframes() : []).flatMap((frame) =>
            Object.keys(frame).filter((key) => !['offset', 'easing', 'composite', 'computedOffset'].includes(key)),
          ),
        })),
      );
    const releaseScripts = await holdRemoteScripts(page, 'landing');
    const releaseStats = await holdRequests(page, '**/api/stats/public');
    await page.goto(lectern.url);
    await expect(page.getByTestId('stat-skeleton').first()).toBeVisible();
    await expect(page.getByRole('banner').getByText('Validating')).toBeVisible();
    const beforeHydration = await animations();
    releaseScripts();
    // Hydrated: the session is settled, the figures not yet.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByTestId('stat-skeleton').first()).toBeVisible();
    const afterHydration = await animations();
    releaseStats();

    expect(beforeHydration.length).toBeGreaterThan(4); // the session check's spinner and each figure's skeleton
    expect(beforeHydration.map((animation) => animation.state)).toEqual(beforeHydration.map(() => 'paused'));
    expect(afterHydration.length).toBeGreaterThan(3);
    expect(afterHydration.map((animation) => animation.state)).toEqual(afterHydration.map(() => 'running'));
    const properties = new Set([...beforeHydration, ...afterHydration].flatMap((animation) => animation.properties));
    expect([...properties].filter((property) => property !== 'transform' && property !== 'opacity')).toEqual([]);
  });

  // Input made before the page is hydrated is held, then replayed.
  test('a search typed while the scripts load is answered once they run', async ({ page }) => {
    const release = await holdRemoteScripts(page, 'landing');
    await page.goto(lectern.url);
    await page.getByRole('combobox', { name: 'Search courses' }).fill('csc 204');
    await expect(page.getByRole('combobox', { name: 'Search courses' })).toHaveValue('csc 204');
    release();
    await expect(page.getByRole('option', { name: /^CSC 204: / })).toBeVisible();
  });

  test('a sign-in submitted while the scripts load signs in, and never puts the password in the address', async ({ page, request }) => {
    // Made apart from the page: it signs its own request context in, not the browser.
    const email = await createVerifiedAccount(request, lectern);
    const release = await holdRemoteScripts(page, 'auth');
    await page.goto(`${lectern.url}/auth/signin`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    expect(page.url()).toBe(`${lectern.url}/auth/signin`);
    release();
    await expect(page).toHaveURL(`${lectern.url}/dashboard`);
  });
});

test.describe('a remote redeployed alone with changed text', () => {
  test.setTimeout(300_000);
  // The build `npm run build` made, then another differing only in its build id (built once per run).
  let FIRST: string;
  let SECOND: string;
  let lectern: Awaited<ReturnType<typeof startLectern>>;
  let host: Awaited<ReturnType<typeof serveFolder>>;
  let served: string;
  let secondBuild: string;

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    const first = mainLandingBuild();
    const second = await landingVariant();
    [FIRST, SECOND] = [first.id, second.id];
    const firstBuild = first.dir;
    secondBuild = second.dir;
    // The host serves this folder from disk on every request: copying a build into it is a deploy.
    served = mkdtempSync(path.join(tmpdir(), 'lectern-landing-served-'));
    cpSync(firstBuild, served, { recursive: true });
    host = await serveFolder(served);
    lectern = await startLectern({ REMOTE_LANDING_URL: `${host.url}/mf-manifest.json` });
  });
  test.afterAll(async () => {
    await lectern?.stop();
    await host?.stop();
  });

  test('shows the new text after a reload, prerendered and hydrated', async ({ browser, page }) => {
    // The server waits at most 500 ms for a remote host's pages (a busy machine's first fetch can
    // take longer: that page goes out without markup): asked again, as a next visit would.
    await withoutJavaScript(browser, async (noScript) => {
      await noScript.goto(lectern.url);
      await expect(async () => {
        await noScript.reload();
        await expect(noScript.getByRole('heading', { level: 1, name: LANDING_TITLE })).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 30_000 });
      await expect(noScript.getByTestId('build-id')).toHaveText(`Build ${FIRST}`);
    });

    cpSync(secondBuild, served, { recursive: true });

    // Prerendered: the server picks up the new build's fragment (it keeps a remote host's files 1 s).
    await withoutJavaScript(browser, async (noScript) => {
      await noScript.goto(lectern.url);
      await expect(async () => {
        await noScript.reload();
        await expect(noScript.getByTestId('build-id')).toHaveText(`Build ${SECOND}`, { timeout: 1000 });
      }).toPass({ timeout: 30_000 });
      await expect(noScript.getByRole('heading', { level: 1, name: LANDING_TITLE })).toBeVisible();
    });
    const html = await (await page.request.get(lectern.url)).text();
    expect(html).toContain('data-prerendered="landing"');
    expect(html).toContain(`Build ${SECOND}`);

    // Hydrated: the new remote's code takes over the new markup without a mismatch.
    const complaints = watchHydration(page);
    await page.goto(lectern.url);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth/signin');
    await expect(page.getByTestId('build-id')).toHaveText(`Build ${SECOND}`);
    await page.getByRole('combobox', { name: 'Search courses' }).fill('csc 204');
    await expect(page.getByRole('option', { name: /^CSC 204: / })).toBeVisible();
    expect(complaints).toEqual([]);
  });
});
