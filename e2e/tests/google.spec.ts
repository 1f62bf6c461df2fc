import { expect, test, type Page } from '@playwright/test';
import { OAuth2Server } from 'oauth2-mock-server';
import { startLectern } from '../support/servers.mjs';

// Continue with Google against a local OpenID Connect provider standing in for Google.
const CLIENT_ID = 'lectern-e2e';
let provider: OAuth2Server;
let lectern: Awaited<ReturnType<typeof startLectern>>;
const person = { sub: `google-${Date.now()}`, email: `gina${Date.now()}@uni.edu` };

test.beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  provider.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, {
      sub: person.sub,
      aud: CLIENT_ID,
      email: person.email,
      email_verified: true,
      given_name: 'Gina',
      family_name: 'Obi',
    });
  });
  lectern = await startLectern({
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_CLIENT_SECRET: 'e2e-secret',
    GOOGLE_ISSUER: provider.issuer.url,
  });
});

test.afterAll(async () => {
  await lectern?.stop();
  await provider?.stop();
});

test('a new person continues with Google to profile setup, signs out, and next time goes straight to the dashboard', async ({ page }) => {
  await page.goto(`${lectern.url}/auth/signup`);
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(`${lectern.url}/auth/signup/profile`);

  const profile = await (await page.request.get(`${lectern.url}/api/user/profile`)).json();
  expect(profile.data).toMatchObject({ email: person.email, firstName: 'Gina', auth: { emailVerified: true } });

  await page.goto(lectern.url);
  await page.getByRole('button', { name: 'Gina' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();

  await page.goto(`${lectern.url}/auth/signin`);
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(`${lectern.url}/dashboard`);
  await expect(page.getByRole('heading', { name: 'Welcome back, Gina' })).toBeVisible();
});

test('a sign-in the provider cancels comes back to sign in with a clear message and no session', async ({ page }) => {
  await page.goto(`${lectern.url}/api/auth/google/callback?error=access_denied&state=whatever`);
  await expect(page).toHaveURL(/\/auth\/signin\?error=/);
  await expect(page.getByRole('alert').first()).toBeVisible();
  const check = await (await page.request.get(`${lectern.url}/api/auth/check`)).json();
  expect(check.data.loggedIn).toBe(false);
});

// "Continue with Google" is a link from the first HTML on: a press reaches the provider whenever
// it is made, before the scripts run, before /api/auth/providers answers, with JavaScript off.
// (These run after the first journey: the person is known, so Google signs them in to the dashboard.)
const GOOGLE = { name: 'Continue with Google' } as const;

/** Resolves when the browser asks the provider to authorize: the press reached it. */
const reachesProvider = (page: Page) => page.waitForRequest((request) => request.url().startsWith(`${provider.issuer.url}/authorize`));

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the first HTML of sign-in and sign-up has Continue with Google as a link to the start URL', async ({ page }) => {
    for (const [path, href] of [
      ['/auth/signin', '/api/auth/google?state=origin'],
      ['/auth/signup', '/api/auth/google'],
    ] as const) {
      const html = await (await page.request.get(`${lectern.url}${path}`)).text();
      expect(html).toContain('data-prerendered="auth"');
      await page.goto(`${lectern.url}${path}`);
      await expect(page.getByRole('link', GOOGLE)).toHaveAttribute('href', href);
      await expect(page.getByRole('button', GOOGLE)).toHaveCount(0);
    }
  });

  test('pressing it reaches the provider and signs the person in', async ({ page }) => {
    await page.goto(`${lectern.url}/auth/signin`);
    const authorize = reachesProvider(page);
    await page.getByRole('link', GOOGLE).click();
    await authorize;
    await expect(page).toHaveURL(`${lectern.url}/dashboard`);
    expect((await (await page.request.get(`${lectern.url}/api/auth/check`)).json()).data.loggedIn).toBe(true);
  });
});

test('a press before the page has hydrated (its scripts held back) reaches the provider', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.js', async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  await page.goto(`${lectern.url}/auth/signin`, { waitUntil: 'commit' });
  const root = page.locator('#root');
  await expect(root).toHaveAttribute('data-prerendered', 'auth');
  const authorize = reachesProvider(page);
  await page.getByRole('link', GOOGLE).click();
  await authorize;
  release();
  await expect(page).toHaveURL(`${lectern.url}/dashboard`);
});

test('pressed as soon as it shows on a fresh load, twice in a row: each press reaches the provider', async ({ page }) => {
  for (const round of [1, 2]) {
    await page.context().clearCookies();
    await page.goto(`${lectern.url}/auth/signin`, { waitUntil: 'commit' });
    const authorize = reachesProvider(page);
    await page.getByRole('link', GOOGLE).click();
    await authorize;
    await expect(page, `round ${round}`).toHaveURL(`${lectern.url}/dashboard`);
  }
});

test('a visitor sent to sign in from a page goes back to it through Google (next carried)', async ({ page }) => {
  await page.goto(`${lectern.url}/dashboard/libraries`);
  await expect(page).toHaveURL(`${lectern.url}/auth/signin?next=${encodeURIComponent('/dashboard/libraries')}`);
  const link = page.getByRole('link', GOOGLE);
  await expect(link).toHaveAttribute('href', `/api/auth/google?state=origin&next=${encodeURIComponent('/dashboard/libraries')}`);
  await link.click();
  await expect(page).toHaveURL(`${lectern.url}/dashboard/libraries`);
});

test('with the service worker in charge of the page, Continue with Google signs in: the callback is requested once', async ({ page }) => {
  await page.goto(`${lectern.url}/auth/signin?next=${encodeURIComponent('/dashboard/libraries')}`);
  // The worker enables navigation preload; a navigation it left alone was requested twice, and the
  // second callback found its one-time state spent (sign in said "google_state").
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
  // What reached the server: the page's own navigation answered by the worker is not a second request.
  const callbacks: string[] = [];
  page.context().on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/auth/google/callback' && !response.fromServiceWorker()) callbacks.push(response.url());
  });
  await page.getByRole('link', GOOGLE).click();
  // Signed in: on to the page asked for (or, for a person new to Lectern, their profile first).
  await expect(page).toHaveURL(new RegExp(`^${lectern.url}/(dashboard/libraries|auth/signup/profile)`));
  expect(callbacks).toHaveLength(1);
});
