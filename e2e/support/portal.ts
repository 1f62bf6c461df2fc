// The people of the portal journeys (portal.spec.ts, people.spec.ts): verified students in
// browsers of their own, the seeded admin signed in through the sign-in screen, and the review
// layout's tabs and search as a person uses them.
import { expect, request as apiRequest, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { createVerifiedAccount } from './accounts.mjs';

export const ADMIN = { email: 'admin@uni.edu', password: 'Adm1n-Passw0rd' };

/** Approves materials as the seeded admin through the review call (a journey that is not about review). */
export async function approveAsAdmin(baseURL: string, ids: string[]): Promise<void> {
  const admin = await apiRequest.newContext({ baseURL });
  const login = await admin.post('/api/auth/login', { data: ADMIN });
  expect(login.status()).toBe(200);
  const headers = { authorization: String(login.headers()['authorization']) };
  for (const id of ids) expect((await admin.post(`/api/review/materials/review/${id}`, { headers, data: { action: 'approved' } })).status()).toBe(200);
  await admin.dispose();
}

export interface Lectern {
  url: string;
  dataDir: string;
}

export interface Person {
  context: BrowserContext;
  page: Page;
  id: string;
}

type Viewport = { width: number; height: number };

async function profileId(page: Page, lectern: Lectern): Promise<string> {
  return (await (await page.request.get(`${lectern.url}/api/user/profile`)).json()).data.id;
}

/** A new verified student in a browser of their own (a phone when given its viewport). */
export async function newStudent(browser: Browser, lectern: Lectern, firstName: string, viewport?: Viewport): Promise<Person> {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const page = await context.newPage();
  await createVerifiedAccount(page.request, lectern, { firstName, lastName: 'Ade' });
  return { context, page, id: await profileId(page, lectern) };
}

/** The seeded admin, signed in through the sign-in screen. */
export async function signInAsAdmin(browser: Browser, lectern: Lectern): Promise<Person> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${lectern.url}/auth/signin`);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  // Staff land on the portal.
  await expect(page).toHaveURL(/\/management$/);
  return { context, page, id: await profileId(page, lectern) };
}

/** A JSON call with the page's session cookie (unsafe methods carry the site's Origin). */
export const write = (lectern: Lectern, page: Page, method: 'post' | 'patch', path: string, data: Record<string, unknown>) =>
  page.request[method](`${lectern.url}${path}`, { data, headers: { Origin: lectern.url } });

/** A tab of the review layout, whose name ends in its count badge ('Pending 3'). */
export const tab = (page: Page, name: 'Pending' | 'Approved' | 'Rejected') => page.getByRole('tab', { name: new RegExp(`^${name}`) });

/** Opens a queue from the portal's sidebar and narrows it to `search` with its search box. */
export async function openQueue(page: Page, link: string, heading: string, search: string) {
  await page.getByRole('navigation', { name: 'Management' }).getByRole('link', { name: link, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.getByRole('searchbox').fill(search);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}
