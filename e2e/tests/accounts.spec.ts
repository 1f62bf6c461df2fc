import { expect, test, type Page } from '@playwright/test';
import { mailCount, waitForMailLink } from '../support/outbox.mjs';
import { PASSWORD, createVerifiedAccount, newEmail } from '../support/accounts.mjs';
import { useLectern } from '../support/pages.ts';

// Account journeys against the real server, reading the real mail from its outbox.
const lectern = useLectern();

async function signUp(page: Page, email: string, fullName = 'Ada Obi') {
  await page.goto(`${lectern.url}/auth/signup`);
  await page.getByLabel('Full name').fill(fullName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/signup\/verify\?email=/);
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
}

/** A verified account with no session in this browser. */
async function verifiedAccount(page: Page) {
  const email = await createVerifiedAccount(page.request, lectern);
  await page.context().clearCookies();
  return email;
}

test('sign up, verify from the emailed link in a fresh browser, set up the profile, reach the dashboard', async ({ page, browser }) => {
  const email = newEmail();
  await signUp(page, email);
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  const link = await waitForMailLink(lectern.dataDir, email, '/auth/verify-email?token=');
  const fresh = await browser.newContext();
  const phone = await fresh.newPage();
  await phone.goto(link);
  await expect(phone.getByText('Email verification successful!')).toBeVisible();
  await expect(phone).toHaveURL(/\/auth\/signup\/profile$/);

  await phone.getByLabel('Username').fill(`ada${Date.now() % 10_000_000}`);
  const faculty = phone.getByLabel('Faculty');
  await faculty.selectOption({ index: 1 });
  const department = phone.getByLabel('Department');
  await expect(department).toBeEnabled();
  await department.selectOption({ index: 1 });
  await phone.getByLabel('Level').selectOption('200');
  await phone.getByRole('button', { name: 'Submit' }).click();
  await expect(phone).toHaveURL(/\/auth\/signup\/success$/);
  await phone.getByRole('link', { name: 'View Dashboard' }).click();
  await expect(phone).toHaveURL(/\/dashboard$/);
  await expect(phone.getByRole('heading', { name: 'Welcome back, Ada' })).toBeVisible();

  const profile = await (await phone.request.get(`${lectern.url}/api/user/profile`)).json();
  expect(profile.data).toMatchObject({ email, firstName: 'Ada', lastName: 'Obi', level: 200, auth: { emailVerified: true } });
  expect(profile.data.departmentId).toBeTruthy();
  await fresh.close();
});

test('signing in before verifying lands on the verify page with a fresh link sent', async ({ page }) => {
  const email = newEmail();
  await signUp(page, email);
  await waitForMailLink(lectern.dataDir, email, '/auth/verify-email?token=');
  const before = mailCount(lectern.dataDir, email);

  await page.goto(`${lectern.url}/auth/signin`);
  await signIn(page, email);
  await expect(page.getByText('Email not verified. Please check your inbox for the verification link.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/signup\/verify\?email=/);
  await expect.poll(() => mailCount(lectern.dataDir, email)).toBeGreaterThan(before);
});

test('forgot password, reset from the emailed link, sign in with the new password; the old session is gone', async ({ page, browser }) => {
  const email = await verifiedAccount(page);

  // An old session on another device.
  const laptop = await browser.newContext();
  const old = await laptop.newPage();
  await old.goto(`${lectern.url}/auth/signin`);
  await signIn(old, email);
  await expect(old).toHaveURL(/\/dashboard$/);

  await page.goto(`${lectern.url}/auth/signin`);
  await page.getByRole('link', { name: /forgot password/i }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Link' }).click();
  await expect(page).toHaveURL(/\/auth\/password\/check-inbox$/);
  await expect(page.getByRole('heading', { name: 'Check your inbox!' })).toBeVisible();

  const link = await waitForMailLink(lectern.dataDir, email, '/auth/reset-password?token=');
  await page.goto(link);
  const newPassword = 'N3wPassword!';
  await page.getByLabel(/^new password$/i).fill(newPassword);
  await page.getByLabel(/confirm/i).fill(newPassword);
  await page.getByRole('button', { name: /reset|save|submit|continue/i }).click();
  await expect(page).toHaveURL(/\/auth\/password\/success$/);
  await page.getByRole('link', { name: 'Log in' }).click();

  await signIn(page, email, PASSWORD);
  await expect(page.getByText('Incorrect email or password.')).toBeVisible();
  await signIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/dashboard$/);

  await old.reload();
  await expect(old).toHaveURL(/\/auth\/signin\?next=%2Fdashboard$/);
  await laptop.close();
});

test('protected pages send a visitor to sign in and back; guest-only pages send a signed-in person to the dashboard', async ({ page }) => {
  const email = await verifiedAccount(page);
  await page.goto(`${lectern.url}/dashboard/libraries`);
  await expect(page).toHaveURL(/\/auth\/signin\?next=%2Fdashboard%2Flibraries$/);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard\/libraries$/);

  await page.goto(`${lectern.url}/auth/signup`);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The landing page shows the signed-in menu with the first name, and Logout ends the session.
  await page.goto(lectern.url);
  await page.getByRole('button', { name: 'Bo' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  const check = await (await page.request.get(`${lectern.url}/api/auth/check`)).json();
  expect(check.data.loggedIn).toBe(false);
});
