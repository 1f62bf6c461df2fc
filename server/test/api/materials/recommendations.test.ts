import { RECOMMENDATIONS_PAGE_SIZE } from '@lectern/shared-api/contract';
import { createCast, createPerson, type Cast } from '../../helpers/materials.ts';
import { getList, insertMaterial, labelsOf, pageOf, uniqueWord } from '../../helpers/material-rows.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();
let cast: Cast;

beforeAll(async () => {
  cast = await createCast(t.app(), t.db());
});

async function course(code: string): Promise<string> {
  return (await t.db().selectFrom('courses').select('id').where('code_key', '=', code).executeTakeFirstOrThrow()).id;
}
async function department(name: string): Promise<string> {
  return (await t.db().selectFrom('departments').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
}

describe('GET /api/materials/recommendations', () => {
  test('their department at their level first, then their department, each by popularity; nothing else', async () => {
    const word = uniqueWord();
    const physics = await department('Physics');
    const student = await createPerson(t.app(), t.db(), { departmentId: physics });
    await t.db().updateTable('users').set({ level: 200 }).where('id', '=', student.id).execute();
    const add = async (label: string, code: string, downloads: number) =>
      insertMaterial(t.db(), { uploader_id: cast.uploader.id, course_id: await course(code), label: `${word} ${label}`, downloads });
    // PHY203 is Physics at 200; PHY101 and MTH101 Physics at 100; CSC204 is not Physics'.
    await add('level, less popular', 'PHY203', 1);
    await add('level, popular', 'PHY203', 50);
    await add('department', 'PHY101', 500);
    await add('shared course', 'MTH101', 100);
    await add('elsewhere', 'CSC204', 1000);

    const ranked = labelsOf(await getList(t.app(), student, '/api/materials/recommendations', { query: word }));
    expect(ranked).toEqual([`${word} level, popular`, `${word} level, less popular`, `${word} department`, `${word} shared course`]);

    const everything = labelsOf(await getList(t.app(), student, '/api/materials/recommendations', { query: word, ignorePreference: 'true' }));
    expect(everything).toEqual([`${word} elsewhere`, `${word} department`, `${word} shared course`, `${word} level, popular`, `${word} level, less popular`]);
  });

  test('falls back to everything listed when the preference matches nothing, or there is none', async () => {
    const word = uniqueWord();
    await insertMaterial(t.db(), { uploader_id: cast.uploader.id, course_id: await course('CSC204'), label: `${word} popular`, downloads: 9 });
    await insertMaterial(t.db(), { uploader_id: cast.uploader.id, label: `${word} no course`, downloads: 1 });
    const physicsStudent = await createPerson(t.app(), t.db(), { departmentId: await department('Physics') });
    const noDepartment = await createPerson(t.app(), t.db());
    for (const person of [physicsStudent, noDepartment]) {
      expect(labelsOf(await getList(t.app(), person, '/api/materials/recommendations', { query: word }))).toEqual([`${word} popular`, `${word} no course`]);
    }
  });

  test('pages of RECOMMENDATIONS_PAGE_SIZE by default; never unlisted materials', async () => {
    const word = uniqueWord();
    for (let i = 0; i < RECOMMENDATIONS_PAGE_SIZE + 2; i++) await insertMaterial(t.db(), { uploader_id: cast.uploader.id, label: `${word} ${i}` });
    await insertMaterial(t.db(), { uploader_id: cast.uploader.id, label: `${word} private`, visibility: 'private' });
    await insertMaterial(t.db(), { uploader_id: cast.uploader.id, label: `${word} restricted`, restriction: 'restricted' });
    const first = pageOf(await getList(t.app(), cast.stranger, '/api/materials/recommendations', { query: word }));
    expect(first.data).toHaveLength(RECOMMENDATIONS_PAGE_SIZE);
    expect(first.pagination).toEqual({ page: 1, limit: RECOMMENDATIONS_PAGE_SIZE, total: RECOMMENDATIONS_PAGE_SIZE + 2, totalPages: 2 });
    const second = pageOf(await getList(t.app(), cast.stranger, '/api/materials/recommendations', { query: word, page: '2' }));
    expect(second.data).toHaveLength(2);
    expect([...first.data, ...second.data].map((m) => m.label)).not.toContain(`${word} private`);
    expect((await getList(t.app(), cast.stranger, '/api/materials/recommendations', { ignorePreference: 'maybe' })).statusCode).toBe(400);
  });

  test('never empty while anything is listed', async () => {
    const res = pageOf(await getList(t.app(), cast.member, '/api/materials/recommendations'));
    expect(res.data.length).toBeGreaterThan(0);
  });
});
