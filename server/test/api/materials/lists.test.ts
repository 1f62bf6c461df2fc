import type { Material } from '@lectern/shared-api/contract';
import { createCast, createMaterialThroughApi, type Cast } from '../../helpers/materials.ts';
import { getList, insertMaterial, labelsOf, pageOf, uniqueWord } from '../../helpers/material-rows.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();
let cast: Cast;

beforeAll(async () => {
  cast = await createCast(t.app(), t.db());
});

const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, minutes));

describe('static list paths win over /materials/:id', () => {
  test.each(['recent', 'recommendations', 'saved', 'mine'])('GET /api/materials/%s is a list, not a material', async (name) => {
    const res = await getList(t.app(), cast.stranger, `/api/materials/${name}`);
    expect(res.statusCode).toBe(200);
    expect(pageOf(res)).toMatchObject({ data: expect.any(Array), pagination: { page: 1 } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  test.each(['recent', 'recommendations', 'saved', 'mine'])('GET /api/materials/%s needs a session', async (name) => {
    const res = await getList(t.app(), null, `/api/materials/${name}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 'error', code: 'UNAUTHORIZED' });
  });
});

describe('GET /api/materials/recent', () => {
  test('newest listed first, with the search’s query, classification and sort', async () => {
    const word = uniqueWord();
    await insertMaterial(t.db(), { uploader_id: cast.uploader.id, label: `${word} older`, created_at: at(1), classification: 'tutorials' });
    await insertMaterial(t.db(), { uploader_id: cast.uploader.id, label: `${word} newer`, created_at: at(2) });
    await insertMaterial(t.db(), { uploader_id: cast.uploader.id, label: `${word} private`, created_at: at(3), visibility: 'private' });
    const recent = (query: Record<string, string>) => getList(t.app(), cast.stranger, '/api/materials/recent', { query: word, ...query });
    expect(labelsOf(await recent({}))).toEqual([`${word} newer`, `${word} older`]);
    expect(labelsOf(await recent({ classification: 'tutorials' }))).toEqual([`${word} older`]);
    expect(labelsOf(await recent({ sort: 'name' }))).toEqual([`${word} newer`, `${word} older`]);
    expect((await recent({ sort: 'oldest' })).statusCode).toBe(400);
  });

  test('the unfiltered list starts with the newest listed material', async () => {
    const word = uniqueWord();
    await insertMaterial(t.db(), { uploader_id: cast.uploader.id, label: `${word} latest`, created_at: new Date(Date.UTC(2030, 0, 1)) });
    expect(labelsOf(await getList(t.app(), cast.stranger, '/api/materials/recent', { limit: '1' }))).toEqual([`${word} latest`]);
  });
});

describe('GET /api/materials/saved', () => {
  test('the viewer’s saved materials they can still open, newest saved first', async () => {
    const word = uniqueWord();
    const first = await insertMaterial(t.db(), { uploader_id: cast.uploader.id, label: `${word} first`, created_at: at(5) });
    const second = await insertMaterial(t.db(), { uploader_id: cast.uploader.id, label: `${word} second`, created_at: at(1) });
    const closed = await insertMaterial(t.db(), { uploader_id: cast.uploader.id, label: `${word} closed` });
    const unlisted = await insertMaterial(t.db(), { uploader_id: cast.uploader.id, label: `${word} unlisted`, visibility: 'unlisted' });
    await insertMaterial(t.db(), { uploader_id: cast.uploader.id, label: `${word} not saved` });
    const save = (userId: string, materialId: string, minute: number) =>
      t.db().insertInto('saved_materials').values({ user_id: userId, material_id: materialId, created_at: at(minute) }).execute();
    await save(cast.stranger.id, first, 10);
    await save(cast.stranger.id, second, 20);
    await save(cast.stranger.id, closed, 30);
    await save(cast.stranger.id, unlisted, 5);
    await save(cast.member.id, first, 40);
    // Made private after it was saved: no longer the saver's to open.
    await t.db().updateTable('materials').set({ visibility: 'private' }).where('id', '=', closed).execute();

    const saved = pageOf(await getList(t.app(), cast.stranger, '/api/materials/saved', { query: word }));
    expect(saved.data.map((m) => m.label)).toEqual([`${word} second`, `${word} first`, `${word} unlisted`]);
    expect(saved.data.every((m: Material) => m.isSaved)).toBe(true);
    expect(saved.pagination.total).toBe(3);
    expect(labelsOf(await getList(t.app(), cast.stranger, '/api/materials/saved', { query: word, sort: 'name' }))).toEqual([
      `${word} first`,
      `${word} second`,
      `${word} unlisted`,
    ]);
    expect(labelsOf(await getList(t.app(), cast.member, '/api/materials/saved', { query: word }))).toEqual([`${word} first`]);
  });
});

describe('GET /api/materials/mine', () => {
  test('every own upload in every review status, with the reviewer’s comment', async () => {
    const uploader = cast.member;
    const uploaded = await createMaterialThroughApi(t.app(), uploader.session, { fields: { label: 'Through the API', visibility: 'private' } });
    const word = uniqueWord();
    await insertMaterial(t.db(), { uploader_id: uploader.id, label: `${word} rejected`, review_status: 'rejected', review_comment: 'Wrong course', created_at: at(2) });
    await insertMaterial(t.db(), { uploader_id: uploader.id, label: `${word} approved`, created_at: at(1), hidden_at: new Date() });
    await insertMaterial(t.db(), { uploader_id: cast.stranger.id, label: `${word} someone else’s` });

    const mine = pageOf(await getList(t.app(), uploader, '/api/materials/mine'));
    expect(mine.data.map((m) => [m.label, m.reviewStatus, m.reviewComment])).toEqual([
      ['Through the API', 'pending', null],
      [`${word} rejected`, 'rejected', 'Wrong course'],
      [`${word} approved`, 'approved', null],
    ]);
    expect(mine.data[0]).toMatchObject({ id: uploaded.id, type: 'pdf', pages: 2, previewUrl: `/api/materials/${uploaded.id}/preview` });
    expect(labelsOf(await getList(t.app(), uploader, '/api/materials/mine', { query: word }))).toEqual([`${word} rejected`, `${word} approved`]);
    expect(labelsOf(await getList(t.app(), cast.stranger, '/api/materials/mine', { query: word }))).toEqual([`${word} someone else’s`]);
  });
});
