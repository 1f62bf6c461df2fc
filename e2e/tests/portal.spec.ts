import { expect, test, type Page } from '@playwright/test';
import { ADMIN, newStudent as newStudentOf, openQueue, signInAsAdmin as adminOf, tab, write as writeOf } from '../support/portal.ts';
import { sidewaysOverflow } from '../support/layout.ts';
import { useLectern } from '../support/pages.ts';
import { shareThroughApi } from '../support/upload.ts';

// The management portal against the real server: what a student submits waits in the portal's
// queues; a moderator approves and rejects there, an admin deletes; the student hears of each
// outcome; a report upheld in the portal hides the material and tells its uploader why.
const lectern = useLectern({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
const newStudent = (browser: Parameters<typeof newStudentOf>[0], firstName: string, viewport?: { width: number; height: number }) =>
  newStudentOf(browser, lectern, firstName, viewport);
const signInAsAdmin = (browser: Parameters<typeof adminOf>[0]) => adminOf(browser, lectern);
const write = (page: Page, method: 'post' | 'patch', path: string, data: Record<string, unknown>) => writeOf(lectern, page, method, path, data);

const countOn = async (page: Page, name: 'Pending' | 'Approved' | 'Rejected') => Number((await tab(page, name).textContent())?.replace(/\D/g, ''));
const apiCount = async (page: Page, kind: string, status: 'pending' | 'approved' | 'rejected') =>
  (await (await page.request.get(`${lectern.url}/api/review/${kind}/count`)).json()).data[status] as number;

test('a student submits, a moderator reviews in the portal, an admin deletes, the student hears of each outcome', async ({ browser }) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const materialTitle = `Linear algebra summary ${stamp}`;
  const blogTitle = `How I revise for exams ${stamp}`;
  const courseCode = `ZX${String(stamp).slice(-4)}`;

  // A student shares a link (the upload modal has its own journey in student.spec.ts), suggests a course and writes a blog post.
  const student = await newStudent(browser, 'Tola');
  await shareThroughApi(student.page, lectern.url, { label: materialTitle, classification: 'study-guides', tags: ['algebra'], url: 'https://en.wikipedia.org/wiki/Linear_algebra' });
  // The course is not in the catalogue: the student suggests it from the upload form's picker.
  await student.page.goto(`${lectern.url}/dashboard`);
  await student.page.getByRole('button', { name: 'New upload' }).first().click();
  const uploadDialog = student.page.getByRole('dialog').first();
  await uploadDialog.getByRole('button', { name: /Helpful Link/ }).click();
  await uploadDialog.getByLabel('Material title', { exact: true }).fill('Kept while suggesting');
  await uploadDialog.getByRole('button', { name: "Can't find your course? Suggest it" }).click();
  const suggest = student.page.getByRole('dialog', { name: 'Suggest a course' });
  await suggest.getByLabel('Course name').fill(`Proposed course ${stamp}`);
  await suggest.getByLabel('Course code').fill(courseCode);
  await suggest.getByRole('combobox', { name: 'Department' }).selectOption({ index: 1 });
  await suggest.getByRole('combobox', { name: 'Level' }).selectOption('200');
  await suggest.getByLabel('Description (optional)').fill('Matrices for engineers');
  await suggest.getByRole('button', { name: /^Send/ }).click();
  await expect(student.page.getByText('Thanks! The course was sent for review.').first()).toBeVisible();
  await expect(suggest).toHaveCount(0);
  await expect(uploadDialog.getByLabel('Material title', { exact: true })).toHaveValue('Kept while suggesting');

  await student.page.goto(`${lectern.url}/dashboard/blogs`);
  await student.page.getByRole('button', { name: 'Write a post' }).click();
  const form = student.page.getByRole('dialog', { name: 'Write a post' });
  await form.getByLabel('Title', { exact: true }).fill(blogTitle);
  await form.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Study tips' });
  await form.getByLabel('Description', { exact: true }).fill('Spaced repetition and past papers.');
  await form.getByLabel('Post', { exact: true }).fill('Start early.\n\nDo the past papers twice.');
  await form.getByRole('button', { name: 'Send for review' }).click();
  await expect(student.page.getByText('Your post was sent for review. It appears on the blog once approved.')).toBeVisible();

  // A second student becomes a moderator (the admin's call); the portal shows them the queues.
  const admin = await signInAsAdmin(browser);
  const moderator = await newStudent(browser, 'Mo');
  expect((await write(admin.page, 'patch', `/api/user/${moderator.id}/role`, { role: 'moderator' })).status()).toBe(200);
  const mod = moderator.page;
  await mod.goto(`${lectern.url}/management`);
  await expect(mod.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(mod.getByRole('region', { name: 'Your role' })).toContainText('Signed in as Moderator');
  await expect(mod.getByRole('navigation', { name: 'Management' }).getByRole('link', { name: 'User Management' })).toHaveCount(0);

  // Materials Review: the upload is pending with the right count; the moderator approves it.
  await openQueue(mod, 'Materials Review', 'Materials Review', materialTitle);
  const materialCard = mod.getByRole('article', { name: materialTitle });
  await expect(materialCard).toBeVisible();
  expect(await countOn(mod, 'Pending')).toBe(await apiCount(mod, 'materials', 'pending'));
  const approvedBefore = await countOn(mod, 'Approved');
  await expect(materialCard.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await materialCard.getByRole('button', { name: /^Approve/ }).click();
  const approve = mod.getByRole('dialog', { name: 'Approve Material' });
  await approve.getByRole('textbox').fill('  Clear and useful  ');
  await approve.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(mod.getByText('Material approved')).toBeVisible();
  await expect(tab(mod, 'Approved')).toHaveText(new RegExp(`${approvedBefore + 1}$`));
  await tab(mod, 'Approved').click();
  await expect(mod.getByRole('article', { name: materialTitle })).toBeVisible();

  // Blogs Review: the post is pending; the moderator rejects it with a reason.
  await openQueue(mod, 'Blogs Review', 'Blogs Review', blogTitle);
  const blogCard = mod.getByRole('article', { name: blogTitle });
  await expect(blogCard.getByText('Study tips')).toBeVisible();
  await expect(blogCard.getByText('by Tola Ade')).toBeVisible();
  await blogCard.getByRole('button', { name: /^Reject/ }).click();
  const reject = mod.getByRole('dialog', { name: 'Reject Blog' });
  await reject.getByRole('textbox').fill('Please add your sources.');
  await reject.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(mod.getByText('Blog rejected')).toBeVisible();
  await expect(mod.getByRole('article', { name: blogTitle })).toHaveCount(0);

  // Courses Review: the proposal is pending; a moderator may not delete it, an admin does.
  await openQueue(mod, 'Courses Review', 'Courses Review', courseCode);
  const courseCard = mod.getByRole('article', { name: `Proposed course ${stamp}` });
  // Shown as everywhere (formatCourseCode): letters, a space, digits.
  await expect(courseCard.getByText(`Code: ZX ${String(stamp).slice(-4)}`)).toBeVisible();
  await expect(courseCard.getByRole('button', { name: /^Delete/ })).toHaveCount(0);

  const adm = admin.page;
  await adm.goto(`${lectern.url}/management/courses-review`);
  await openQueue(adm, 'Courses Review', 'Courses Review', courseCode);
  const pendingBefore = await countOn(adm, 'Pending');
  await adm.getByRole('article', { name: `Proposed course ${stamp}` }).getByRole('button', { name: /^Delete/ }).click();
  const confirm = adm.getByRole('dialog', { name: /Delete/ });
  await expect(confirm).toContainText(`Are you sure you want to permanently delete Proposed course ${stamp}? This action cannot be undone.`);
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(adm.getByText('Course deleted successfully')).toBeVisible();
  await expect(adm.getByRole('article', { name: `Proposed course ${stamp}` })).toHaveCount(0);
  await expect(tab(adm, 'Pending')).toHaveText(new RegExp(`${pendingBefore - 1}$`));

  // The student hears of both decisions, and the approved material is found in search.
  await student.page.goto(`${lectern.url}/dashboard/notifications`);
  await expect(student.page.getByRole('link', { name: 'Your material was approved' })).toBeVisible();
  await expect(student.page.getByText(`"${blogTitle}" was not approved. Reason: Please add your sources.`)).toBeVisible();
  await student.page.goto(`${lectern.url}/dashboard/search?q=${encodeURIComponent(materialTitle)}`);
  await expect(student.page.getByRole('article', { name: materialTitle })).toBeVisible();

  // Reported by a third student, upheld in the portal: hidden, and its uploader told why.
  const reporter = await newStudent(browser, 'Uche');
  const mine = (await (await student.page.request.get(`${lectern.url}/api/materials/mine`)).json()).data.data as Array<{ id: string; label: string }>;
  const materialId = mine.find((material) => material.label === materialTitle)!.id;
  await reporter.page.goto(`${lectern.url}/material/${materialId}`);
  await reporter.page.getByRole('button', { name: 'Report' }).click();
  const report = reporter.page.getByRole('dialog', { name: 'Report this material' });
  await report.getByRole('radio', { name: 'Wrong course' }).check();
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(reporter.page.getByText('Thanks. The material was reported and staff will review it.')).toBeVisible();

  await openQueue(mod, 'Reports', 'Reports', materialTitle);
  const reportCard = mod.getByRole('article', { name: `the report on ${materialTitle}` });
  await reportCard.getByRole('button', { name: /^Approve/ }).click();
  const uphold = mod.getByRole('dialog', { name: 'Approve Report' });
  await uphold.getByRole('textbox').fill('This belongs to another course.');
  await uphold.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(mod.getByText('Report approved. The material is hidden.')).toBeVisible();

  await student.page.goto(`${lectern.url}/dashboard/notifications`);
  await expect(student.page.getByText(`"${materialTitle}" was reported and staff have hidden it. Reason: This belongs to another course.`)).toBeVisible();
  await reporter.page.goto(`${lectern.url}/dashboard/search?q=${encodeURIComponent(materialTitle)}`);
  await expect(reporter.page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(reporter.page.getByRole('article', { name: materialTitle })).toHaveCount(0);

  for (const person of [student, moderator, admin, reporter]) await person.context.close();
});

test('a student is sent from the portal to the dashboard; the spec paths and aliases all open', async ({ browser }) => {
  const student = await newStudent(browser, 'Ife');
  await student.page.goto(`${lectern.url}/management/courses-review`);
  await expect(student.page).toHaveURL(/\/dashboard$/);
  await student.context.close();

  const admin = await signInAsAdmin(browser);
  const page = admin.page;
  for (const [path, heading] of [
    ['/management/course-management', 'Course Management'],
    ['/management/materials-review', 'Materials Review'],
    ['/management/dlc-review', 'DLC Review'],
    ['/management/user-management', 'User Management'],
    ['/management/moderators-review', 'Moderator Applications'],
    ['/management/adverts-review', 'Adverts Review'],
  ] as const) {
    await page.goto(`${lectern.url}${path}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await admin.context.close();
});

test('on a 360px phone the portal menu opens the queues', async ({ browser }) => {
  const admin = await signInAsAdmin(browser);
  await admin.page.setViewportSize({ width: 360, height: 740 });
  const page = admin.page;
  await page.goto(`${lectern.url}/management`);
  await expect(page.getByRole('complementary')).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Management' }).getByRole('link', { name: 'Blogs Review' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blogs Review' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await admin.context.close();
});

test('an admin creates a course, links and unlinks a department, edits it and deletes it', async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await signInAsAdmin(browser);
  const page = admin.page;
  const stamp = String(Date.now()).slice(-4);
  const name = `Numerical methods ${stamp}`;
  await page.goto(`${lectern.url}/management/courses`);
  await expect(page.getByRole('heading', { level: 1, name: 'Course Management' })).toBeVisible();

  await page.getByRole('button', { name: /Add Course/ }).click();
  await page.getByRole('radio', { name: 'Create a new course' }).check();
  const create = page.getByRole('form', { name: 'Create a new course' });
  await create.getByLabel('Course name').fill(name);
  await create.getByLabel('Course code').pressSequentially(`NM ${stamp}`);
  await expect(page.getByText('Course code cannot contain spaces. Spaces have been removed.')).toBeVisible();
  await expect(create.getByLabel('Course code')).toHaveValue(`NM${stamp}`);
  await create.getByRole('combobox', { name: 'Department' }).selectOption({ index: 1 });
  await create.getByRole('button', { name: 'Create Course' }).click();
  await expect(page.getByText('Course created successfully')).toBeVisible();

  await page.getByRole('searchbox').fill(`NM${stamp}`);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: new RegExp(name) }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog.getByText('Approved').first()).toBeVisible();

  const link = dialog.getByRole('form', { name: 'Link a department' });
  await link.getByRole('combobox', { name: 'Department' }).selectOption({ index: 1 });
  await link.getByRole('combobox', { name: 'Level' }).selectOption('300');
  await link.getByRole('button', { name: 'Link Department' }).click();
  await expect(page.getByText('Course linked to department successfully')).toBeVisible();
  const linked = dialog.getByRole('list', { name: 'Linked departments' }).getByRole('listitem');
  await expect(linked).toHaveCount(2);

  await linked.first().getByRole('button', { name: /^Unlink/ }).click();
  const unlink = page.getByRole('dialog', { name: /^Unlink/ });
  await expect(unlink).toContainText('Are you sure you want to unlink this department from the course? This action cannot be undone.');
  await unlink.getByRole('button', { name: 'Unlink', exact: true }).click();
  await expect(page.getByText('Course unlinked from department successfully')).toBeVisible();
  await expect(linked).toHaveCount(1);

  await dialog.getByRole('button', { name: 'Edit', exact: true }).click();
  const edit = dialog.getByRole('form', { name: 'Edit course' });
  await edit.getByLabel('Course name').fill(`${name} II`);
  await edit.getByRole('button', { name: /^Save/ }).click();
  await expect(page.getByText('Course updated successfully')).toBeVisible();
  await expect(page.getByRole('dialog', { name: `${name} II` })).toBeVisible();

  await page.getByRole('dialog', { name: `${name} II` }).getByRole('button', { name: 'Delete', exact: true }).click();
  const remove = page.getByRole('dialog', { name: 'Delete course' });
  await expect(remove).toContainText('Are you sure you want to delete this course? This action cannot be undone.');
  await remove.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Course deleted successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(name) })).toHaveCount(0);
  await admin.context.close();
});
