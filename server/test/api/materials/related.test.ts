// A material page's "Related materials": its course's listed materials first, then its
// departments' other courses', each by popularity; never itself, never one the asker may not list.
import { RELATED_MATERIALS_MAX, type Material } from '@lectern/shared-api/contract';
import { createCast, type Cast } from '../../helpers/materials.ts';
import { insertMaterial, uniqueWord, type MaterialRowInput } from '../../helpers/material-rows.ts';
import { dataOf } from '../../helpers/responses.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();
let cast: Cast;

beforeAll(async () => {
  cast = await createCast(t.app(), t.db());
});

const course = async (code: string) => (await t.db().selectFrom('courses').select('id').where('code_key', '=', code).executeTakeFirstOrThrow()).id;
const related = (session: { bearer: Record<string, string> } | null, id: string) =>
  t.app().inject({ method: 'GET', url: `/api/materials/${id}/related`, headers: session?.bearer ?? {} });

test('the same course first, then the department’s other courses, each by popularity; never itself, a private one or another department’s', async () => {
  const word = uniqueWord();
  const add = async (label: string, code: string, values: Partial<MaterialRowInput> = {}) =>
    insertMaterial(t.db(), { uploader_id: cast.uploader.id, course_id: await course(code), label: `${word} ${label}`, ...values });
  // PHY203 and PHY101 are Physics courses; CSC204 is not.
  const opened = await add('opened', 'PHY203', { downloads: 10_000 });
  await add('course, less popular', 'PHY203', { downloads: 5 });
  await add('course, popular', 'PHY203', { downloads: 50 });
  await add('course, private', 'PHY203', { visibility: 'private', downloads: 900 });
  await add('department', 'PHY101', { downloads: 500 });
  await add('elsewhere', 'CSC204', { downloads: 1000 });

  const answer = dataOf<Material[]>(await related(cast.stranger.session, opened));
  const mine = answer.map((material) => material.label).filter((label) => label.startsWith(word));
  expect(mine).toEqual([`${word} course, popular`, `${word} course, less popular`, `${word} department`]);
  expect(answer.length).toBeLessThanOrEqual(RELATED_MATERIALS_MAX);
});

test(`at most ${RELATED_MATERIALS_MAX}; none for a material with no course`, async () => {
  const word = uniqueWord();
  const opened = await insertMaterial(t.db(), { uploader_id: cast.uploader.id, course_id: await course('PHY203'), label: `${word} opened` });
  for (let i = 0; i < RELATED_MATERIALS_MAX + 2; i++) await insertMaterial(t.db(), { uploader_id: cast.uploader.id, course_id: await course('PHY203'), label: `${word} ${i}` });
  expect(dataOf<Material[]>(await related(cast.stranger.session, opened))).toHaveLength(RELATED_MATERIALS_MAX);
  const loose = await insertMaterial(t.db(), { uploader_id: cast.uploader.id, label: `${word} no course` });
  expect(dataOf<Material[]>(await related(cast.stranger.session, loose))).toEqual([]);
});

test('signed out 401; a material one may not open, an unknown or a malformed id 404', async () => {
  const opened = await insertMaterial(t.db(), { uploader_id: cast.uploader.id, course_id: await course('PHY203'), label: 'Open one' });
  const hidden = await insertMaterial(t.db(), { uploader_id: cast.uploader.id, course_id: await course('PHY203'), label: 'Private one', visibility: 'private' });
  expect((await related(null, opened)).statusCode).toBe(401);
  expect((await related(cast.stranger.session, hidden)).statusCode).toBe(404);
  expect((await related(cast.uploader.session, hidden)).statusCode).toBe(200);
  expect((await related(cast.stranger.session, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  expect((await related(cast.stranger.session, 'not-an-id')).statusCode).toBe(404);
});
