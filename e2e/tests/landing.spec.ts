import { expect, test } from '@playwright/test';
import { sidewaysOverflow } from '../support/layout.ts';
import { useLectern } from '../support/pages.ts';

const lectern = useLectern();

test('the landing page renders through the shell with real statistics', async ({ page, request }) => {
  const stats = (await (await request.get(`${lectern.url}/api/stats/public`)).json()).data;
  expect(stats.courses).toBeGreaterThan(0);

  await page.goto(lectern.url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth/signin');
  const figure = (label: string) => page.locator('dl > div', { has: page.getByText(label, { exact: true }) }).locator('dd');
  await expect(figure('Courses')).toHaveText(`${stats.courses}+`);
  await expect(figure('Departments')).toHaveText(`${stats.departments}+`);
  await expect(figure('Students')).toHaveText(`${stats.students}+`);
  await expect(page.getByRole('link', { name: 'Get Started for free' })).toHaveAttribute('href', '/auth/signup');
});

test('the search box works by keyboard with suggestions from the server', async ({ page }) => {
  await page.goto(lectern.url);
  const search = page.getByRole('combobox');
  await search.fill('csc 204');
  // Courses come first; demo materials about the course may follow.
  const option = page.getByRole('option', { name: /^CSC 204: / });
  await expect(option).toBeVisible();

  await search.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await search.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();

  await search.fill('csc204');
  await expect(page.getByRole('option', { name: /^CSC 204: / })).toBeVisible();
  await search.press('ArrowDown');
  await search.press('Enter');

  // A visitor is sent to sign in first, carrying the search they asked for.
  await expect(page).toHaveURL(/\/auth\/signin\?next=%2Fdashboard%2Fsearch%3Fq%3DCSC%2520204/);
});

test('a search with no match says so', async ({ page }) => {
  await page.goto(lectern.url);
  await page.getByRole('combobox').fill('zzzz-no-such-course');
  await expect(page.getByText('No suggestions found')).toBeVisible();
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto(`${lectern.url}/no/such/page`);
  await expect(page.getByRole('heading', { name: 'Ooops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(`${lectern.url}/`);
  await expect(page.getByRole('combobox')).toBeVisible();
});

test('the landing page fits a 360px-wide phone and its menu works', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(lectern.url);
  const toggle = page.getByRole('button', { name: /menu/i });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('link', { name: 'FAQs' }).first().click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
});
