import {
  REVIEW_MESSAGES,
  REVIEW_PAGE_SIZES,
  type Blog,
  type Course,
  type DepartmentCourseReviewItem,
  type Material,
  type MaterialReportReviewItem,
  type Paged,
  type ReviewCounts,
  type ReviewOverview,
} from '@lectern/shared-api/contract';
import { createUser, signIn, type Session, type TestUser } from '../../helpers/accounts.ts';
import { createBlogThroughApi } from '../../helpers/blogs.ts';
import { codeOf, dataOf, errorsOf, messageOf } from '../../helpers/responses.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const ctx = useTestApp();

let author: TestUser;
let authorSession: Session;
let moderator: Session;
let admin: Session;
let departmentId: string;

beforeAll(async () => {
  author = await createUser(ctx.db(), { firstName: 'Tolu' });
  authorSession = await signIn(ctx.app(), author);
  moderator = await signIn(ctx.app(), await createUser(ctx.db(), { role: 'moderator', firstName: 'Mo' }));
  admin = await signIn(ctx.app(), await createUser(ctx.db(), { role: 'admin' }));
  departmentId = (await ctx.db().selectFrom('departments').select('id').orderBy('name').executeTakeFirstOrThrow()).id;
});

let serial = 0;
/** A student's proposal as POST /courses leaves it: a pending course and its pending link. */
async function proposedCourse(at = new Date()) {
  serial += 1;
  const code = `ZQ${String(serial).padStart(3, '0')}`;
  const course = await ctx
    .db()
    .insertInto('courses')
    .values({ course_code: code, course_name: `Proposed course ${serial}`, review_status: 'pending', created_by: author.id, created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  await ctx
    .db()
    .insertInto('department_courses')
    .values({ course_id: course.id, department_id: departmentId, level: 200, review_status: 'pending', created_by: author.id, created_at: at })
    .execute();
  return { id: course.id, code };
}

const get = (session: Session | null, url: string) => ctx.app().inject({ method: 'GET', url, headers: session?.bearer ?? {} });
const post = (session: Session | null, url: string, payload: object) => ctx.app().inject({ method: 'POST', url, headers: session?.bearer ?? {}, payload });
const del = (session: Session | null, url: string) => ctx.app().inject({ method: 'DELETE', url, headers: session?.bearer ?? {} });
/** A refused call as the tests compare it: its status, its code and the fields it names. */
const refusal = (res: Awaited<ReturnType<typeof get>>) => ({ status: res.statusCode, code: codeOf(res), fields: errorsOf(res).map((e) => e.field) });
const notesOf = (userId: string) => ctx.db().selectFrom('notifications').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();

describe('the courses queue', () => {
  test('pending oldest first, with counts; only staff may look', async () => {
    const older = await proposedCourse(new Date(Date.now() - 60_000));
    const newer = await proposedCourse();
    const res = await get(moderator, '/api/review/courses?status=pending&limit=100');
    const page = dataOf<Paged<Course>>(res, 200);
    const ids = page.data.map((c) => c.id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(page.data.find((c) => c.id === older.id)).toMatchObject({ reviewStatus: 'pending', departments: [{ departmentId, level: 200 }] });
    const counts = dataOf<ReviewCounts>(await get(admin, '/api/review/courses/count'));
    expect(counts.pending).toBeGreaterThanOrEqual(2);

    expect((await get(authorSession, '/api/review/courses')).statusCode).toBe(403);
    expect((await get(authorSession, '/api/review/courses/count')).statusCode).toBe(403);
    expect((await get(null, '/api/review/courses')).statusCode).toBe(401);
  });

  test('search by code in any spacing and by name; a tab is one status', async () => {
    const course = await proposedCourse();
    const spaced = course.code.replace(/^ZQ/, 'zq ');
    const found = dataOf<Paged<Course>>(await get(moderator, `/api/review/courses?query=${encodeURIComponent(spaced)}`));
    expect(found.data.map((c) => c.id)).toEqual([course.id]);
    const approved = dataOf<Paged<Course>>(await get(moderator, `/api/review/courses?status=approved&query=${course.code}`));
    expect(approved.data).toEqual([]);
  });

  test('approval: the course and its link approved, recorded, the proposer told; a second decision is 409', async () => {
    const course = await proposedCourse();
    const before = (await notesOf(author.id)).length;
    const res = await post(moderator, `/api/review/courses/review/${course.id}`, { action: 'approved', comment: '  fine  ' });
    expect(dataOf<Course>(res)).toMatchObject({ id: course.id, reviewStatus: 'approved' });
    const link = await ctx.db().selectFrom('department_courses').select('review_status').where('course_id', '=', course.id).executeTakeFirstOrThrow();
    expect(link.review_status).toBe('approved');
    const record = await ctx.db().selectFrom('review_actions').selectAll().where('item_id', '=', course.id).execute();
    expect(record).toMatchObject([{ kind: 'course', action: 'approved', comment: 'fine' }]);
    const notes = await notesOf(author.id);
    expect(notes).toHaveLength(before + 1);
    expect(notes.at(-1)).toMatchObject({ type: 'course-approved', link: `/dashboard/courses/${course.code}` });

    const again = await post(admin, `/api/review/courses/review/${course.id}`, { action: 'rejected' });
    expect(again.statusCode).toBe(409);
    expect(codeOf(again)).toBe('CONFLICT');
    expect(messageOf(again)).toBe(REVIEW_MESSAGES.notPending);
  });

  test('rejection carries the reason to the proposer', async () => {
    const course = await proposedCourse();
    dataOf<Course>(await post(admin, `/api/review/courses/review/${course.id}`, { action: 'rejected', comment: 'Already exists as ZQ001.' }));
    expect((await notesOf(author.id)).at(-1)).toMatchObject({ type: 'course-rejected', body: expect.stringContaining('Reason: Already exists as ZQ001.') });
  });

  test('two reviewers at once: one wins, one 409, one record, one notification', async () => {
    const course = await proposedCourse();
    const before = (await notesOf(author.id)).length;
    const answers = await Promise.all([
      post(moderator, `/api/review/courses/review/${course.id}`, { action: 'approved' }),
      post(admin, `/api/review/courses/review/${course.id}`, { action: 'rejected' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await ctx.db().selectFrom('review_actions').select('id').where('item_id', '=', course.id).execute()).toHaveLength(1);
    expect(await notesOf(author.id)).toHaveLength(before + 1);
  });

  test('bad input is a 400 naming the field; an unknown id 404; students 403; nothing changes', async () => {
    const course = await proposedCourse();
    const url = `/api/review/courses/review/${course.id}`;
    expect(refusal(await post(moderator, url, { action: 'maybe' }))).toEqual({ status: 400, code: 'VALIDATION', fields: ['action'] });
    expect(refusal(await post(moderator, url, { action: 'approved', comment: 'x'.repeat(5000) }))).toEqual({ status: 400, code: 'VALIDATION', fields: ['comment'] });
    expect(refusal(await get(moderator, '/api/review/courses?status=open'))).toEqual({ status: 400, code: 'VALIDATION', fields: ['status'] });
    expect((await post(moderator, '/api/review/courses/review/00000000-0000-4000-8000-000000000000', { action: 'approved' })).statusCode).toBe(404);
    expect((await post(authorSession, url, { action: 'approved' })).statusCode).toBe(403);
    const row = await ctx.db().selectFrom('courses').select('review_status').where('id', '=', course.id).executeTakeFirstOrThrow();
    expect(row.review_status).toBe('pending');
  });

  test('delete: admins only, in any status, recorded; then 404', async () => {
    const course = await proposedCourse();
    expect((await del(moderator, `/api/review/courses/${course.id}`)).statusCode).toBe(403);
    expect((await del(authorSession, `/api/review/courses/${course.id}`)).statusCode).toBe(403);
    const res = await del(admin, `/api/review/courses/${course.id}`);
    expect(res.statusCode).toBe(200);
    expect(await ctx.db().selectFrom('courses').select('id').where('id', '=', course.id).execute()).toEqual([]);
    expect(await ctx.db().selectFrom('review_actions').select(['action']).where('item_id', '=', course.id).execute()).toEqual([{ action: 'deleted' }]);
    expect((await del(admin, `/api/review/courses/${course.id}`)).statusCode).toBe(404);
  });
});

describe('the DLC queue', () => {
  test('listed with department and course; reviewed and deleted by department and course', async () => {
    const course = await proposedCourse();
    const key = `${departmentId}/${course.id}`;
    const page = dataOf<Paged<DepartmentCourseReviewItem>>(await get(moderator, `/api/review/dlc?query=${course.code}`));
    expect(page.data).toMatchObject([{ departmentId, courseId: course.id, level: 200, course: { courseCode: course.code }, department: { id: departmentId } }]);
    const byDepartment = dataOf<ReviewCounts>(await get(moderator, `/api/review/dlc/count?departmentId=${departmentId}`));
    expect(byDepartment.pending).toBeGreaterThanOrEqual(1);

    const res = await post(moderator, `/api/review/dlc/review/${key}`, { action: 'rejected', comment: 'Wrong level' });
    expect(dataOf<DepartmentCourseReviewItem>(res)).toMatchObject({ reviewStatus: 'rejected', reviewComment: 'Wrong level' });
    expect((await notesOf(author.id)).at(-1)).toMatchObject({ type: 'dlc-rejected', body: expect.stringContaining('Reason: Wrong level') });
    expect((await post(moderator, `/api/review/dlc/review/${key}`, { action: 'approved' })).statusCode).toBe(409);
    expect((await del(moderator, `/api/review/dlc/${key}`)).statusCode).toBe(403);
    expect((await del(admin, `/api/review/dlc/${key}`)).statusCode).toBe(200);
    expect((await post(moderator, `/api/review/dlc/review/${key}`, { action: 'approved' })).statusCode).toBe(404);
  });
});

describe('the materials queue', () => {
  test('pending uploads oldest first; delete removes the row', async () => {
    const insert = (label: string, at: Date) =>
      ctx
        .db()
        .insertInto('materials')
        .values({ uploader_id: author.id, label, classification: 'lecture-notes', type: 'link', url: 'https://example.edu/a', created_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
    const old = await insert('Queue test old', new Date(Date.now() - 2 * 24 * 60 * 60 * 1000));
    const recent = await insert('Queue test recent', new Date());
    const page = dataOf<Paged<Material>>(await get(moderator, '/api/review/materials?query=queue%20test'));
    expect(page.data.map((m) => m.id)).toEqual([old.id, recent.id]);
    expect((await del(admin, `/api/review/materials/${old.id}`)).statusCode).toBe(200);
    expect(dataOf<Paged<Material>>(await get(moderator, '/api/review/materials?query=queue%20test')).data.map((m) => m.id)).toEqual([recent.id]);
  });
});

describe('GET /api/review/overview', () => {
  test('real figures and the latest decisions with their reviewer; staff only', async () => {
    const course = await proposedCourse();
    const before = dataOf<ReviewOverview>(await get(moderator, '/api/review/overview'));
    // Decisions are stamped with the app's clock: this one is the latest.
    ctx.clock.advance(1000);
    dataOf<Course>(await post(moderator, `/api/review/courses/review/${course.id}`, { action: 'approved' }));
    const after = dataOf<ReviewOverview>(await get(admin, '/api/review/overview'));
    // The course and the department link it was proposed with.
    expect(after.pendingReviews).toBe(before.pendingReviews - 2);
    // Which queues hold them, adding up to the whole; a queue with none is left out.
    const inQueue = (overview: ReviewOverview, kind: string) => overview.pendingByQueue.find((queue) => queue.kind === kind)?.pending ?? 0;
    expect(inQueue(after, 'courses')).toBe(inQueue(before, 'courses') - 1);
    expect(inQueue(after, 'dlc')).toBe(inQueue(before, 'dlc') - 1);
    expect(after.pendingByQueue.reduce((sum, queue) => sum + queue.pending, 0)).toBe(after.pendingReviews);
    expect(after.pendingByQueue.every((queue) => queue.pending > 0)).toBe(true);
    expect(after.approvedToday).toBe(before.approvedToday + 1);
    expect(after.recentActivity[0]).toMatchObject({ kind: 'course', action: 'approved', reviewer: { firstName: 'Mo' } });
    expect((await get(authorSession, '/api/review/overview')).statusCode).toBe(403);
  });
});

describe('the reports queue', () => {
  async function reportedMaterial(label: string, reporters: number) {
    const material = await ctx
      .db()
      .insertInto('materials')
      .values({ uploader_id: author.id, label, classification: 'lecture-notes', type: 'link', url: 'https://example.edu/r', review_status: 'approved' })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let i = 0; i < reporters; i++) {
      const reporter = await signIn(ctx.app(), await createUser(ctx.db()));
      const res = await post(reporter, `/api/materials/${material.id}/report`, { reason: 'copyright' });
      expect(res.statusCode).toBe(201);
    }
    return material.id;
  }
  const hiddenOf = async (id: string) => (await ctx.db().selectFrom('materials').select(['hidden_at', 'hidden_reason']).where('id', '=', id).executeTakeFirstOrThrow());
  const searchAsStudent = async (text: string) =>
    dataOf<Paged<Material>>(await get(authorSession, `/api/materials?query=${encodeURIComponent(text)}`)).data.map((m) => m.id);

  test('dismissing settles every open report and shows a material that reports had hidden', async () => {
    const id = await reportedMaterial('Reported thrice notes', 3);
    expect((await hiddenOf(id)).hidden_at).not.toBeNull();
    const reports = async (query: string) => dataOf<Paged<MaterialReportReviewItem>>(await get(moderator, `/api/review/reports?${query}`)).data;
    const open = await reports('query=thrice');
    expect(open).toHaveLength(3);
    expect(open[0]).toMatchObject({ reason: 'copyright', reviewStatus: 'pending', openReports: 3, material: { id } });
    dataOf<MaterialReportReviewItem>(await post(moderator, `/api/review/reports/review/${open[0]!.id}`, { action: 'rejected' }));
    expect((await hiddenOf(id)).hidden_at).toBeNull();
    expect(await reports('query=thrice')).toEqual([]);
    expect(await reports('status=rejected&query=thrice')).toHaveLength(3);
    expect(await searchAsStudent('thrice')).toEqual([id]);
    expect((await post(admin, `/api/review/reports/review/${open[1]!.id}`, { action: 'approved' })).statusCode).toBe(409);
  });

  test('upholding hides the material at once and tells its uploader why', async () => {
    const id = await reportedMaterial('Reported solo notes', 1);
    expect(await searchAsStudent('reported solo')).toEqual([id]);
    const [report] = dataOf<Paged<MaterialReportReviewItem>>(await get(moderator, '/api/review/reports?query=reported%20solo')).data;
    dataOf<MaterialReportReviewItem>(await post(moderator, `/api/review/reports/review/${report!.id}`, { action: 'approved', comment: 'Scanned textbook pages' }));
    expect(await hiddenOf(id)).toMatchObject({ hidden_reason: 'Scanned textbook pages' });
    expect(await searchAsStudent('reported solo')).toEqual([]);
    expect((await notesOf(author.id)).at(-1)).toMatchObject({ type: 'material-hidden', body: expect.stringContaining('Reason: Scanned textbook pages') });
    expect((await get(authorSession, '/api/review/reports')).statusCode).toBe(403);
  });
});

describe('the blogs queue', () => {
  test('a student’s post waits; approved it is read by everyone and its author told; an admin deletes it', async () => {
    const post1 = await createBlogThroughApi(ctx.app(), authorSession, { fields: { title: 'Queue test revision plan', type: 'study_tips' } });
    const pending = dataOf<Paged<Blog>>(await get(moderator, '/api/review/blogs?query=revision&type=study_tips'));
    expect(pending.data.map((b) => b.id)).toEqual([post1.id]);
    expect(pending.pagination.limit).toBe(REVIEW_PAGE_SIZES.blogs);
    const reader = await signIn(ctx.app(), await createUser(ctx.db()));
    expect((await get(reader, `/api/blogs/${post1.id}`)).statusCode).toBe(404);

    expect((await post(moderator, `/api/review/blogs/review/${post1.id}`, { action: 'approved' })).statusCode).toBe(200);
    expect((await get(reader, `/api/blogs/${post1.id}`)).statusCode).toBe(200);
    expect((await notesOf(author.id)).at(-1)).toMatchObject({ type: 'blog-approved', link: `/dashboard/blogs/${post1.id}` });

    expect((await del(moderator, `/api/review/blogs/${post1.id}`)).statusCode).toBe(403);
    expect((await del(admin, `/api/review/blogs/${post1.id}`)).statusCode).toBe(200);
    expect((await get(reader, `/api/blogs/${post1.id}`)).statusCode).toBe(404);
    expect(refusal(await get(moderator, '/api/review/blogs?type=poetry'))).toEqual({ status: 400, code: 'VALIDATION', fields: ['type'] });
  });
});
