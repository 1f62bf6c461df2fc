// Browse courses: GET /api/courses?departmentId=&level=&withMaterialCounts=true, each course with
// the approved materials its course page lists for the asker.
import type { CourseListItem, Paged } from '@lectern/shared-api/contract';
import type { LightMyRequestResponse } from 'fastify';
import { call, departmentId, insertCourse, UNKNOWN_ID } from '../../helpers/courses.ts';
import { insertMaterial } from '../../helpers/material-rows.ts';
import { createPerson, type Person } from '../../helpers/materials.ts';
import { dataOf } from '../../helpers/responses.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const ctx = useTestApp();
let student: Person;
let member: Person;
let moderator: Person;
let physics: string;
let ids: Record<string, string>;

beforeAll(async () => {
  physics = await departmentId(ctx.db(), 'Physics');
  student = await createPerson(ctx.app(), ctx.db(), { departmentId: await departmentId(ctx.db(), 'Mathematics') });
  member = await createPerson(ctx.app(), ctx.db(), { departmentId: physics });
  moderator = await createPerson(ctx.app(), ctx.db(), { role: 'moderator' });
  // Level 600 of Physics: no seeded course is taken there, so these are the whole level.
  ids = {
    QWB1: await insertCourse(ctx.db(), { code: 'QWB1', name: 'Busy Waves' }, { departmentId: physics, level: 600 }),
    QWB2: await insertCourse(ctx.db(), { code: 'QWB2', name: 'Quiet Waves' }, { departmentId: physics, level: 600 }),
    QWP1: await insertCourse(ctx.db(), { code: 'QWP1', name: 'Pending Waves', status: 'pending' }, { departmentId: physics, level: 600, status: 'pending' }),
    QWL1: await insertCourse(ctx.db(), { code: 'QWL1', name: 'Pending Link' }, { departmentId: physics, level: 600, status: 'pending' }),
  };
  const uploader = member.id;
  const busy = { uploader_id: uploader, course_id: ids.QWB1! };
  await insertMaterial(ctx.db(), busy);
  await insertMaterial(ctx.db(), busy);
  await insertMaterial(ctx.db(), { ...busy, review_status: 'pending' });
  await insertMaterial(ctx.db(), { ...busy, review_status: 'rejected' });
  await insertMaterial(ctx.db(), { ...busy, visibility: 'private' });
  await insertMaterial(ctx.db(), { ...busy, hidden_at: new Date() });
  await insertMaterial(ctx.db(), { ...busy, restriction: 'restricted' });
  await insertMaterial(ctx.db(), { uploader_id: uploader, course_id: ids.QWB2!, review_status: 'pending' });
  await insertMaterial(ctx.db(), { uploader_id: uploader, course_id: ids.QWP1!, review_status: 'approved' });
});

const browse = (person: Person | null, query: Record<string, string>) => call(ctx.app(), person, 'GET', '/api/courses', undefined, query);
const level600 = (extra: Record<string, string> = {}) => ({ departmentId: physics, level: '600', withMaterialCounts: 'true', allowDepartments: 'false', ...extra });

const pageOf = (res: LightMyRequestResponse) => dataOf<Paged<CourseListItem>>(res);
const countsOf = (res: LightMyRequestResponse) => pageOf(res).data.map((course) => [course.courseCode, course.approvedMaterials]);

describe('GET /api/courses?withMaterialCounts=true', () => {
  test('a student sees the level’s approved courses, each with its approved, public, visible materials; pending and rejected ones not counted', async () => {
    const page = pageOf(await browse(student, level600()));
    expect(page.data.map((course) => [course.courseCode, course.courseName, course.approvedMaterials, course.departments])).toEqual([
      ['QWB1', 'Busy Waves', 2, []],
      ['QWB2', 'Quiet Waves', 0, []],
    ]);
    expect(page.pagination).toEqual({ page: 1, limit: 10, total: 2, totalPages: 1 });
  });

  test('restricted materials count for members of the course’s departments and for staff, as the course page lists them', async () => {
    expect(countsOf(await browse(member, level600()))).toEqual([
      ['QWB1', 3],
      ['QWB2', 0],
    ]);
    // Staff see pending courses too, but still only approved materials are counted.
    expect(countsOf(await browse(moderator, level600()))).toEqual([
      ['QWB1', 3],
      ['QWB2', 0],
      ['QWL1', 0],
      ['QWP1', 1],
    ]);
  });

  test('without withMaterialCounts the courses carry no count', async () => {
    const page = pageOf(await browse(student, { departmentId: physics, level: '600' }));
    expect(page.data.map((course) => course.courseCode)).toEqual(['QWB1', 'QWB2']);
    for (const course of page.data) expect(course).not.toHaveProperty('approvedMaterials');
  });

  test('paged like the rest of the list', async () => {
    const second = pageOf(await browse(student, level600({ limit: '1', page: '2' })));
    expect(second.data.map((course) => [course.courseCode, course.approvedMaterials])).toEqual([['QWB2', 0]]);
    expect(second.pagination).toEqual({ page: 2, limit: 1, total: 2, totalPages: 2 });
  });

  test('an unknown department lists nothing', async () => {
    expect(pageOf(await browse(student, level600({ departmentId: UNKNOWN_ID }))).data).toEqual([]);
  });

  test.each([
    ['departmentId', 'physics'],
    ['level', '650a'],
    ['level', '1000'],
    ['withMaterialCounts', 'maybe'],
    ['limit', '101'],
    ['page', '0'],
  ])('%s=%j is a 400 VALIDATION', async (field, value) => {
    const res = await browse(student, level600({ [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', code: 'VALIDATION' });
  });

  test('signed out is a 401', async () => {
    const res = await browse(null, level600());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 'error', code: 'UNAUTHORIZED' });
  });
});
