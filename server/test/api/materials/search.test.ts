import { MATERIAL_LIST_TOTAL_MAX, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '@lectern/shared-api/contract';
import { LIST_CACHE_TTL_MS } from '../../../src/domain/materials/list-cache.ts';
import { createCast, reviewThroughApi, type Cast } from '../../helpers/materials.ts';
import { getList, insertMaterial, labelsOf, pageOf, uniqueWord } from '../../helpers/material-rows.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();
let cast: Cast;

beforeAll(async () => {
  cast = await createCast(t.app(), t.db());
});

const search = (query: Record<string, string>, person = cast.stranger) => getList(t.app(), person, '/api/materials', query);
async function courseIdOf(code: string): Promise<string> {
  return (await t.db().selectFrom('courses').select('id').where('code_key', '=', code).executeTakeFirstOrThrow()).id;
}

describe('GET /api/materials: text', () => {
  test('a course code in any spacing or case finds the course’s materials', async () => {
    const course = await t.db().insertInto('courses').values({ course_code: 'QXZ204', course_name: 'Search Testing' }).returning('id').executeTakeFirstOrThrow();
    await insertMaterial(t.db(), { uploader_id: cast.uploader.id, course_id: course.id, label: 'Week one handout' });
    await insertMaterial(t.db(), { uploader_id: cast.uploader.id, label: 'Unrelated handout' });
    for (const query of ['QXZ 204', 'qxz204', 'QXZ204', ' qxz 204 ']) {
      expect(labelsOf(await search({ query }))).toEqual(['Week one handout']);
    }
    const found = pageOf(await search({ query: 'qxz204' })).data[0]!;
    expect(found.course).toEqual({ id: course.id, courseCode: 'QXZ204', courseName: 'Search Testing' });
  });

  test('words of the title, description and tags match by prefix, every word', async () => {
    const word = uniqueWord();
    await insertMaterial(t.db(), { uploader_id: cast.uploader.id, label: `${word} recursion notes` });
    await insertMaterial(t.db(), { uploader_id: cast.uploader.id, label: 'Plain', description: `All about ${word} and trees` });
    await insertMaterial(t.db(), { uploader_id: cast.uploader.id, label: 'Tagged', tags: [word, 'revision'] });
    expect((await labelsOf(await search({ query: word }))).sort()).toEqual(['Plain', 'Tagged', `${word} recursion notes`].sort());
    expect(labelsOf(await search({ query: `${word.slice(0, 7)} recurs` }))).toEqual([`${word} recursion notes`]);
    expect(labelsOf(await search({ query: `${word} revision` }))).toEqual(['Tagged']);
    expect(labelsOf(await search({ query: `${word} nothingmatches` }))).toEqual([]);
  });

  test('punctuation alone finds nothing and is no error', async () => {
    const res = await search({ query: '%_\\&|!' });
    expect(pageOf(res).data).toEqual([]);
  });
});

describe('GET /api/materials: filters, sorts and paging', () => {
  test('filters by course, classification, department and level', async () => {
    const word = uniqueWord();
    const csc204 = await courseIdOf('CSC204');
    const phy101 = await courseIdOf('PHY101');
    const physics = (await t.db().selectFrom('departments').select('id').where('name', '=', 'Physics').executeTakeFirstOrThrow()).id;
    await insertMaterial(t.db(), { uploader_id: cast.uploader.id, course_id: csc204, label: `${word} a`, classification: 'exam-past-questions' });
    await insertMaterial(t.db(), { uploader_id: cast.uploader.id, course_id: csc204, label: `${word} b`, classification: 'tutorials' });
    await insertMaterial(t.db(), { uploader_id: cast.uploader.id, course_id: phy101, label: `${word} c`, classification: 'tutorials' });
    const sorted = async (query: Record<string, string>) => labelsOf(await search({ query: word, sort: 'name', ...query }));
    expect(await sorted({ courseId: csc204 })).toEqual([`${word} a`, `${word} b`]);
    expect(await sorted({ classification: 'tutorials' })).toEqual([`${word} b`, `${word} c`]);
    expect(await sorted({ departmentId: physics })).toEqual([`${word} c`]);
    expect(await sorted({ level: '200' })).toEqual([`${word} a`, `${word} b`]);
    expect(await sorted({ departmentId: physics, level: '200' })).toEqual([]);
    expect(await sorted({ classification: 'tutorials', level: '100' })).toEqual([`${word} c`]);
  });

  test('sorts by name (A-Z), date (newest, the default) and downloads (most)', async () => {
    const word = uniqueWord();
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, minutes));
    await insertMaterial(t.db(), { uploader_id: cast.uploader.id, label: `${word} Banana`, created_at: at(1), downloads: 5 });
    await insertMaterial(t.db(), { uploader_id: cast.uploader.id, label: `${word} apple`, created_at: at(3), downloads: 1 });
    await insertMaterial(t.db(), { uploader_id: cast.uploader.id, label: `${word} Cherry`, created_at: at(2), downloads: 9 });
    const names = (labels: string[]) => labels.map((l) => l.split(' ')[1]);
    expect(names(labelsOf(await search({ query: word })))).toEqual(['apple', 'Cherry', 'Banana']);
    expect(names(labelsOf(await search({ query: word, sort: 'date' })))).toEqual(['apple', 'Cherry', 'Banana']);
    expect(names(labelsOf(await search({ query: word, sort: 'name' })))).toEqual(['apple', 'Banana', 'Cherry']);
    expect(names(labelsOf(await search({ query: word, sort: 'downloads' })))).toEqual(['Cherry', 'Banana', 'apple']);
  });

  test('pages with page and limit; the pagination says where it is', async () => {
    const word = uniqueWord();
    for (let i = 0; i < 5; i++) await insertMaterial(t.db(), { uploader_id: cast.uploader.id, label: `${word} ${i}` });
    const first = pageOf(await search({ query: word, sort: 'name', limit: '2' }));
    expect(first.data.map((m) => m.label)).toEqual([`${word} 0`, `${word} 1`]);
    expect(first.pagination).toEqual({ page: 1, limit: 2, total: 5, totalPages: 3 });
    const last = pageOf(await search({ query: word, sort: 'name', limit: '2', page: '3' }));
    expect(last.data.map((m) => m.label)).toEqual([`${word} 4`]);
    const beyond = pageOf(await search({ query: word, limit: '2', page: '9' }));
    expect(beyond).toEqual({ data: [], pagination: { page: 9, limit: 2, total: 5, totalPages: 3 }, totalCapped: false, spelling: null });
    expect(pageOf(await search({ query: word })).pagination.limit).toBe(PAGE_SIZE_DEFAULT);
  });

  test('the total is counted up to the cap, and says when more match', async () => {
    const word = uniqueWord();
    await t
      .db()
      .insertInto('materials')
      .values(
        Array.from({ length: MATERIAL_LIST_TOTAL_MAX + 5 }, (_, i) => ({
          uploader_id: cast.uploader.id,
          label: `${word} ${i}`,
          classification: 'other' as const,
          type: 'link' as const,
          url: 'https://example.edu',
          review_status: 'approved' as const,
        })),
      )
      .execute();
    const page = pageOf(await search({ query: word, limit: String(PAGE_SIZE_MAX) }));
    expect(page.data).toHaveLength(PAGE_SIZE_MAX);
    expect(page.pagination).toEqual({ page: 1, limit: PAGE_SIZE_MAX, total: MATERIAL_LIST_TOTAL_MAX, totalPages: MATERIAL_LIST_TOTAL_MAX / PAGE_SIZE_MAX });
    expect(page.totalCapped).toBe(true);
    // Exactly the cap is a count, not "more".
    await t.db().deleteFrom('materials').where('label', 'like', `${word} 100_`).execute();
    t.clock.advance(LIST_CACHE_TTL_MS);
    const exact = pageOf(await search({ query: word, limit: String(PAGE_SIZE_MAX) }));
    expect(exact).toMatchObject({ totalCapped: false, pagination: { total: MATERIAL_LIST_TOTAL_MAX } });
  });

  // Closed rows, marks and changes through the server: list-cache.test.ts.
  test('a change made behind the server may lag a few seconds', async () => {
    const word = uniqueWord();
    await insertMaterial(t.db(), { uploader_id: cast.uploader.id, label: `${word} one` });
    expect(pageOf(await search({ query: word })).pagination.total).toBe(1);
    await insertMaterial(t.db(), { uploader_id: cast.uploader.id, label: `${word} two` });
    expect(pageOf(await search({ query: word })).pagination.total).toBe(1);
    t.clock.advance(LIST_CACHE_TTL_MS);
    expect(labelsOf(await search({ query: word })).sort()).toEqual([`${word} one`, `${word} two`]);
  });

  test('a material approved through review is in search at once', async () => {
    const word = uniqueWord();
    const id = await insertMaterial(t.db(), { uploader_id: cast.uploader.id, label: `${word} pending`, review_status: 'pending' });
    expect(labelsOf(await search({ query: word }))).toEqual([]);
    await reviewThroughApi(t.app(), cast.moderator.session, id, 'approved');
    expect(labelsOf(await search({ query: word }))).toEqual([`${word} pending`]);
    expect(pageOf(await search({ query: word })).pagination.total).toBe(1);
  });

  test.each([
    ['limit', { limit: '0' }],
    ['limit', { limit: String(PAGE_SIZE_MAX + 1) }],
    ['limit', { limit: 'ten' }],
    ['page', { page: '0' }],
    ['sort', { sort: 'popular' }],
    ['classification', { classification: 'novels' }],
    ['courseId', { courseId: 'not-a-uuid' }],
    ['departmentId', { departmentId: '12' }],
    ['level', { level: '50' }],
    ['query', { query: 'x'.repeat(1001) }],
  ])('a bad %s is a 400 VALIDATION naming it', async (field, query) => {
    const res = await search(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', code: 'VALIDATION', errors: [{ field }] });
  });

  test('unknown keys are ignored; without a session it is 401', async () => {
    expect((await search({ colour: 'blue' })).statusCode).toBe(200);
    const res = await getList(t.app(), null, '/api/materials');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('GET /api/materials: who sees what', () => {
  test('only approved, unhidden, public materials; Restricted ones to members and staff', async () => {
    const word = uniqueWord();
    const mine = { uploader_id: cast.uploader.id, course_id: cast.course.courseId };
    await insertMaterial(t.db(), { ...mine, label: `${word} listed` });
    await insertMaterial(t.db(), { ...mine, label: `${word} private`, visibility: 'private' });
    await insertMaterial(t.db(), { ...mine, label: `${word} unlisted`, visibility: 'unlisted' });
    await insertMaterial(t.db(), { ...mine, label: `${word} pending`, review_status: 'pending' });
    await insertMaterial(t.db(), { ...mine, label: `${word} rejected`, review_status: 'rejected' });
    await insertMaterial(t.db(), { ...mine, label: `${word} hidden`, hidden_at: new Date() });
    await insertMaterial(t.db(), { ...mine, label: `${word} restricted`, restriction: 'restricted' });
    await insertMaterial(t.db(), { ...mine, label: `${word} view only`, restriction: 'view only' });
    const seenBy = async (person: Cast['stranger']) => labelsOf(await search({ query: word, sort: 'name' }, person));
    expect(await seenBy(cast.stranger)).toEqual([`${word} listed`, `${word} view only`]);
    // Lists never show one's own unlisted or private materials either: those are in /materials/mine.
    expect(await seenBy(cast.uploader)).toEqual([`${word} listed`, `${word} view only`]);
    expect(await seenBy(cast.member)).toEqual([`${word} listed`, `${word} restricted`, `${word} view only`]);
    expect(await seenBy(cast.moderator)).toEqual([`${word} listed`, `${word} restricted`, `${word} view only`]);
    expect(await seenBy(cast.admin)).toEqual([`${word} listed`, `${word} restricted`, `${word} view only`]);
  });

  test('each material is as the asker sees it: saved, liked, may download, no review comment', async () => {
    const word = uniqueWord();
    const id = await insertMaterial(t.db(), {
      uploader_id: cast.uploader.id,
      label: `${word} marked`,
      restriction: 'view only',
      review_comment: 'Looks fine',
    });
    await t.db().insertInto('saved_materials').values({ user_id: cast.stranger.id, material_id: id }).execute();
    const [seen] = pageOf(await search({ query: word })).data;
    expect(seen).toMatchObject({ id, isSaved: true, isLiked: false, canDownload: false, reviewComment: null, type: 'link' });
    const [own] = pageOf(await search({ query: word }, cast.uploader)).data;
    expect(own).toMatchObject({ isSaved: false, reviewComment: 'Looks fine' });
  });
});
