import { COURSE_MESSAGES, type Course, type CourseListItem, type Paged } from '@lectern/shared-api/contract';
import type { LightMyRequestResponse } from 'fastify';
import { call, courseId, departmentId, insertCourse, UNKNOWN_ID } from '../../helpers/courses.ts';
import { createPerson, type Person } from '../../helpers/materials.ts';
import { dataOf } from '../../helpers/responses.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const ctx = useTestApp();
let student: Person;
let moderator: Person;
let admin: Person;
let physics: string;
let ids: Record<string, string>;

beforeAll(async () => {
  student = await createPerson(ctx.app(), ctx.db());
  moderator = await createPerson(ctx.app(), ctx.db(), { role: 'moderator' });
  admin = await createPerson(ctx.app(), ctx.db(), { role: 'admin' });
  physics = await departmentId(ctx.db(), 'Physics');
  // Codes no seeded course starts with, so a query of 'QZ' finds only these.
  ids = {
    QZA1: await insertCourse(ctx.db(), { code: 'QZA1', name: 'Quasar Zones' }, { departmentId: physics, level: 500 }),
    QZA2: await insertCourse(ctx.db(), { code: 'QZA2', name: 'Quantum Zebras' }, { departmentId: physics, level: 500, status: 'pending' }),
    QZA3: await insertCourse(ctx.db(), { code: 'QZA3', name: 'Quiet Zoology' }, { departmentId: physics, level: 400 }),
    QZP1: await insertCourse(ctx.db(), { code: 'QZP1', name: 'Pending Quiz', status: 'pending' }, { departmentId: physics, level: 500, status: 'pending' }),
    QZR1: await insertCourse(ctx.db(), { code: 'QZR1', name: 'Rejected Quiz', status: 'rejected' }),
  };
});

const list = (person: Person | null, query: Record<string, string> = {}) => call(ctx.app(), person, 'GET', '/api/courses', undefined, query);
const one = (person: Person | null, id: string) => call(ctx.app(), person, 'GET', `/api/courses/${id}`);

const pageOf = (res: LightMyRequestResponse) => dataOf<Paged<CourseListItem>>(res);
const codesOf = (res: LightMyRequestResponse) => pageOf(res).data.map((c) => c.courseCode);

describe('GET /api/courses', () => {
  test('a page of courses in code order, with the spec’s pagination', async () => {
    const first = pageOf(await list(student, { query: 'QZ', limit: '2' }));
    expect(first.data.map((c) => c.courseCode)).toEqual(['QZA1', 'QZA2']);
    expect(first.pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
    expect(first.data[0]).toEqual({
      id: ids.QZA1,
      courseName: 'Quasar Zones',
      courseCode: 'QZA1',
      description: null,
      reviewStatus: 'approved',
      createdAt: expect.any(String),
      departments: [{ departmentId: physics, level: 500, department: { name: 'Physics' }, reviewStatus: 'approved' }],
    });
    const second = pageOf(await list(student, { query: 'QZ', limit: '2', page: '2' }));
    expect(second.data.map((c) => c.courseCode)).toEqual(['QZA3']);
    expect(second.pagination).toEqual({ page: 2, limit: 2, total: 3, totalPages: 2 });
    expect(pageOf(await list(student, { query: 'QZ', page: '3', limit: '2' })).data).toEqual([]);
  });

  test('10 a page by default; the total counts every approved course', async () => {
    const page = pageOf(await list(student));
    const approved = await ctx.db().selectFrom('courses').select(ctx.db().fn.countAll<number>().as('n')).where('review_status', '=', 'approved').executeTakeFirstOrThrow();
    expect(page.data).toHaveLength(10);
    expect(page.pagination).toEqual({ page: 1, limit: 10, total: Number(approved.n), totalPages: Math.ceil(Number(approved.n) / 10) });
  });

  test('a student sees approved courses and links only; staff see every status', async () => {
    expect(codesOf(await list(student, { query: 'QZ' }))).toEqual(['QZA1', 'QZA2', 'QZA3']);
    const quantum = pageOf(await list(student, { query: 'QZA2' })).data[0];
    expect(quantum?.departments).toEqual([]);
    for (const staff of [moderator, admin]) {
      const page = pageOf(await list(staff, { query: 'QZ' }));
      expect(page.data.map((c) => [c.courseCode, c.reviewStatus])).toEqual([
        ['QZA1', 'approved'],
        ['QZA2', 'approved'],
        ['QZA3', 'approved'],
        ['QZP1', 'pending'],
        ['QZR1', 'rejected'],
      ]);
      expect(page.data[1]?.departments).toEqual([{ departmentId: physics, level: 500, department: { name: 'Physics' }, reviewStatus: 'pending' }]);
    }
  });

  test('query finds a code in any spacing or case, and name words by prefix', async () => {
    for (const query of ['CSC 204', 'csc204', 'Csc 204']) expect(codesOf(await list(student, { query }))).toEqual(['CSC204']);
    expect(codesOf(await list(student, { query: 'csc 20' }))).toEqual(['CSC201', 'CSC204']);
    expect(codesOf(await list(student, { query: 'quant zeb' }))).toEqual(['QZA2']);
    expect(codesOf(await list(student, { query: 'data struct' }))).toContain('CSC204');
    for (const query of ['%', "'; drop table courses; --", 'zzzz-nothing']) {
      const page = pageOf(await list(student, { query }));
      expect(page.data).toEqual([]);
      expect(page.pagination).toEqual({ page: 1, limit: 10, total: 0, totalPages: 0 });
    }
  });

  test('departmentId and level filter by the departments that take a course (students: approved links only)', async () => {
    expect(codesOf(await list(student, { query: 'QZ', departmentId: physics, level: '500' }))).toEqual(['QZA1']);
    expect(codesOf(await list(moderator, { query: 'QZ', departmentId: physics, level: '500' }))).toEqual(['QZA1', 'QZA2', 'QZP1']);
    expect(codesOf(await list(student, { query: 'QZ', departmentId: physics }))).toEqual(['QZA1', 'QZA3']);
    expect(codesOf(await list(student, { query: 'QZ', level: '400' }))).toEqual(['QZA3']);
    const phy = await courseId(ctx.db(), 'PHY101');
    const physicsAt100 = pageOf(await list(student, { departmentId: physics, level: '100', limit: '100' })).data;
    expect(physicsAt100.map((c) => c.id)).toContain(phy);
    for (const course of physicsAt100) expect(course.departments).toContainEqual(expect.objectContaining({ departmentId: physics, level: 100 }));
  });

  test('allowDepartments=false leaves the departments out', async () => {
    const page = pageOf(await list(student, { query: 'QZ', allowDepartments: 'false' }));
    expect(page.data.map((c) => c.departments)).toEqual([[], [], []]);
    expect(pageOf(await list(student, { query: 'QZ', allowDepartments: 'true' })).data[0]?.departments).toHaveLength(1);
  });

  test('bad values are a 400 naming each field; unknown keys are ignored', async () => {
    const res = await list(student, { page: '0', limit: '101', departmentId: 'physics', level: 'high' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    expect(res.json().errors.map((e: { field: string }) => e.field).sort()).toEqual(['departmentId', 'level', 'limit', 'page']);
    expect((await list(student, { query: 'QZ', colour: 'blue' })).statusCode).toBe(200);
  });

  test('401 without a session', async () => {
    const res = await list(null);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });
});

describe('GET /api/courses/:id', () => {
  test('an approved course with its approved departments, to anyone signed in', async () => {
    const id = await courseId(ctx.db(), 'MTH101');
    for (const person of [student, moderator, admin]) {
      const res = await one(person, id);
      const course = dataOf<Course>(res);
      expect(course).toMatchObject({ id, courseCode: 'MTH101', reviewStatus: 'approved' });
      expect(course.departments.map((d) => d.department.name).sort()).toEqual(['Computer Science', 'Mathematics', 'Physics']);
    }
  });

  test('a course not approved: 404 to a student, shown to staff', async () => {
    for (const code of ['QZP1', 'QZR1']) {
      const res = await one(student, ids[code]!);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: COURSE_MESSAGES.courseNotFound });
    }
    for (const staff of [moderator, admin]) {
      const res = await one(staff, ids.QZP1!);
      expect(dataOf<Course>(res)).toMatchObject({ reviewStatus: 'pending', departments: [{ departmentId: physics, reviewStatus: 'pending' }] });
    }
  });

  test('an unknown id is a 404, one that is not an id a 400', async () => {
    expect((await one(admin, UNKNOWN_ID)).statusCode).toBe(404);
    const res = await one(admin, 'not-an-id');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
  });

  test('401 without a session', async () => {
    expect((await one(null, ids.QZA1!)).statusCode).toBe(401);
  });
});

describe('OpenAPI document', () => {
  test('lists every course call', async () => {
    const res = await ctx.app().inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, unknown>>;
    expect(Object.keys(paths['/api/courses'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/courses/{id}'] ?? {}).sort()).toEqual(['delete', 'get', 'patch']);
    expect(Object.keys(paths['/api/courses/department-level'] ?? {})).toEqual(['post']);
    expect(Object.keys(paths['/api/courses/department-level/{departmentId}/{courseId}'] ?? {})).toEqual(['delete']);
  });
});
