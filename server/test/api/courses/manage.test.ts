import { COURSE_MESSAGES, type Course, type CourseDeleted, type CourseUnlinked } from '@lectern/shared-api/contract';
import { call, departmentId, insertCourse, UNKNOWN_ID } from '../../helpers/courses.ts';
import { insertMaterial } from '../../helpers/material-rows.ts';
import { createPerson, type Person } from '../../helpers/materials.ts';
import { dataOf } from '../../helpers/responses.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const ctx = useTestApp();
let student: Person;
let moderator: Person;
let admin: Person;
let physics: string;
let maths: string;

beforeAll(async () => {
  student = await createPerson(ctx.app(), ctx.db());
  moderator = await createPerson(ctx.app(), ctx.db(), { role: 'moderator' });
  admin = await createPerson(ctx.app(), ctx.db(), { role: 'admin' });
  physics = await departmentId(ctx.db(), 'Physics');
  maths = await departmentId(ctx.db(), 'Mathematics');
});

const courseById = (id: string) => ctx.db().selectFrom('courses').selectAll().where('id', '=', id).executeTakeFirst();
const linksOf = (id: string) => ctx.db().selectFrom('department_courses').selectAll().where('course_id', '=', id).execute();
const recordsOf = (itemId: string) => ctx.db().selectFrom('review_actions').selectAll().where('item_id', '=', itemId).execute();

describe('PATCH /api/courses/:id', () => {
  const edit = (person: Person | null, id: string, payload: object) => call(ctx.app(), person, 'PATCH', `/api/courses/${id}`, payload);

  test.each([
    ['a moderator', () => moderator, 'EDM1'],
    ['an admin', () => admin, 'EDA1'],
  ])('%s renames a course and recodes it (spaces removed); the description stays unless sent', async (_who, who, code) => {
    const id = await insertCourse(ctx.db(), { code, name: 'Old name', description: 'Kept' }, { departmentId: physics, level: 200 });
    const res = await edit(who(), id, { courseName: ' New name ', courseCode: `${code.slice(0, 3)} 9` });
    expect(dataOf<Course>(res)).toMatchObject({ id, courseName: 'New name', courseCode: `${code.slice(0, 3)}9`, description: 'Kept', departments: [{ departmentId: physics }] });
    expect(await courseById(id)).toMatchObject({ course_name: 'New name', course_code: `${code.slice(0, 3)}9`, description: 'Kept' });

    const cleared = await edit(who(), id, { courseName: 'New name', courseCode: `${code.slice(0, 3)}9`, description: '' });
    expect(dataOf<Course>(cleared).description).toBeNull();
    expect((await courseById(id))?.description).toBeNull();
  });

  test('its own code in another case or spacing is fine; another course’s is a 409 naming courseCode', async () => {
    const id = await insertCourse(ctx.db(), { code: 'EDC1', name: 'Mine' });
    expect((await edit(moderator, id, { courseName: 'Mine', courseCode: 'edc 1' })).statusCode).toBe(200);
    expect((await courseById(id))?.course_code).toBe('edc1');
    const res = await edit(moderator, id, { courseName: 'Mine', courseCode: 'csc 204' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', errors: [{ field: 'courseCode', message: COURSE_MESSAGES.courseCodeTaken }] });
    expect((await courseById(id))?.course_code).toBe('edc1');
  });

  test('the code and name rules of adding a course: 400 naming each field', async () => {
    const id = await insertCourse(ctx.db(), { code: 'EDV1', name: 'Valid' });
    const res = await edit(admin, id, { courseName: '', courseCode: 'ABCD 123' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'courseName', message: 'Course name is required' },
      { field: 'courseCode', message: 'Course code cannot be more than 7 characters' },
    ]);
    expect(await courseById(id)).toMatchObject({ course_code: 'EDV1', course_name: 'Valid' });
  });

  test('an unknown course is a 404', async () => {
    const res = await edit(admin, UNKNOWN_ID, { courseName: 'Nobody', courseCode: 'NOB1' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  test('403 for a student, 401 without a session; the course is unchanged', async () => {
    const id = await insertCourse(ctx.db(), { code: 'EDS1', name: 'Untouched' });
    const student403 = await edit(student, id, { courseName: 'Hacked', courseCode: 'EDS1' });
    expect(student403.statusCode).toBe(403);
    expect(student403.json().code).toBe('FORBIDDEN');
    expect((await edit(null, id, { courseName: 'Hacked', courseCode: 'EDS1' })).statusCode).toBe(401);
    expect((await courseById(id))?.course_name).toBe('Untouched');
  });
});

describe('DELETE /api/courses/:id', () => {
  const remove = (person: Person | null, id: string) => call(ctx.app(), person, 'DELETE', `/api/courses/${id}`);

  test('an admin deletes a course: its links go, its materials stay without a course, and the delete is recorded', async () => {
    const id = await insertCourse(ctx.db(), { code: 'DEL1', name: 'Doomed' }, { departmentId: physics, level: 100 });
    await ctx.db().insertInto('department_courses').values({ course_id: id, department_id: maths, level: 200 }).execute();
    const material = await insertMaterial(ctx.db(), { uploader_id: student.id, course_id: id });

    const res = await remove(admin, id);
    expect(dataOf<CourseDeleted>(res)).toEqual({ id });
    expect(await courseById(id)).toBeUndefined();
    expect(await linksOf(id)).toEqual([]);
    const kept = await ctx.db().selectFrom('materials').select(['id', 'course_id']).where('id', '=', material).executeTakeFirst();
    expect(kept).toEqual({ id: material, course_id: null });
    expect(await recordsOf(id)).toEqual([
      expect.objectContaining({ kind: 'course', item_id: id, item_title: 'DEL1: Doomed', action: 'deleted', reviewer_id: admin.id }),
    ]);
  });

  test('a moderator and a student get 403, a guest 401; the course stays', async () => {
    const id = await insertCourse(ctx.db(), { code: 'DEL2' }, { departmentId: physics, level: 100 });
    for (const person of [moderator, student]) {
      const res = await remove(person, id);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    expect((await remove(null, id)).statusCode).toBe(401);
    expect(await courseById(id)).toBeDefined();
    expect(await linksOf(id)).toHaveLength(1);
    expect(await recordsOf(id)).toEqual([]);
  });

  test('an unknown course is a 404; a second delete too', async () => {
    expect((await remove(admin, UNKNOWN_ID)).statusCode).toBe(404);
    const id = await insertCourse(ctx.db(), { code: 'DEL3' });
    expect((await remove(admin, id)).statusCode).toBe(200);
    const again = await remove(admin, id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'NOT_FOUND', message: COURSE_MESSAGES.courseNotFound });
    expect(await recordsOf(id)).toHaveLength(1);
  });
});

describe('DELETE /api/courses/department-level/:departmentId/:courseId', () => {
  const unlink = (person: Person | null, department: string, course: string) =>
    call(ctx.app(), person, 'DELETE', `/api/courses/department-level/${department}/${course}`);

  test.each([
    ['a moderator', () => moderator, 'UNL1'],
    ['an admin', () => admin, 'UNL2'],
  ])('%s unlinks a department: the link goes, the course and its other links stay, and it is recorded', async (_who, who, code) => {
    const id = await insertCourse(ctx.db(), { code }, { departmentId: physics, level: 300 });
    await ctx.db().insertInto('department_courses').values({ course_id: id, department_id: maths, level: 200 }).execute();

    const res = await unlink(who(), physics, id);
    expect(dataOf<CourseUnlinked>(res)).toEqual({ courseId: id, departmentId: physics });
    expect((await linksOf(id)).map((l) => l.department_id)).toEqual([maths]);
    expect(await courseById(id)).toBeDefined();
    expect(await recordsOf(`${physics}:${id}`)).toEqual([
      expect.objectContaining({ kind: 'dlc', item_title: `${code} for Physics, 300 level`, action: 'deleted', reviewer_id: who().id }),
    ]);
  });

  test('a link that does not exist is a 404', async () => {
    const id = await insertCourse(ctx.db(), { code: 'UNL3' }, { departmentId: physics, level: 300 });
    for (const [department, course] of [
      [maths, id],
      [physics, UNKNOWN_ID],
      [UNKNOWN_ID, id],
    ] as const) {
      const res = await unlink(admin, department, course);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: COURSE_MESSAGES.linkNotFound });
    }
    expect(await linksOf(id)).toHaveLength(1);
  });

  test('ids that are not ids are a 400', async () => {
    const res = await unlink(admin, 'physics', 'course');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
  });

  test('403 for a student, 401 without a session; the link stays', async () => {
    const id = await insertCourse(ctx.db(), { code: 'UNL4' }, { departmentId: physics, level: 300 });
    expect((await unlink(student, physics, id)).statusCode).toBe(403);
    expect((await unlink(null, physics, id)).statusCode).toBe(401);
    expect(await linksOf(id)).toHaveLength(1);
    expect(await recordsOf(`${physics}:${id}`)).toEqual([]);
  });
});
