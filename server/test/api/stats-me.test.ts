import type { MyStats } from '@lectern/shared-api/contract';
import { createCast, type Cast } from '../helpers/materials.ts';
import { insertMaterial } from '../helpers/material-rows.ts';
import { dataOf } from '../helpers/responses.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
let cast: Cast;

beforeAll(async () => {
  cast = await createCast(t.app(), t.db());
});

const statsOf = (headers: Record<string, string>) => t.app().inject({ method: 'GET', url: '/api/stats/me', headers });

describe('GET /api/stats/me', () => {
  test('a new person has zeroes', async () => {
    const res = await statsOf(cast.stranger.session.bearer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      data: { uploads: 0, pendingUploads: 0, downloads: 0, views: 0, likes: 0, savedMaterials: 0, approvedUploads: 0, printingCredit: null, answeredRequests: 0 },
    });
  });

  test('uploads of every status; downloads, views and likes of approved ones; saves one can still open', async () => {
    const me = cast.member;
    await insertMaterial(t.db(), { uploader_id: me.id, downloads: 3, views: 10, likes: 2 });
    await insertMaterial(t.db(), { uploader_id: me.id, downloads: 4, views: 5, likes: 1, visibility: 'private' });
    await insertMaterial(t.db(), { uploader_id: me.id, review_status: 'pending', downloads: 100, views: 100, likes: 100 });
    await insertMaterial(t.db(), { uploader_id: me.id, review_status: 'rejected', downloads: 100 });
    await insertMaterial(t.db(), { uploader_id: cast.stranger.id, downloads: 1000 });
    const open = await insertMaterial(t.db(), { uploader_id: cast.stranger.id });
    const closed = await insertMaterial(t.db(), { uploader_id: cast.stranger.id, visibility: 'private' });
    await t.db().insertInto('saved_materials').values([{ user_id: me.id, material_id: open }, { user_id: me.id, material_id: closed }]).execute();

    const res = await statsOf(me.session.bearer);
    // Rows inserted as approved were never decided through review: the reward count reads the review record only.
    expect(dataOf<MyStats>(res)).toEqual({ uploads: 4, pendingUploads: 1, downloads: 7, views: 15, likes: 3, savedMaterials: 1, approvedUploads: 0, printingCredit: null, answeredRequests: 0 });
  });

  test('needs a session', async () => {
    const res = await statsOf({});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
