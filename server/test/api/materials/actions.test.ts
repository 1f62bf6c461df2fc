import type { LightMyRequestResponse } from 'fastify';
import type { Material } from '@lectern/shared-api/contract';
import { createCast, createMaterialThroughApi, setReviewStatus, type Cast, type Person } from '../../helpers/materials.ts';
import { dataOf } from '../../helpers/responses.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();
let cast: Cast;

beforeAll(async () => {
  cast = await createCast(t.app(), t.db());
});

function act(person: Person | null, method: 'POST' | 'DELETE', url: string): Promise<LightMyRequestResponse> {
  return t.app().inject({ method, url, headers: person?.session.bearer ?? {} });
}
const materialOf = (res: LightMyRequestResponse) => dataOf<Material>(res);

async function approved(): Promise<Material> {
  const material = await createMaterialThroughApi(t.app(), cast.uploader.session);
  await setReviewStatus(t.db(), material.id, 'approved');
  return material;
}

describe('save', () => {
  test('saving twice keeps one save; removing twice is fine too', async () => {
    const material = await approved();
    const url = `/api/materials/${material.id}/save`;
    expect(materialOf(await act(cast.stranger, 'POST', url)).isSaved).toBe(true);
    const again = await act(cast.stranger, 'POST', url);
    expect(again.statusCode).toBe(200);
    expect(materialOf(again).isSaved).toBe(true);
    const saves = await t.db().selectFrom('saved_materials').selectAll().where('material_id', '=', material.id).execute();
    expect(saves).toHaveLength(1);
    // Someone else's view of it is unchanged.
    expect(materialOf(await act(cast.member, 'DELETE', url)).isSaved).toBe(false);
    expect(materialOf(await act(cast.stranger, 'DELETE', url)).isSaved).toBe(false);
    expect((await act(cast.stranger, 'DELETE', url)).statusCode).toBe(200);
  });

  test('a cookie call needs this site’s Origin', async () => {
    const material = await approved();
    const res = await t.app().inject({
      method: 'POST',
      url: `/api/materials/${material.id}/save`,
      headers: { cookie: cast.stranger.session.cookie.cookie!, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    const ok = await t.app().inject({ method: 'POST', url: `/api/materials/${material.id}/save`, headers: cast.stranger.session.cookie });
    expect(ok.statusCode).toBe(200);
  });
});

describe('like', () => {
  test('likes count each person once; a second like or unlike changes nothing', async () => {
    const material = await approved();
    const url = `/api/materials/${material.id}/like`;
    expect(materialOf(await act(cast.stranger, 'POST', url))).toMatchObject({ likes: 1, isLiked: true });
    expect(materialOf(await act(cast.stranger, 'POST', url))).toMatchObject({ likes: 1, isLiked: true });
    expect(materialOf(await act(cast.member, 'POST', url))).toMatchObject({ likes: 2, isLiked: true });
    expect(materialOf(await act(cast.stranger, 'DELETE', url))).toMatchObject({ likes: 1, isLiked: false });
    expect(materialOf(await act(cast.stranger, 'DELETE', url))).toMatchObject({ likes: 1, isLiked: false });
  });

  test('the counter stays right when the same person likes many times at once', async () => {
    const material = await approved();
    const url = `/api/materials/${material.id}/like`;
    await Promise.all(Array.from({ length: 6 }, () => act(cast.stranger, 'POST', url)));
    await Promise.all([act(cast.member, 'POST', url), act(cast.moderator, 'POST', url)]);
    const row = await t.db().selectFrom('materials').select('likes').where('id', '=', material.id).executeTakeFirstOrThrow();
    expect(row.likes).toBe(3);
    await Promise.all(Array.from({ length: 4 }, () => act(cast.stranger, 'DELETE', url)));
    const after = await t.db().selectFrom('materials').select('likes').where('id', '=', material.id).executeTakeFirstOrThrow();
    expect(after.likes).toBe(2);
  });
});

describe('who may save and like', () => {
  test.each(['save', 'like'])('%s: guests 401; a material one may not open is a 404', async (action) => {
    const pending = await createMaterialThroughApi(t.app(), cast.uploader.session);
    expect((await act(null, 'POST', `/api/materials/${pending.id}/${action}`)).statusCode).toBe(401);
    expect((await act(cast.stranger, 'POST', `/api/materials/${pending.id}/${action}`)).statusCode).toBe(404);
    expect((await act(cast.stranger, 'DELETE', `/api/materials/${pending.id}/${action}`)).statusCode).toBe(404);
    expect((await act(cast.uploader, 'POST', `/api/materials/${pending.id}/${action}`)).statusCode).toBe(200);
    expect((await act(cast.moderator, 'POST', `/api/materials/${pending.id}/${action}`)).statusCode).toBe(200);
  });
});
