import { COURSE_MESSAGES, type Course, type CourseLink } from '@lectern/shared-api/contract';
import { call, courseId, departmentId, insertCourse, UNKNOWN_ID } from '../../helpers/courses.ts';
import { createPerson, type Person } from '../../helpers/materials.ts';
import { codeOf, dataOf, errorsOf } from '../../helpers/responses.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const ctx = useTestApp();
let student: Person;
let unverified: Person;
let moderator: Person;
let admin: Person;
let computing: string;
let physics: string;

beforeAll(async () => {
  student = await createPerson(ctx.app(), ctx.db());
  unverified = await createPerson(ctx.app(), ctx.db(), { verified: false });
  moderator = await createPerson(ctx.app(), ctx.db(), { role: 'moderator' });
  admin = await createPerson(ctx.app(), ctx.db(), { role: 'admin' });
  computing = await departmentId(ctx.db(), 'Computer Science');
  physics = await departmentId(ctx.db(), 'Physics');
});

const create = (person: Person | null, payload: object) => call(ctx.app(), person, 'POST', '/api/courses', payload);
const link = (person: Person | null, payload: object) => call(ctx.app(), person, 'POST', '/api/courses/department-level', payload);

const courseRow = (code: string) =>
  ctx.db().selectFrom('courses').selectAll().where('code_key', '=', code.replace(/\s/g, '').toUpperCase()).executeTakeFirst();
const linkRows = (id: string) => ctx.db().selectFrom('department_courses').selectAll().where('course_id', '=', id).execute();

describe('POST /api/courses', () => {
  test("a student's course is a pending proposal by them, taken by the department at the level", async () => {
    const res = await create(student, { courseName: '  Graph Theory ', courseCode: 'GRT301', description: 'Graphs.', departmentId: computing, level: 300 });
    const course = dataOf<Course>(res, 201);
    expect(course).toEqual({
      id: expect.any(String),
      courseName: 'Graph Theory',
      courseCode: 'GRT301',
      description: 'Graphs.',
      reviewStatus: 'pending',
      createdAt: expect.any(String),
      departments: [{ departmentId: computing, level: 300, department: { name: 'Computer Science' }, reviewStatus: 'pending' }],
    });
    expect(await courseRow('GRT301')).toMatchObject({ id: course.id, review_status: 'pending', created_by: student.id });
    expect(await linkRows(course.id)).toEqual([
      expect.objectContaining({ department_id: computing, level: 300, review_status: 'pending', created_by: student.id }),
    ]);
  });

  test.each([
    ['a moderator', () => moderator, 'MODA1'],
    ['an admin', () => admin, 'ADMA1'],
  ])('%s adds an approved course and link', async (_role, who, code) => {
    const res = await create(who(), { courseName: 'Staff course', courseCode: code, departmentId: physics, level: 100 });
    expect(dataOf<Course>(res, 201)).toMatchObject({ reviewStatus: 'approved', description: null, departments: [{ departmentId: physics, reviewStatus: 'approved' }] });
    const row = await courseRow(code);
    expect(row).toMatchObject({ review_status: 'approved', created_by: who().id });
    expect(await linkRows(row!.id)).toEqual([expect.objectContaining({ review_status: 'approved', level: 100 })]);
  });

  test('the code is stored without its spaces; the level defaults to 100', async () => {
    const res = await create(admin, { courseName: 'Spaced', courseCode: ' SP  C 1 2 ', departmentId: computing });
    const course = dataOf<Course>(res, 201);
    expect(course.courseCode).toBe('SPC12');
    expect((await courseRow('SPC12'))?.course_code).toBe('SPC12');
    expect((await linkRows(course.id))[0]?.level).toBe(100);
  });

  test('six characters are accepted, seven (spaces not counted) are a 400 on courseCode with the spec’s words', async () => {
    expect((await create(admin, { courseName: 'Six', courseCode: 'ABC 123', departmentId: computing })).statusCode).toBe(201);
    for (const courseCode of ['ABCD123', 'ABC 1234', 'A B C D E F G']) {
      const res = await create(admin, { courseName: 'Seven', courseCode, departmentId: computing });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', errors: [{ field: 'courseCode', message: 'Course code cannot be more than 7 characters' }] });
    }
    expect(await courseRow('ABCD123')).toBeUndefined();
  });

  test('a code taken in another case or spacing is a 409 naming courseCode, and nothing is added', async () => {
    const before = await ctx.db().selectFrom('courses').select(ctx.db().fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    for (const courseCode of ['csc 204', 'Csc204', 'CSC204']) {
      const res = await create(student, { courseName: 'Copy', courseCode, departmentId: physics, level: 200 });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'CONFLICT', errors: [{ field: 'courseCode', message: COURSE_MESSAGES.courseCodeTaken }] });
    }
    const after = await ctx.db().selectFrom('courses').select(ctx.db().fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  test('a missing or unknown department, and a level outside 100-600, are 400s naming the field', async () => {
    const missing = await create(student, { courseName: 'No dept', courseCode: 'NOD100', level: 100 });
    expect(missing.statusCode).toBe(400);
    expect(errorsOf(missing)).toEqual([{ field: 'departmentId', message: 'Department selection is required' }]);

    const unknown = await create(student, { courseName: 'No dept', courseCode: 'NOD100', departmentId: UNKNOWN_ID, level: 100 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'VALIDATION', errors: [{ field: 'departmentId' }] });

    for (const level of [700, 150, 0]) {
      const res = await create(student, { courseName: 'Bad level', courseCode: 'BDL100', departmentId: computing, level });
      expect(res.statusCode).toBe(400);
      expect(errorsOf(res)).toEqual([{ field: 'level', message: COURSE_MESSAGES.levelInvalid }]);
    }
    expect(await courseRow('NOD100')).toBeUndefined();
    expect(await courseRow('BDL100')).toBeUndefined();
  });

  test('name and code are required, the name at most 200 characters, the description at most 2000; every bad field is named', async () => {
    const res = await create(student, { courseName: '   ', courseCode: '', departmentId: computing, description: 'x'.repeat(2001) });
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)).toEqual([
      { field: 'courseName', message: 'Course name is required' },
      { field: 'courseCode', message: 'Course code is required' },
      { field: 'description', message: COURSE_MESSAGES.descriptionTooLong },
    ]);
    const long = await create(student, { courseName: 'n'.repeat(201), courseCode: 'LNG100', departmentId: computing });
    expect(errorsOf(long)).toEqual([{ field: 'courseName', message: COURSE_MESSAGES.courseNameTooLong }]);
    const symbols = await create(student, { courseName: 'Symbols', courseCode: 'CS-20', departmentId: computing });
    expect(errorsOf(symbols)).toEqual([{ field: 'courseCode', message: COURSE_MESSAGES.courseCodeCharacters }]);
  });

  test('401 without a session; 403 before the email address is verified', async () => {
    const payload = { courseName: 'Anon', courseCode: 'ANO100', departmentId: computing, level: 100 };
    expect((await create(null, payload)).statusCode).toBe(401);
    const res = await create(unverified, payload);
    expect(res.statusCode).toBe(403);
    expect(codeOf(res)).toBe('FORBIDDEN');
    expect(await courseRow('ANO100')).toBeUndefined();
  });
});

describe('POST /api/courses/department-level', () => {
  const linkOf = (course: string, department: string) =>
    ctx.db().selectFrom('department_courses').selectAll().where('course_id', '=', course).where('department_id', '=', department).executeTakeFirst();

  test("a student's link is a pending proposal by them", async () => {
    const course = await insertCourse(ctx.db(), { code: 'LNK101' });
    const res = await link(student, { courseId: course, departmentId: physics, level: 200 });
    expect(dataOf<CourseLink>(res, 201)).toEqual({ courseId: course, departmentId: physics, level: 200, reviewStatus: 'pending', createdAt: expect.any(String) });
    expect(await linkOf(course, physics)).toMatchObject({ level: 200, review_status: 'pending', created_by: student.id });
  });

  test.each([
    ['a moderator', () => moderator, 'LNK102'],
    ['an admin', () => admin, 'LNK103'],
  ])('%s links at once (approved), also a course still pending', async (_role, who, code) => {
    const course = await insertCourse(ctx.db(), { code, status: 'pending' });
    const res = await link(who(), { courseId: course, departmentId: computing, level: 600 });
    expect(dataOf<CourseLink>(res, 201).reviewStatus).toBe('approved');
    expect(await linkOf(course, computing)).toMatchObject({ level: 600, review_status: 'approved', created_by: who().id });
  });

  test('a link that exists (at any level) is a 409', async () => {
    const course = await courseId(ctx.db(), 'CSC204');
    const res = await link(admin, { courseId: course, departmentId: computing, level: 300 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', message: COURSE_MESSAGES.linkExists });
    expect((await linkOf(course, computing))?.level).toBe(200);
  });

  test('an unknown course is a 404; for a student, so is one not approved', async () => {
    expect((await link(admin, { courseId: UNKNOWN_ID, departmentId: computing, level: 100 })).statusCode).toBe(404);
    const pending = await insertCourse(ctx.db(), { code: 'LNK104', status: 'pending' });
    const res = await link(student, { courseId: pending, departmentId: computing, level: 100 });
    expect(res.statusCode).toBe(404);
    expect(codeOf(res)).toBe('NOT_FOUND');
    expect(await linkOf(pending, computing)).toBeUndefined();
  });

  test('a bad level, a missing course or an unknown department is a 400 naming the field', async () => {
    const course = await insertCourse(ctx.db(), { code: 'LNK105' });
    const bad = await link(student, { courseId: course, departmentId: computing, level: 700 });
    expect(bad.statusCode).toBe(400);
    expect(errorsOf(bad)).toEqual([{ field: 'level', message: COURSE_MESSAGES.levelInvalid }]);
    const none = await link(student, { departmentId: computing, level: 100 });
    expect(errorsOf(none)).toEqual([{ field: 'courseId', message: 'Please select a course' }]);
    const unknown = await link(student, { courseId: course, departmentId: UNKNOWN_ID, level: 100 });
    expect(unknown.statusCode).toBe(400);
    expect(errorsOf(unknown)).toEqual([{ field: 'departmentId', message: COURSE_MESSAGES.departmentUnknown }]);
    expect(await linkRows(course)).toEqual([]);
  });

  test('401 without a session; 403 before the email address is verified', async () => {
    const course = await insertCourse(ctx.db(), { code: 'LNK106' });
    expect((await link(null, { courseId: course, departmentId: computing, level: 100 })).statusCode).toBe(401);
    expect((await link(unverified, { courseId: course, departmentId: computing, level: 100 })).statusCode).toBe(403);
    expect(await linkRows(course)).toEqual([]);
  });
});
