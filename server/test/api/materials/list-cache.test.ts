// The shared list pages (list-cache.ts): search, recent and recommendations keep each page's
// cards a few seconds per audience. What that must never change: the asker's own marks, who
// sees what, and changes made through this server, which show at once.
import type { Material } from '@lectern/shared-api/contract';
import { REPORT_HIDE_THRESHOLD } from '@lectern/shared-api/contract';
import { LIST_CACHE_TTL_MS } from '../../../src/domain/materials/list-cache.ts';
import { createCast, createPerson, reviewThroughApi, type Cast, type Person } from '../../helpers/materials.ts';
import { getList, insertMaterial, labelsOf, pageOf, uniqueWord } from '../../helpers/material-rows.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();
let cast: Cast;

beforeAll(async () => {
  cast = await createCast(t.app(), t.db());
});

const search = (person: Person, query: Record<string, string>) => getList(t.app(), person, '/api/materials', { sort: 'name', ...query });
const act = (person: Person, method: 'POST' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  t.app().inject({ method, url, headers: person.session.bearer, ...(payload ? { payload } : {}) });
const only = (res: Parameters<typeof pageOf>[0], id: string): Material => {
  const found = pageOf(res).data.find((m) => m.id === id);
  if (!found) throw new Error(`material ${id} is not on the page`);
  return found;
};

describe('a page shared by an audience', () => {
  // The uploader and the stranger are students of the same department: one audience, one kept page.
  test('each asker’s saved and liked marks are read fresh, also when asking at the same moment', async () => {
    const word = uniqueWord();
    const id = await insertMaterial(t.db(), { uploader_id: cast.member.id, label: `${word} shared` });
    expect(only(await search(cast.stranger, { query: word }), id)).toMatchObject({ isSaved: false, isLiked: false });

    expect((await act(cast.stranger, 'POST', `/api/materials/${id}/save`)).statusCode).toBe(200);
    expect((await act(cast.uploader, 'POST', `/api/materials/${id}/like`)).statusCode).toBe(200);
    expect(only(await search(cast.stranger, { query: word }), id)).toMatchObject({ isSaved: true, isLiked: false });
    expect(only(await search(cast.uploader, { query: word }), id)).toMatchObject({ isSaved: false, isLiked: true });

    // Asked together, the marks are read together (one query): each still gets their own.
    const [stranger, uploader] = await Promise.all([search(cast.stranger, { query: word }), search(cast.uploader, { query: word })]);
    expect(only(stranger, id)).toMatchObject({ isSaved: true, isLiked: false });
    expect(only(uploader, id)).toMatchObject({ isSaved: false, isLiked: true });

    expect((await act(cast.stranger, 'DELETE', `/api/materials/${id}/save`)).statusCode).toBe(200);
    expect(only(await search(cast.stranger, { query: word }), id)).toMatchObject({ isSaved: false });
  });

  test('the counters on a kept card may lag by up to LIST_CACHE_TTL_MS', async () => {
    const word = uniqueWord();
    const id = await insertMaterial(t.db(), { uploader_id: cast.member.id, label: `${word} counted` });
    expect(only(await search(cast.stranger, { query: word }), id).likes).toBe(0);
    expect((await act(cast.stranger, 'POST', `/api/materials/${id}/like`)).statusCode).toBe(200);
    // The like itself answers the material as it is now; the kept card catches up within the TTL.
    expect(only(await search(cast.stranger, { query: word }), id)).toMatchObject({ likes: 0, isLiked: true });
    t.clock.advance(LIST_CACHE_TTL_MS);
    expect(only(await search(cast.stranger, { query: word }), id)).toMatchObject({ likes: 1, isLiked: true });
  });

  test('the review comment and downloads are worked out for each asker from the shared card', async () => {
    const word = uniqueWord();
    const id = await insertMaterial(t.db(), { uploader_id: cast.uploader.id, label: `${word} commented`, review_comment: 'Looks fine', restriction: 'view only' });
    expect(only(await search(cast.stranger, { query: word }), id)).toMatchObject({ reviewComment: null });
    expect(only(await search(cast.uploader, { query: word }), id)).toMatchObject({ reviewComment: 'Looks fine' });
    expect(only(await search(cast.stranger, { query: word }), id)).toMatchObject({ reviewComment: null });
  });
});

describe('who sees what is never taken from another audience’s page', () => {
  async function restrictedAndPublic(word: string): Promise<void> {
    const base = { uploader_id: cast.uploader.id, course_id: cast.course.courseId };
    await insertMaterial(t.db(), { ...base, label: `${word} public` });
    await insertMaterial(t.db(), { ...base, label: `${word} restricted`, restriction: 'restricted' });
    await insertMaterial(t.db(), { ...base, label: `${word} private`, visibility: 'private' });
    await insertMaterial(t.db(), { ...base, label: `${word} unlisted`, visibility: 'unlisted' });
  }

  test('a member’s page first: a student of another department, the uploader included, still sees no Restricted or private one', async () => {
    const word = uniqueWord();
    await restrictedAndPublic(word);
    expect(labelsOf(await search(cast.member, { query: word }))).toEqual([`${word} public`, `${word} restricted`]);
    expect(labelsOf(await search(cast.stranger, { query: word }))).toEqual([`${word} public`]);
    expect(labelsOf(await search(cast.uploader, { query: word }))).toEqual([`${word} public`]);
    const outsider = await createPerson(t.app(), t.db());
    expect(labelsOf(await search(outsider, { query: word }))).toEqual([`${word} public`]);
  });

  test('a stranger’s page first: members and staff still see the Restricted one; nobody a private one', async () => {
    const word = uniqueWord();
    await restrictedAndPublic(word);
    expect(labelsOf(await search(cast.stranger, { query: word }))).toEqual([`${word} public`]);
    expect(labelsOf(await search(cast.member, { query: word }))).toEqual([`${word} public`, `${word} restricted`]);
    expect(labelsOf(await search(cast.admin, { query: word }))).toEqual([`${word} public`, `${word} restricted`]);
    expect(labelsOf(await search(cast.moderator, { query: word }))).toEqual([`${word} public`, `${word} restricted`]);
    expect(labelsOf(await search(cast.stranger, { query: word }))).toEqual([`${word} public`]);
  });

  test('recent and recommendations keep to the same rule', async () => {
    const word = uniqueWord();
    await restrictedAndPublic(word);
    for (const path of ['/api/materials/recent', '/api/materials/recommendations']) {
      const seen = async (person: Person) => labelsOf(await getList(t.app(), person, path, { query: word, sort: 'name', ignorePreference: 'true' }));
      expect(await seen(cast.member)).toEqual([`${word} public`, `${word} restricted`]);
      expect(await seen(cast.stranger)).toEqual([`${word} public`]);
    }
  });
});

describe('a change made through this server shows at once', () => {
  test('an approval adds the material to a page already kept', async () => {
    const word = uniqueWord();
    await insertMaterial(t.db(), { uploader_id: cast.uploader.id, label: `${word} a listed` });
    const pending = await insertMaterial(t.db(), { uploader_id: cast.uploader.id, label: `${word} b pending`, review_status: 'pending' });
    expect(labelsOf(await search(cast.stranger, { query: word }))).toEqual([`${word} a listed`]);
    await reviewThroughApi(t.app(), cast.moderator.session, pending, 'approved');
    expect(labelsOf(await search(cast.stranger, { query: word }))).toEqual([`${word} a listed`, `${word} b pending`]);
    expect(pageOf(await search(cast.stranger, { query: word })).pagination.total).toBe(2);
  });

  test(`hidden by ${REPORT_HIDE_THRESHOLD} students’ reports: gone from the kept page at once`, async () => {
    const word = uniqueWord();
    const id = await insertMaterial(t.db(), { uploader_id: cast.uploader.id, label: `${word} reported` });
    expect(labelsOf(await search(cast.stranger, { query: word }))).toEqual([`${word} reported`]);
    const reporters = [cast.stranger, cast.member];
    while (reporters.length < REPORT_HIDE_THRESHOLD) reporters.push(await createPerson(t.app(), t.db()));
    for (const reporter of reporters) expect((await act(reporter, 'POST', `/api/materials/${id}/report`, { reason: 'copyright' })).statusCode).toBe(201);
    expect(labelsOf(await search(cast.stranger, { query: word }))).toEqual([]);
  });

  test('deleted by an admin: gone from the kept page at once', async () => {
    const word = uniqueWord();
    const id = await insertMaterial(t.db(), { uploader_id: cast.uploader.id, label: `${word} deleted` });
    expect(labelsOf(await search(cast.stranger, { query: word }))).toEqual([`${word} deleted`]);
    expect((await act(cast.admin, 'DELETE', `/api/review/materials/${id}`)).statusCode).toBe(200);
    expect(labelsOf(await search(cast.stranger, { query: word }))).toEqual([]);
  });
});

describe('a change made behind this server (another server, the database itself)', () => {
  test('shows in lists within LIST_CACHE_TTL_MS; the material itself is checked at once', async () => {
    const word = uniqueWord();
    const first = await insertMaterial(t.db(), { uploader_id: cast.uploader.id, label: `${word} one` });
    expect(pageOf(await search(cast.stranger, { query: word })).pagination.total).toBe(1);
    await insertMaterial(t.db(), { uploader_id: cast.uploader.id, label: `${word} two` });
    await t.db().updateTable('materials').set({ hidden_at: new Date() }).where('id', '=', first).execute();
    expect(labelsOf(await search(cast.stranger, { query: word }))).toEqual([`${word} one`]);
    // Opening it (the material page, its file) reads its access fresh.
    expect((await t.app().inject({ method: 'GET', url: `/api/materials/${first}`, headers: cast.stranger.session.bearer })).statusCode).toBe(404);
    t.clock.advance(LIST_CACHE_TTL_MS);
    expect(labelsOf(await search(cast.stranger, { query: word }))).toEqual([`${word} two`]);
  });
});
