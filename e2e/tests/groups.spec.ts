import { expect, test, type Page } from '@playwright/test';
import { elementsPastTheEdge, sidewaysOverflow } from '../support/layout.ts';
import { ADMIN, newStudent } from '../support/portal.ts';
import { useLectern } from '../support/pages.ts';

// Study groups against the real server: a student starts a group for CSC 204 from its
// course page and schedules a session; a second finds it on the course page, joins, and asks a
// question sharing a material; the first sees it appear live and answers; the second marks the
// answer helpful; each hears of the other's reply or mark in Notifications. An invite-only group
// is invisible to a third student, on a 360px phone, until they use its link.
const lectern = useLectern({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
const PHONE = { width: 360, height: 740 };
/** A demo material of CSC 204 (server/src/setup/seed/demo-data.ts) anyone signed in may open. */
const PAST_PAPER = 'CSC 204 Past Questions 2021-2024';
const CHAT = 'https://chat.whatsapp.com/AbCdEfGhIjKlMn12';

/** A tab of the group page's sections. */
const sectionTab = (page: Page, name: 'Discussion' | 'Sessions' | 'Members' | 'Settings') => page.getByRole('tab', { name, exact: true });

/** The day after tomorrow as a date field takes it (the browser's own day, as the form reads it). */
const dayAfterTomorrow = (page: Page) =>
  page.evaluate(() => {
    const day = new Date(Date.now() + 2 * 24 * 3_600_000);
    return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
  });

test('a CSC 204 group: started from the course page, a session, a question sharing a material seen live, an answer marked helpful', async ({ browser }) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const group = `CSC 204 study circle ${stamp}`;
  const question = `Which topics from the 2021 paper come up again? ${stamp}`;
  const answer = `Trees and graphs, every year ${stamp}`;

  // The first student starts a group from the course page: its course is already chosen.
  const owner = await newStudent(browser, lectern, 'Tola');
  const page = owner.page;
  await page.goto(`${lectern.url}/dashboard/courses/CSC204`);
  const courseGroups = page.getByRole('region', { name: 'Study groups for CSC 204' });
  await courseGroups.getByRole('link', { name: 'Start a group for this course' }).click();
  const form = page.getByRole('dialog', { name: 'New group' });
  await expect(form.getByRole('combobox', { name: 'Course (optional)' })).toHaveValue(/^CSC 204 - /);
  await form.getByRole('button', { name: 'Create group' }).click();
  await expect(form.getByText('Give the group a name')).toBeVisible();
  await form.getByRole('textbox', { name: 'Name' }).fill(group);
  await form.getByRole('textbox', { name: 'Group chat link (optional)' }).fill('https://example.com/our-chat');
  await form.getByRole('button', { name: 'Create group' }).click();
  await expect(form.getByText(/^Only a WhatsApp group link/)).toBeVisible();
  // What was typed is kept.
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue(group);
  await form.getByRole('textbox', { name: 'Group chat link (optional)' }).fill(CHAT);
  await expect(form.getByRole('combobox', { name: 'Who can join' })).toHaveValue('open');
  await form.getByRole('button', { name: 'Create group' }).click();
  await expect(page.getByText('Group created')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: group })).toBeVisible();
  await expect(page.getByRole('link', { name: 'CSC 204' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the group chat' })).toHaveAttribute('href', CHAT);
  const groupUrl = page.url();

  // A session: Sessions tab, Schedule a session.
  await sectionTab(page, 'Sessions').click();
  await page.getByRole('button', { name: 'Schedule a session' }).click();
  const schedule = page.getByRole('form', { name: 'Schedule a session' });
  await schedule.getByRole('textbox', { name: 'Title', exact: true }).fill('CSC 204 revision');
  await schedule.getByLabel('Date', { exact: true }).fill(await dayAfterTomorrow(page));
  await schedule.getByLabel('Starts', { exact: true }).fill('16:00');
  await schedule.getByLabel('Ends', { exact: true }).fill('18:00');
  await schedule.getByRole('textbox', { name: 'Place or link' }).fill('Main Library, room 2');
  await schedule.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByText('Session scheduled')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Upcoming sessions' }).getByRole('heading', { name: 'CSC 204 revision' })).toBeVisible();
  // The owner waits on the discussion, where the question will arrive live.
  await sectionTab(page, 'Discussion').click();
  await expect(page.getByRole('heading', { name: 'No posts yet' })).toBeVisible();

  // A second student finds it on the course page and joins it there.
  const asker = await newStudent(browser, lectern, 'Uche');
  const second = asker.page;
  await second.goto(`${lectern.url}/dashboard/courses/CSC204`);
  const listed = second.getByRole('region', { name: 'Study groups for CSC 204' });
  await listed.getByRole('button', { name: `Join ${group}` }).click();
  await expect(second.getByText(`You joined ${group}`)).toBeVisible();
  await listed.getByRole('link', { name: group }).click();
  await expect(second.getByRole('heading', { level: 1, name: group })).toBeVisible();
  await expect(second.getByRole('link', { name: 'Open the group chat' })).toBeVisible();
  await expect(second.getByText('2 members')).toBeVisible();

  // The question, sharing a material.
  await second.getByRole('button', { name: 'New post' }).click();
  const post = second.getByRole('form', { name: 'New post' });
  await expect(post.getByRole('radio', { name: 'Question' })).toBeChecked();
  await post.getByRole('textbox', { name: 'Title', exact: true }).fill(question);
  await post.getByRole('textbox', { name: 'Text', exact: true }).fill('I have the 2021 paper; what did the lecturer stress this year?');
  await post.getByRole('button', { name: 'Share a material' }).click();
  await post.getByRole('searchbox', { name: 'Search materials' }).fill('CSC 204 past questions');
  await post.getByRole('button', { name: `Share ${PAST_PAPER}` }).click();
  await expect(post.getByRole('group', { name: 'Shared material' })).toContainText(PAST_PAPER);
  await post.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(second.getByRole('link', { name: question })).toBeVisible();

  // The owner sees it arrive without reloading, opens it (the material's card in it) and answers.
  await expect(page.getByRole('link', { name: question })).toBeVisible({ timeout: 10_000 });
  await page.getByRole('link', { name: question }).click();
  await expect(page.getByRole('heading', { name: question })).toBeVisible();
  await expect(page.getByRole('article', { name: PAST_PAPER })).toBeVisible();
  await page.getByRole('textbox', { name: 'Your reply' }).fill(answer);
  await page.getByRole('button', { name: 'Post reply' }).click();
  await expect(page.getByRole('article', { name: 'Reply by Tola Ade' })).toContainText(answer);

  // The asker opens the thread, sees the answer and marks it helpful.
  await second.getByRole('link', { name: question }).click();
  const reply = second.getByRole('article', { name: 'Reply by Tola Ade' });
  await expect(reply).toContainText(answer);
  const helpful = reply.getByRole('button', { name: 'Helpful' });
  await expect(helpful).toHaveAttribute('aria-pressed', 'false');
  await helpful.click();
  await expect(helpful).toHaveAttribute('aria-pressed', 'true');

  // Each hears of it: the asker of the reply, the owner of the helpful mark.
  await second.goto(`${lectern.url}/dashboard/notifications`);
  await expect(second.getByRole('link', { name: 'New reply to your thread' }).first()).toBeVisible();
  await page.goto(`${lectern.url}/dashboard/notifications`);
  await expect(page.getByRole('link', { name: 'Your reply was marked helpful' }).first()).toBeVisible();
  // Both are members now, owner first.
  await page.goto(groupUrl);
  await sectionTab(page, 'Members').click();
  await expect(page.getByRole('tabpanel', { name: 'Members' }).getByRole('listitem')).toHaveCount(2);

  await asker.context.close();
  await owner.context.close();
});

test('an invite-only group is invisible to a third student on a 360px phone until they use its link', async ({ browser }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const group = `Quiet revision ${stamp}`;

  const owner = await newStudent(browser, lectern, 'Ada');
  await owner.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: lectern.url });
  const page = owner.page;
  await page.goto(`${lectern.url}/dashboard/groups`);
  await expect(page.getByRole('heading', { name: 'You are not in any study group yet.' })).toBeVisible();
  await page.getByRole('button', { name: 'New group' }).first().click();
  const form = page.getByRole('dialog', { name: 'New group' });
  await form.getByRole('textbox', { name: 'Name' }).fill(group);
  await form.getByRole('combobox', { name: 'Who can join' }).selectOption({ label: 'Invite only: join by link' });
  await form.getByRole('button', { name: 'Create group' }).click();
  await expect(page.getByRole('heading', { level: 1, name: group })).toBeVisible();
  const groupUrl = page.url();
  // Its owner's four sections stand whole in one row on a 360px phone, each an icon above its word; the page itself never wider.
  const desktop = page.viewportSize();
  await page.setViewportSize(PHONE);
  const ownerTabs = page.getByRole('tablist', { name: `${group} sections` }).getByRole('tab');
  await expect(ownerTabs).toHaveText(['Discussion', 'Sessions', 'Members', 'Settings']);
  expect(new Set(await ownerTabs.evaluateAll((tabs) => tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)))).size).toBe(1);
  // Whole: no word runs past its tab's edge (a row that squeezes them would clip "Discussion").
  expect(await ownerTabs.evaluateAll((tabs) => tabs.filter((tab) => tab.scrollWidth > tab.clientWidth).length)).toBe(0);
  for (const name of ['Discussion', 'Sessions', 'Members', 'Settings'] as const) await expect(sectionTab(page, name)).toBeInViewport({ ratio: 1 });
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await sectionTab(page, 'Settings').click();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  if (desktop) await page.setViewportSize(desktop);
  await sectionTab(page, 'Settings').click();
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied to clipboard!')).toBeVisible();
  const invite = await page.evaluate(() => navigator.clipboard.readText());
  await expect(page.getByRole('textbox', { name: 'Invite link' })).toHaveValue(invite);
  expect(invite).toContain(`${new URL(groupUrl).pathname}?invite=`);

  // The third student, on a phone: Groups is in the side panel; the group is not found by name.
  const stranger = await newStudent(browser, lectern, 'Femi', PHONE);
  const phone = stranger.page;
  await phone.goto(`${lectern.url}/dashboard`);
  await phone.getByRole('button', { name: 'Menu' }).click();
  await phone.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Groups' }).click();
  await expect(phone.getByRole('heading', { level: 1, name: 'Study groups' })).toBeVisible();
  await phone.getByRole('searchbox', { name: 'Group name or course code' }).fill(group);
  await phone.getByRole('searchbox', { name: 'Group name or course code' }).press('Enter');
  await expect(phone.getByText(`No open groups match “${group}”.`)).toBeVisible();
  expect(await sidewaysOverflow(phone)).toBeLessThanOrEqual(0);
  // Its address alone says only that it was not found.
  await phone.goto(groupUrl);
  await expect(phone.getByRole('alert')).toHaveText('This group does not exist, or you need an invite to see it.');
  await expect(phone.getByText(group)).toHaveCount(0);

  // With the link: the group, and Join with the invite; then its sections, on the phone's width.
  await phone.goto(invite);
  await expect(phone.getByRole('heading', { level: 1, name: group })).toBeVisible();
  await expect(phone.getByRole('tablist')).toHaveCount(0);
  await phone.getByRole('button', { name: 'Join with the invite' }).click();
  await expect(phone.getByText(`You joined ${group}`)).toBeVisible();
  const tabs = phone.getByRole('tablist', { name: `${group} sections` });
  await expect(tabs).toBeVisible();
  await expect(tabs.getByRole('tab')).toHaveText(['Discussion', 'Sessions', 'Members']);
  await tabs.getByRole('tab', { name: 'Members' }).focus();
  await phone.keyboard.press('ArrowLeft');
  await expect(tabs.getByRole('tab', { name: 'Sessions' })).toHaveAttribute('aria-selected', 'true');
  await expect(phone.getByRole('button', { name: 'Schedule a session' })).toBeVisible();
  await tabs.getByRole('tab', { name: 'Discussion' }).click();
  await expect(phone.getByRole('button', { name: 'New post' })).toBeVisible();
  // Measured once the joining toast has gone: it slides in from past the edge on purpose.
  await expect(phone.getByText(`You joined ${group}`)).toBeHidden();
  expect(await sidewaysOverflow(phone)).toBeLessThanOrEqual(0);
  expect(await elementsPastTheEdge(phone)).toEqual([]);

  // The owner turns the link off: a fourth person with the old link finds nothing.
  await page.getByRole('button', { name: 'Turn off link' }).click();
  await expect(page.getByText('The invite link was turned off.')).toBeVisible();
  const late = await newStudent(browser, lectern, 'Kemi');
  await late.page.goto(invite);
  await expect(late.page.getByRole('alert')).toHaveText('This group does not exist, or you need an invite to see it.');

  await late.context.close();
  await stranger.context.close();
  await owner.context.close();
});
