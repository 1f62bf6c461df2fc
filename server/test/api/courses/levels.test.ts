// Browse courses' level step: GET /api/courses/levels?departmentId=, the levels a department
// takes courses at, each with how many.
import type { CourseLevelCount } from '@lectern/shared-api/contract';
import { call, insertCourse, UNKNOWN_ID } from '../../helpers/courses.ts';
import { createPerson, type Person } from '../../helpers/materials.ts';
import { dataOf } from '../../helpers/responses.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const ctx = useTestApp();
let student: Person;
let moderator: Person;
let department: string;

beforeAll(async () => {
  student = await createPerson(ctx.app(), ctx.db());
  moderator = await createPerson(ctx.app(), ctx.db(), { role: 'moderator' });
  // A department of its own, so the seeded courses do not count.
  const faculty = await ctx.db().selectFrom('faculties').select('id').executeTakeFirstOrThrow();
  department = (await ctx.db().insertInto('departments').values({ name: 'Quiet Studies', faculty_id: faculty.id }).returning('id').executeTakeFirstOrThrow()).id;
  await insertCourse(ctx.db(), { code: 'QLV1' }, { departmentId: department, level: 100 });
  await insertCourse(ctx.db(), { code: 'QLV2' }, { departmentId: department, level: 300 });
  await insertCourse(ctx.db(), { code: 'QLV3' }, { departmentId: department, level: 300 });
  await insertCourse(ctx.db(), { code: 'QLV4' }, { departmentId: department, level: 300, status: 'pending' });
  await insertCourse(ctx.db(), { code: 'QLV5', status: 'pending' }, { departmentId: department, level: 500, status: 'pending' });
});

const levels = (person: Person | null, query: Record<string, string>) => call(ctx.app(), person, 'GET', '/api/courses/levels', undefined, query);
const countsOf = (res: Awaited<ReturnType<typeof levels>>) => dataOf<CourseLevelCount[]>(res);

describe('GET /api/courses/levels', () => {
  test('a student gets the levels with approved courses through approved links, lowest first', async () => {
    const res = await levels(student, { departmentId: department });
    expect(countsOf(res)).toEqual([
      { level: 100, courses: 1 },
      { level: 300, courses: 2 },
    ]);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  test('staff count every course and link, as GET /courses lists them', async () => {
    expect(countsOf(await levels(moderator, { departmentId: department }))).toEqual([
      { level: 100, courses: 1 },
      { level: 300, courses: 3 },
      { level: 500, courses: 1 },
    ]);
  });

  test('an unknown department has no levels', async () => {
    expect(countsOf(await levels(student, { departmentId: UNKNOWN_ID }))).toEqual([]);
  });

  test.each<Record<string, string>>([{}, { departmentId: 'physics' }, { departmentId: '' }])('%j is a 400 VALIDATION', async (query) => {
    const res = await levels(student, query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', code: 'VALIDATION' });
  });

  test('signed out is a 401', async () => {
    const res = await levels(null, { departmentId: department });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 'error', code: 'UNAUTHORIZED' });
  });
});
