import {
  MODERATOR_APPLICATION_MESSAGES as M,
  REVIEW_MESSAGES,
  REVIEW_PAGE_SIZES,
  type Announcement,
  type ModeratorApplication,
  type Paged,
  type ReviewCounts,
  type ReviewOverview,
  type SessionUser,
} from '@lectern/shared-api/contract';
import type { Session } from '../../helpers/accounts.ts';
import { createAnnouncementThroughApi } from '../../helpers/announcements.ts';
import { createPerson, listStoredFiles, type Person } from '../../helpers/materials.ts';
import { applyThroughApi, firstDepartment } from '../../helpers/moderator-applications.ts';
import { codeOf, dataOf, errorsOf, messageOf } from '../../helpers/responses.ts';
import { samplePng } from '../../helpers/sample-files.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();
let department: { id: string; name: string };
let otherDepartmentId: string;
let student: Person;
let moderator: Person;
let admin: Person;

beforeAll(async () => {
  department = await firstDepartment(t.db());
  otherDepartmentId = (await t.db().selectFrom('departments').select('id').where('id', '!=', department.id).executeTakeFirstOrThrow()).id;
  student = await createPerson(t.app(), t.db(), { firstName: 'Sade' });
  moderator = await createPerson(t.app(), t.db(), { role: 'moderator', firstName: 'Mo' });
  admin = await createPerson(t.app(), t.db(), { role: 'admin', firstName: 'Ade' });
});

const get = (session: Session | null, url: string) => t.app().inject({ method: 'GET', url, headers: session?.bearer ?? {} });
const post = (session: Session | null, url: string, payload: object) => t.app().inject({ method: 'POST', url, headers: session?.bearer ?? {}, payload });
const del = (session: Session | null, url: string) => t.app().inject({ method: 'DELETE', url, headers: session?.bearer ?? {} });
const notesOf = (userId: string) => t.db().selectFrom('notifications').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();
const roleOf = async (userId: string) => (await t.db().selectFrom('users').select('role').where('id', '=', userId).executeTakeFirstOrThrow()).role;
const applicationStatus = async (id: string) =>
  (await t.db().selectFrom('moderator_applications').select('review_status').where('id', '=', id).executeTakeFirstOrThrow()).review_status;

/** A student with a pending application to moderate `departmentId`. */
async function applicant(firstName = 'Kemi', departmentId = department.id, reason?: string) {
  const person = await createPerson(t.app(), t.db(), { firstName });
  const application = await applyThroughApi(t.app(), person.session, departmentId, reason);
  return { person, application };
}

describe('the moderators queue (admins only)', () => {
  test('guests 401; students and moderators 403 for every call; nothing changes', async () => {
    const { application } = await applicant();
    for (const session of [student.session, moderator.session]) {
      expect((await get(session, '/api/review/moderators')).statusCode).toBe(403);
      expect((await get(session, '/api/review/moderators/count')).statusCode).toBe(403);
      expect((await post(session, `/api/review/moderators/review/${application.id}`, { action: 'approved' })).statusCode).toBe(403);
      expect((await del(session, `/api/review/moderators/${application.id}`)).statusCode).toBe(403);
    }
    expect((await get(null, '/api/review/moderators')).statusCode).toBe(401);
    expect((await post(null, `/api/review/moderators/review/${application.id}`, { action: 'approved' })).statusCode).toBe(401);
    expect(await applicationStatus(application.id)).toBe('pending');
  });

  test('pending oldest first, 9 a page; search by name, email, username and reason; counts by department', async () => {
    const counts = async (query = '') => dataOf<ReviewCounts>(await get(admin.session, `/api/review/moderators/count${query}`));
    const before = { all: await counts(), first: await counts(`?departmentId=${department.id}`), other: await counts(`?departmentId=${otherDepartmentId}`) };
    const first = await applicant('Ifeoma');
    t.clock.advance(1000);
    const second = await applicant('Chuka', otherDepartmentId, 'Past questions are my thing and I check every solution twice.');
    await t.db().updateTable('users').set({ username: 'chuka_reviews' }).where('id', '=', second.person.id).execute();

    const page = dataOf<Paged<ModeratorApplication>>(await get(admin.session, '/api/review/moderators'));
    expect(page.pagination.limit).toBe(REVIEW_PAGE_SIZES.moderators);
    const ids = page.data.map((a) => a.id);
    expect(ids.indexOf(first.application.id)).toBeLessThan(ids.indexOf(second.application.id));

    const search = async (query: string) =>
      dataOf<Paged<ModeratorApplication>>(await get(admin.session, `/api/review/moderators?query=${encodeURIComponent(query)}`)).data.map((a) => a.id);
    expect(await search('ifeoma')).toEqual([first.application.id]);
    expect(await search(second.person.email.toUpperCase())).toEqual([second.application.id]);
    expect(await search('chuka_rev')).toEqual([second.application.id]);
    expect(await search('check every solution')).toEqual([second.application.id]);
    expect(await search('Chuka Obi')).toEqual([second.application.id]);
    // LIKE's wildcards are taken literally.
    expect(await search('%')).toEqual([]);
    expect(await search('ifeoma')).toHaveLength(1);
    expect(dataOf<Paged<ModeratorApplication>>(await get(admin.session, '/api/review/moderators?status=approved&query=ifeoma')).data).toEqual([]);

    expect((await counts()).pending).toBe(before.all.pending + 2);
    expect((await counts(`?departmentId=${department.id}`)).pending).toBe(before.first.pending + 1);
    expect((await counts(`?departmentId=${otherDepartmentId}`)).pending).toBe(before.other.pending + 1);
  });

  test('approval makes the applicant a moderator at once (their existing session opens the portal), records it and tells them', async () => {
    const { person, application } = await applicant('Tolu');
    // Their session is remembered as a student's by a hot read before the decision.
    expect((await get(person.session, '/api/blogs')).statusCode).toBe(200);
    expect((await get(person.session, '/api/review/courses')).statusCode).toBe(403);

    const res = await post(admin.session, `/api/review/moderators/review/${application.id}`, { action: 'approved', comment: '  Welcome aboard  ' });
    expect(dataOf<ModeratorApplication>(res)).toMatchObject({ id: application.id, reviewStatus: 'approved', reviewComment: 'Welcome aboard', applicant: { id: person.id } });
    expect(await roleOf(person.id)).toBe('moderator');
    expect((await get(person.session, '/api/review/courses')).statusCode).toBe(200);
    expect(dataOf<SessionUser>(await get(person.session, '/api/user/profile'))).toMatchObject({ role: 'moderator' });

    expect(await notesOf(person.id)).toMatchObject([{ type: 'moderator-approved', title: M.approvedTitle, body: M.approvedBody, link: '/management' }]);
    const record = await t.db().selectFrom('review_actions').selectAll().where('item_id', '=', application.id).execute();
    expect(record).toMatchObject([{ kind: 'moderator-application', item_title: 'Tolu Obi', action: 'approved', comment: 'Welcome aboard', reviewer_id: admin.id, author_id: person.id }]);

    // A second decision: 409, and nothing changes.
    const again = await post(admin.session, `/api/review/moderators/review/${application.id}`, { action: 'rejected', comment: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(codeOf(again)).toBe('CONFLICT');
    expect(messageOf(again)).toBe(REVIEW_MESSAGES.notPending);
    expect(await applicationStatus(application.id)).toBe('approved');
    expect(await roleOf(person.id)).toBe('moderator');
    expect(await notesOf(person.id)).toHaveLength(1);
  });

  test('rejection tells the applicant the reason; their role stays student', async () => {
    const { person, application } = await applicant('Bisi');
    const res = await post(admin.session, `/api/review/moderators/review/${application.id}`, { action: 'rejected', comment: 'Apply again after your exams.' });
    expect(dataOf<ModeratorApplication>(res)).toMatchObject({ reviewStatus: 'rejected', reviewComment: 'Apply again after your exams.' });
    expect(await roleOf(person.id)).toBe('student');
    expect(await notesOf(person.id)).toMatchObject([
      { type: 'moderator-rejected', title: M.rejectedTitle, body: M.rejectedBody('Apply again after your exams.'), link: null },
    ]);
  });

  test('an applicant made an admin meanwhile stays an admin when approved', async () => {
    const { person, application } = await applicant('Femi');
    await t.db().updateTable('users').set({ role: 'admin' }).where('id', '=', person.id).execute();
    expect((await post(admin.session, `/api/review/moderators/review/${application.id}`, { action: 'approved' })).statusCode).toBe(200);
    expect(await roleOf(person.id)).toBe('admin');
  });

  test('bad input: 400 naming the field; unknown id 404; nothing changes', async () => {
    const { application } = await applicant('Uche');
    const url = `/api/review/moderators/review/${application.id}`;
    const refused = await post(admin.session, url, { action: 'promote' });
    expect(refused.statusCode).toBe(400);
    expect(codeOf(refused)).toBe('VALIDATION');
    expect(errorsOf(refused)).toMatchObject([{ field: 'action' }]);
    expect((await post(admin.session, '/api/review/moderators/review/00000000-0000-4000-8000-000000000000', { action: 'approved' })).statusCode).toBe(404);
    expect(await applicationStatus(application.id)).toBe('pending');
  });

  test('delete: admins only, recorded; then 404', async () => {
    const { person, application } = await applicant('Gbenga');
    const res = await del(admin.session, `/api/review/moderators/${application.id}`);
    expect(res.statusCode).toBe(200);
    expect(await t.db().selectFrom('moderator_applications').select('id').where('id', '=', application.id).execute()).toEqual([]);
    expect(await t.db().selectFrom('review_actions').select(['action', 'author_id']).where('item_id', '=', application.id).execute()).toEqual([
      { action: 'deleted', author_id: person.id },
    ]);
    expect((await del(admin.session, `/api/review/moderators/${application.id}`)).statusCode).toBe(404);
    expect(await roleOf(person.id)).toBe('student');
  });
});

describe('the adverts queue (staff read, admins decide)', () => {
  test('moderators and admins list and count; students 403; guests 401', async () => {
    const announcement = await createAnnouncementThroughApi(t.app(), moderator.session, { fields: { title: 'Library opens late on Friday' } });
    for (const session of [moderator.session, admin.session]) {
      const page = dataOf<Paged<Announcement>>(await get(session, '/api/review/adverts?query=library%20opens'));
      expect(page.pagination.limit).toBe(REVIEW_PAGE_SIZES.adverts);
      expect(page.data).toMatchObject([{ id: announcement.id, reviewStatus: 'pending', author: { firstName: 'Mo' } }]);
      expect(dataOf<ReviewCounts>(await get(session, '/api/review/adverts/count')).pending).toBeGreaterThanOrEqual(1);
    }
    expect((await get(student.session, '/api/review/adverts')).statusCode).toBe(403);
    expect((await get(student.session, '/api/review/adverts/count')).statusCode).toBe(403);
    expect((await get(null, '/api/review/adverts')).statusCode).toBe(401);
  });

  test('a moderator may not approve, reject or delete: 403, still pending', async () => {
    const announcement = await createAnnouncementThroughApi(t.app(), moderator.session);
    expect((await post(moderator.session, `/api/review/adverts/review/${announcement.id}`, { action: 'approved' })).statusCode).toBe(403);
    expect((await post(moderator.session, `/api/review/adverts/review/${announcement.id}`, { action: 'rejected' })).statusCode).toBe(403);
    expect((await del(moderator.session, `/api/review/adverts/${announcement.id}`)).statusCode).toBe(403);
    expect((await post(student.session, `/api/review/adverts/review/${announcement.id}`, { action: 'approved' })).statusCode).toBe(403);
    const row = await t.db().selectFrom('announcements').select('review_status').where('id', '=', announcement.id).executeTakeFirstOrThrow();
    expect(row.review_status).toBe('pending');
    expect(await t.db().selectFrom('review_actions').select('id').where('item_id', '=', announcement.id).execute()).toEqual([]);
  });

  test('an admin approves: the author is told; a second decision is 409', async () => {
    const announcement = await createAnnouncementThroughApi(t.app(), moderator.session, { fields: { title: 'Exam timetable is out' } });
    const before = (await notesOf(moderator.id)).length;
    const res = await post(admin.session, `/api/review/adverts/review/${announcement.id}`, { action: 'approved' });
    expect(dataOf<Announcement>(res)).toMatchObject({ id: announcement.id, reviewStatus: 'approved', startsOn: announcement.startsOn, endsOn: announcement.endsOn });
    const notes = await notesOf(moderator.id);
    expect(notes).toHaveLength(before + 1);
    expect(notes.at(-1)).toMatchObject({ type: 'announcement-approved', title: 'Your announcement was approved', link: '/dashboard' });
    const record = await t.db().selectFrom('review_actions').selectAll().where('item_id', '=', announcement.id).execute();
    expect(record).toMatchObject([{ kind: 'announcement', item_title: 'Exam timetable is out', action: 'approved', author_id: moderator.id }]);

    const again = await post(admin.session, `/api/review/adverts/review/${announcement.id}`, { action: 'rejected' });
    expect(again.statusCode).toBe(409);
    expect(codeOf(again)).toBe('CONFLICT');
    expect(messageOf(again)).toBe(REVIEW_MESSAGES.notPending);
  });

  test('an admin rejects with a reason: the author is told it', async () => {
    const announcement = await createAnnouncementThroughApi(t.app(), moderator.session);
    const res = await post(admin.session, `/api/review/adverts/review/${announcement.id}`, { action: 'rejected', comment: 'Dates clash with exams.' });
    expect(dataOf<Announcement>(res)).toMatchObject({ reviewStatus: 'rejected', reviewComment: 'Dates clash with exams.' });
    expect((await notesOf(moderator.id)).at(-1)).toMatchObject({
      type: 'announcement-rejected',
      body: expect.stringContaining('Reason: Dates clash with exams.'),
      link: null,
    });
  });

  test('delete: admins only; the row and its image go; then 404', async () => {
    const filesBefore = listStoredFiles(t.dataDir());
    const announcement = await createAnnouncementThroughApi(t.app(), moderator.session, { image: { content: await samplePng(300, 200) } });
    expect(listStoredFiles(t.dataDir())).toHaveLength(filesBefore.length + 1);
    expect((await del(admin.session, `/api/review/adverts/${announcement.id}`)).statusCode).toBe(200);
    expect(await t.db().selectFrom('announcements').select('id').where('id', '=', announcement.id).execute()).toEqual([]);
    expect(listStoredFiles(t.dataDir())).toEqual(filesBefore);
    expect((await get(admin.session, announcement.imageUrl!)).statusCode).toBe(404);
    expect((await del(admin.session, `/api/review/adverts/${announcement.id}`)).statusCode).toBe(404);
  });
});

test('the portal overview counts pending applications for admins only, and announcements for all staff', async () => {
  const overview = async (who: Person) => dataOf<ReviewOverview>(await get(who.session, '/api/review/overview'));
  const [adminBefore, moderatorBefore] = [(await overview(admin)).pendingReviews, (await overview(moderator)).pendingReviews];
  const { application } = await applicant('Ngozi');
  await createAnnouncementThroughApi(t.app(), moderator.session);
  expect((await overview(admin)).pendingReviews).toBe(adminBefore + 2);
  // Moderators cannot open the applications queue: neither its count nor its decisions reach them.
  expect((await overview(moderator)).pendingReviews).toBe(moderatorBefore + 1);
  expect((await overview(admin)).pendingByQueue.map((queue) => queue.kind)).toContain('moderators');
  expect((await overview(moderator)).pendingByQueue.map((queue) => queue.kind)).not.toContain('moderators');
  dataOf<ModeratorApplication>(await post(admin.session, `/api/review/moderators/review/${application.id}`, { action: 'rejected' }));
  const kinds = (who: ReviewOverview) => who.recentActivity.map((line) => line.kind);
  expect(kinds(await overview(admin))).toContain('moderator-application');
  expect(kinds(await overview(moderator))).not.toContain('moderator-application');
});
