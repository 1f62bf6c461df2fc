import { expect, test, type Page } from '@playwright/test';
import { ADMIN, newStudent, signInAsAdmin, write, type Person } from '../support/portal.ts';
import { useLectern } from '../support/pages.ts';
import { shareThroughApi } from '../support/upload.ts';

// People against the real server: an admin makes a student a moderator from User Management; a
// student applies to moderate and an admin approves; an announcement is submitted, approved and
// shown to students on a phone; a student with 10 approved uploads goes to the front of the queue.
const lectern = useLectern({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });

const managementLink = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Management' });
const portalLink = (page: Page, name: string) => page.getByRole('navigation', { name: 'Management' }).getByRole('link', { name, exact: true });

/** A link material shared through the API; answers its id. */
const shareLink = (person: Person, label: string) =>
  shareThroughApi(person.page, lectern.url, { label, url: `https://example.edu/notes/${encodeURIComponent(label)}` });

test('an admin makes a student a moderator from User Management, and the student sees the portal', async ({ browser }) => {
  test.setTimeout(120_000);
  const student = await newStudent(browser, lectern, 'Kemi');
  await student.page.goto(`${lectern.url}/dashboard`);
  await expect(student.page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Overview' })).toBeVisible();
  await expect(managementLink(student.page)).toHaveCount(0);
  const email = (await (await student.page.request.get(`${lectern.url}/api/user/profile`)).json()).data.email as string;

  const admin = await signInAsAdmin(browser, lectern);
  await admin.page.goto(`${lectern.url}/management`);
  await portalLink(admin.page, 'User Management').click();
  await expect(admin.page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
  await expect(admin.page.getByText('Browse, filter, and analyze user accounts.')).toBeVisible();
  await admin.page.getByRole('searchbox').fill(email);
  const row = admin.page.getByRole('row', { name: new RegExp(email) });
  await expect(row).toHaveCount(1);
  await expect(admin.page.getByText(/^Showing 1 of 1 users$/)).toBeVisible();
  await row.getByRole('button', { name: /make moderator/i }).click();
  const confirm = admin.page.getByRole('dialog');
  await expect(confirm).toContainText('Kemi Ade');
  await confirm.getByRole('button', { name: /make moderator/i }).click();
  await expect(admin.page.getByText('Kemi Ade is now a moderator').first()).toBeVisible();
  await expect(row.getByRole('cell', { name: /moderator/i })).toBeVisible();

  // The change holds from the student's next request: no sign-out needed.
  await student.page.reload();
  await managementLink(student.page).click();
  await expect(student.page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(student.page.getByRole('region', { name: 'Your role' })).toContainText('Signed in as Moderator');
  await expect(portalLink(student.page, 'User Management')).toHaveCount(0);
  await Promise.all([student.context.close(), admin.context.close()]);
});

test('a student applies to moderate from Settings and an admin approves the application', async ({ browser }) => {
  test.setTimeout(120_000);
  const student = await newStudent(browser, lectern, 'Ifeoma');
  const page = student.page;
  await page.goto(`${lectern.url}/dashboard/settings`);
  const section = page.getByRole('region', { name: 'Become a moderator' });
  await section.getByRole('combobox', { name: 'Faculty' }).selectOption({ index: 1 });
  await section.getByRole('combobox', { name: 'Department' }).selectOption({ index: 1 });
  await section.getByRole('combobox', { name: 'Level' }).selectOption('300');
  const reason = section.getByLabel(/why do you want to moderate/i);
  // Too short first: the form says so and keeps what was typed.
  await reason.fill('I like it');
  await reason.blur();
  await expect(section.getByText('Write at least 20 characters')).toBeVisible();
  await reason.fill('I tutor first years in my department and keep careful notes of every course.');
  await section.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('Application sent. An admin will review it soon.').first()).toBeVisible();
  await expect(section.getByText('Your application is waiting for review.')).toBeVisible();

  const admin = await signInAsAdmin(browser, lectern);
  await admin.page.goto(`${lectern.url}/management`);
  await portalLink(admin.page, 'Moderator Applications').click();
  await expect(admin.page.getByRole('heading', { level: 1, name: 'Moderator Applications' })).toBeVisible();
  const card = admin.page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: 'Ifeoma Ade' });
  await expect(card).toContainText('I tutor first years');
  await card.getByRole('button', { name: 'Approve' }).click();
  const dialog = admin.page.getByRole('dialog', { name: 'Approve Application' });
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.page.getByText('Application approved').first()).toBeVisible();
  await expect(card).toHaveCount(0);

  // The student is told, and the portal opens for them.
  await page.goto(`${lectern.url}/dashboard/notifications`);
  await expect(page.getByText('You are now a moderator')).toBeVisible();
  await managementLink(page).click();
  await expect(page.getByRole('region', { name: 'Your role' })).toContainText('Signed in as Moderator');
  await Promise.all([student.context.close(), admin.context.close()]);
});

test('an announcement is submitted, approved by an admin and shown to students on a phone', async ({ browser }) => {
  test.setTimeout(120_000);
  const title = `Exam timetable is out ${Date.now()}`;
  const today = new Date().toISOString().slice(0, 10);
  const nextWeek = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

  const admin = await signInAsAdmin(browser, lectern);
  const page = admin.page;
  await page.goto(`${lectern.url}/management`);
  await portalLink(page, 'Adverts Review').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Adverts Review' })).toBeVisible();
  await page.getByRole('button', { name: 'New announcement' }).click();
  const form = page.getByRole('dialog', { name: 'New announcement' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Text').fill('Check the faculty board for your exam dates and rooms.');
  await form.getByLabel(/^Link/).fill('https://example.edu/timetable');
  await form.getByLabel('Start date').fill(today);
  // An end before the start is refused, and nothing typed is lost.
  await form.getByLabel('End date').fill(yesterday);
  await form.getByRole('button', { name: /submit/i }).click();
  await expect(form.getByText('The end date cannot be before the start date')).toBeVisible();
  await expect(form.getByLabel('Title')).toHaveValue(title);
  await form.getByLabel('End date').fill(nextWeek);
  await form.getByRole('button', { name: /submit/i }).click();
  await expect(page.getByText('Announcement submitted for review').first()).toBeVisible();

  const card = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: title });
  await card.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog', { name: 'Approve Announcement' }).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Announcement approved').first()).toBeVisible();

  const student = await newStudent(browser, lectern, 'Dayo', { width: 360, height: 740 });
  await student.page.goto(`${lectern.url}/dashboard`);
  await student.page.getByRole('button', { name: 'Menu' }).click();
  const announcement = student.page.getByRole('dialog', { name: 'Menu' }).getByRole('region', { name: 'Announcement' });
  await expect(announcement).toContainText(title);
  await expect(announcement.getByRole('link', { name: /learn more/i })).toHaveAttribute('href', 'https://example.edu/timetable');
  await Promise.all([student.context.close(), admin.context.close()]);
});

test('a student with 10 approved uploads sees the next upload go first in the moderators’ queue', async ({ browser }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const admin = await signInAsAdmin(browser, lectern);
  const contributor = await newStudent(browser, lectern, 'Bisi');
  for (let n = 1; n <= 10; n += 1) {
    const id = await shareLink(contributor, `Week ${n} notes ${stamp}`);
    expect((await write(lectern, admin.page, 'post', `/api/review/materials/review/${id}`, { action: 'approved' })).status()).toBe(200);
  }
  // Someone else's upload waits first; then the contributor uploads again.
  const other = await newStudent(browser, lectern, 'Chidi');
  await shareLink(other, `Waiting longer ${stamp}`);
  await shareLink(contributor, `Week 11 notes ${stamp}`);

  await contributor.page.goto(`${lectern.url}/dashboard`);
  await expect(contributor.page.getByText('Approved uploads: 10')).toBeVisible();
  await expect(contributor.page.getByText(/skip the queue/i).first()).toBeVisible();
  await contributor.page.goto(`${lectern.url}/dashboard/notifications`);
  await expect(contributor.page.getByText('You skip the queue')).toBeVisible();

  await admin.page.goto(`${lectern.url}/management/materials`);
  await expect(admin.page.getByRole('heading', { level: 1, name: 'Materials Review' })).toBeVisible();
  const first = admin.page.getByRole('tabpanel').getByRole('listitem').first();
  await expect(first).toContainText(`Week 11 notes ${stamp}`);
  await expect(first).toContainText('Skips the queue');
  await expect(admin.page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: `Waiting longer ${stamp}` })).not.toContainText('Skips the queue');
  await Promise.all([contributor.context.close(), other.context.close(), admin.context.close()]);
});
