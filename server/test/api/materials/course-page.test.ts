import type { CoursePage } from '@lectern/shared-api/contract';
import { COURSE_PAGE_GROUP_MAX } from '../../../src/domain/materials/course-materials.ts';
import { createCast, type Cast } from '../../helpers/materials.ts';
import { getList, insertMaterial } from '../../helpers/material-rows.ts';
import { dataOf } from '../../helpers/responses.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();
let cast: Cast;
let courseId: string;

beforeAll(async () => {
  cast = await createCast(t.app(), t.db());
  courseId = (await t.db().selectFrom('courses').select('id').where('code_key', '=', 'MTH101').executeTakeFirstOrThrow()).id;
  const mine = { uploader_id: cast.uploader.id, course_id: courseId };
  await insertMaterial(t.db(), { ...mine, label: 'Study guide', classification: 'study-guides' });
  await insertMaterial(t.db(), { ...mine, label: 'Notes week 2', classification: 'lecture-notes', created_at: new Date(Date.UTC(2026, 1, 2)) });
  await insertMaterial(t.db(), { ...mine, label: 'Notes week 1', classification: 'lecture-notes', created_at: new Date(Date.UTC(2026, 1, 1)) });
  await insertMaterial(t.db(), { ...mine, label: '2024 exam', classification: 'exam-past-questions' });
  await insertMaterial(t.db(), { ...mine, label: 'Pending tutorial', classification: 'tutorials', review_status: 'pending' });
  await insertMaterial(t.db(), { ...mine, label: 'Private lab', classification: 'lab-reports', visibility: 'private' });
  await insertMaterial(t.db(), { uploader_id: cast.uploader.id, label: 'Other course', classification: 'other' });
});

const coursePage = async (code: string, person = cast.stranger) => {
  const res = await getList(t.app(), person, `/api/courses/by-code/${encodeURIComponent(code)}`);
  return { res, page: res.statusCode === 200 ? dataOf<CoursePage>(res) : null };
};

describe('GET /api/courses/by-code/:code', () => {
  test.each(['MTH101', 'mth101', 'MTH 101', 'mth 101'])('%j finds the course, its departments and levels', async (code) => {
    const { page } = await coursePage(code);
    expect(page?.course).toEqual({
      id: courseId,
      courseCode: 'MTH101',
      courseName: 'Elementary Mathematics I',
      description: 'Sets, real numbers, sequences, series and functions.',
      reviewStatus: 'approved',
      createdAt: expect.any(String),
      departments: expect.arrayContaining([
        { departmentId: expect.any(String), level: 100, department: { name: 'Computer Science' }, reviewStatus: 'approved' },
        { departmentId: expect.any(String), level: 100, department: { name: 'Mathematics' }, reviewStatus: 'approved' },
        { departmentId: expect.any(String), level: 100, department: { name: 'Physics' }, reviewStatus: 'approved' },
      ]),
    });
  });

  test('listed materials grouped by classification in the contract’s order, newest first; empty groups left out', async () => {
    const { page } = await coursePage('MTH 101');
    expect(page?.materials.map((g) => [g.classification, g.materials.map((m) => m.label)])).toEqual([
      ['exam-past-questions', ['2024 exam']],
      ['lecture-notes', ['Notes week 2', 'Notes week 1']],
      ['study-guides', ['Study guide']],
    ]);
  });

  test('Restricted materials only for members of the course’s departments and staff', async () => {
    const course = await courseAndMemberDepartment();
    await insertMaterial(t.db(), { uploader_id: cast.uploader.id, course_id: course.id, label: 'Members only', restriction: 'restricted' });
    const labels = async (person: Cast['stranger']) => (await coursePage(course.code, person)).page?.materials.flatMap((g) => g.materials.map((m) => m.label));
    expect(await labels(cast.stranger)).toEqual([]);
    expect(await labels(cast.member)).toEqual(['Members only']);
    expect(await labels(cast.moderator)).toEqual(['Members only']);
  });

  test(`each group lists its newest ${COURSE_PAGE_GROUP_MAX}`, async () => {
    const course = await t.db().insertInto('courses').values({ course_code: 'BIG101', course_name: 'Popular' }).returning('id').executeTakeFirstOrThrow();
    await t
      .db()
      .insertInto('materials')
      .values(
        Array.from({ length: COURSE_PAGE_GROUP_MAX + 2 }, (_, i) => ({
          uploader_id: cast.uploader.id,
          course_id: course.id,
          label: `Tutorial ${i}`,
          classification: 'tutorials' as const,
          type: 'link' as const,
          url: 'https://example.edu',
          review_status: 'approved' as const,
          created_at: new Date(Date.UTC(2026, 0, 1, 0, i)),
        })),
      )
      .execute();
    const { page } = await coursePage('big 101');
    const [group] = page!.materials;
    expect(group!.classification).toBe('tutorials');
    expect(group!.materials).toHaveLength(COURSE_PAGE_GROUP_MAX);
    expect(group!.materials[0]!.label).toBe(`Tutorial ${COURSE_PAGE_GROUP_MAX + 1}`);
  });

  test('an unknown or unapproved code is a 404; no session is a 401', async () => {
    await t.db().insertInto('courses').values({ course_code: 'PND101', course_name: 'Proposed', review_status: 'pending' }).execute();
    for (const code of ['XYZ999', 'PND101', '%20']) {
      const { res } = await coursePage(code);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 'error', code: 'NOT_FOUND' });
    }
    expect((await getList(t.app(), null, '/api/courses/by-code/MTH101')).statusCode).toBe(401);
  });
});

async function courseAndMemberDepartment(): Promise<{ id: string; code: string }> {
  const row = await t.db().selectFrom('courses').select(['id', 'course_code']).where('id', '=', cast.course.courseId).executeTakeFirstOrThrow();
  return { id: row.id, code: row.course_code };
}
