// A visitor on a phone: told why sign-in comes first, and where the policies are.
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createVerifiedAccount, PASSWORD } from '../support/accounts.mjs';
import { seriousViolations } from '../support/axe.ts';
import { sidewaysOverflow } from '../support/layout.ts';
import { useLectern } from '../support/pages.ts';

const lectern = useLectern();

test.use({ viewport: { width: 360, height: 740 } });

const shot = async (page: Page, name: string, fullPage = false) => {
  if (process.env.LECTERN_SCREENSHOTS) await page.screenshot({ path: path.join(process.env.LECTERN_SCREENSHOTS, `${name}.png`), fullPage });
};

test('a visitor who searches from the landing page is told why they sign in, and lands on the search with their words', async ({ page, request }) => {
  const email = await createVerifiedAccount(request, lectern, { firstName: 'Ngozi' });

  await page.goto(lectern.url);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/auth/signup');
  await expect(banner.getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await shot(page, 'landing-360');

  await page.getByRole('combobox', { name: 'Search courses' }).fill('eigenvalues');
  await page.getByRole('combobox', { name: 'Search courses' }).press('Enter');

  await expect(page).toHaveURL(/\/auth\/signin\?next=%2Fdashboard%2Fsearch%3Fq%3Deigenvalues&reason=search$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await expect(page.getByText('Sign in to see the materials that match “eigenvalues”.')).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'signin-reason-360');

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page).toHaveURL(`${lectern.url}/dashboard/search?q=eigenvalues`);
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “eigenvalues”' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search materials' }).or(page.getByLabel('Search materials'))).toHaveValue('eigenvalues');
  await expect(page.getByRole('article', { name: 'Linear Algebra II: Eigenvalues Explained' })).toBeVisible();
  await shot(page, 'search-after-signin-360');
});

test('a visitor opening a shared folder link is told it is the folder shared with them', async ({ page }) => {
  await page.goto(`${lectern.url}/dashboard/folders/some-folder`);
  await expect(page).toHaveURL(/\/auth\/signin\?next=%2Fdashboard%2Ffolders%2Fsome-folder&reason=sharedFolder$/);
  await expect(page.getByText('Sign in to open the folder shared with you.')).toBeVisible();
});

test('the sign-up agreement and the footer open the Terms of Service, the Privacy Policy and the Honor Code', async ({ page, context }) => {
  await page.goto(`${lectern.url}/auth/signup`);
  const agreement = page.getByRole('checkbox', { name: /^I agree to the Terms of Service/ });
  await expect(agreement).toBeVisible();
  await page.getByLabel('Full name').fill('Ngozi Okafor');
  await shot(page, 'signup-360');

  for (const [name, heading, url] of [
    ['Terms of Service', 'Terms of Service', '/policies/terms'],
    ['Privacy Policy', 'Privacy Policy', '/policies/privacy'],
    ['Honor Code', 'Honor Code', '/policies/honor-code'],
  ] as const) {
    const [tab] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: `${name} (opens in a new tab)` }).click()]);
    await expect(tab).toHaveURL(`${lectern.url}${url}`);
    await expect(tab.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await sidewaysOverflow(tab)).toBeLessThanOrEqual(0);
    if (name === 'Terms of Service') {
      expect(await seriousViolations(tab)).toEqual([]);
      await shot(tab, 'terms-360', true);
    }
    await tab.close();
  }
  // What was typed is still there, and the agreement was not ticked by the clicks on its links.
  await expect(page.getByLabel('Full name')).toHaveValue('Ngozi Okafor');
  await expect(agreement).not.toBeChecked();

  // From the landing page's footer: a policy opens at its top, a section of it at that section.
  await page.goto(lectern.url);
  // Moved within the app (hydrated): a press before the scripts run loads the policy as a new
  // page, which starts at its top with the focus on the page itself, as any page load does.
  await expect(page.locator('#root[data-hydrated]')).toBeAttached();
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(`${lectern.url}/policies/privacy`);
  const privacy = page.getByRole('heading', { level: 1, name: 'Privacy Policy' });
  await expect(privacy).toBeInViewport();
  await expect(privacy).toBeFocused();

  await page.getByRole('contentinfo').getByRole('link', { name: 'Report Issue' }).click();
  await expect(page).toHaveURL(`${lectern.url}/policies/honor-code#report-misuse`);
  await expect(page.getByRole('heading', { level: 2, name: 'Report misuse' })).toBeInViewport();
  await shot(page, 'honor-code-report-360');

  // Between the policies, and back to the landing page's sections.
  await page.getByRole('navigation', { name: 'Policies' }).getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQs' }).click();
  await expect(page).toHaveURL(`${lectern.url}/#faqs`);
  await expect(page.getByRole('heading', { level: 2, name: 'FAQs' })).toBeInViewport();
});

test('the policy pages are public and prerendered: their text is in the first HTML', async ({ request }) => {
  for (const [url, title] of [['/policies/terms', 'Terms of Service'], ['/policies/privacy', 'Privacy Policy'], ['/policies/honor-code', 'Honor Code']]) {
    const response = await request.get(`${lectern.url}${url}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<div id="root"[^>]*data-prerendered="landing"/);
    expect(html).toContain(`>${title}</h1>`);
  }
});

test('on a desktop the policy page puts its navigation beside the text', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${lectern.url}/policies/honor-code`);
  const nav = page.getByRole('navigation', { name: 'Policies' });
  const article = page.getByRole('article', { name: 'Honor Code' });
  await expect(article).toBeVisible();
  const [navBox, articleBox] = [await nav.boundingBox(), await article.boundingBox()];
  expect(navBox!.x + navBox!.width).toBeLessThanOrEqual(articleBox!.x);
  await shot(page, 'honor-code-1280');
  await page.goto(lectern.url);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign Up' })).toBeVisible();
  await shot(page, 'landing-1280');
});
