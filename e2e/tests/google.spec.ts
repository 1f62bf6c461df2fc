import { expect, test } from '@playwright/test';
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
