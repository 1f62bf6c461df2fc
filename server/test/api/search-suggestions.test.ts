import { SUGGESTION_LIMIT, SUGGESTION_QUERY_MAX, type SearchSuggestion } from '@lectern/shared-api/contract';
import { SUGGESTION_TTL_MS } from '../../src/routes/search.ts';
import { createUser, signIn } from '../helpers/accounts.ts';
import { insertMaterial } from '../helpers/material-rows.ts';
import { dataOf } from '../helpers/responses.ts';
import { useTestApp } from '../helpers/test-app.ts';

const ctx = useTestApp();

async function suggest(q: string) {
  return dataOf<SearchSuggestion[]>(await ctx.app().inject({ method: 'GET', url: '/api/search/suggestions', query: { q } }));
}

describe('GET /api/search/suggestions', () => {
  test.each(['csc204', 'CSC 204', 'CSC204', '  Csc 204 '])('finds CSC 204 first for %j', async (q) => {
    const [first] = await suggest(q);
    expect(first).toEqual({
      id: expect.any(String),
      title: 'CSC 204: Data Structures',
      type: 'course',
      subtitle: 'Computer Science · 200 level',
    });
  });

  test('a code prefix lists the matching courses, exact code first', async () => {
    const titles = (await suggest('csc 2')).map((s) => s.title);
    expect(titles).toEqual(['CSC 201: Computer Programming I', 'CSC 204: Data Structures']);
    const mth202 = (await suggest('mth202')).map((s) => s.title);
    expect(mth202[0]).toBe('MTH 202: Linear Algebra II');
  });

  test('code prefix matches come in code order', async () => {
    const codes = (await suggest('csc')).map((s) => s.title.split(':')[0]);
    expect(codes.length).toBeGreaterThan(2);
    expect(codes).toEqual([...codes].sort());
  });

  test('names match by word prefix and by similarity', async () => {
    expect((await suggest('data struct')).map((s) => s.title)).toContain('CSC 204: Data Structures');
    expect((await suggest('Linear')).map((s) => s.title)).toContain('MTH 202: Linear Algebra II');
    expect((await suggest('thermodynamcs')).map((s) => s.title)).toContain('MEG 202: Thermodynamics I');
  });

  test('returns at most the limit', async () => {
    await ctx
      .db()
      .insertInto('courses')
      .values(Array.from({ length: SUGGESTION_LIMIT + 3 }, (_, i) => ({ course_code: `ZZZ${100 + i}`, course_name: `Course ${i}` })))
      .execute();
    expect(await suggest('zzz')).toHaveLength(SUGGESTION_LIMIT);
  });

  test('pending courses are not suggested', async () => {
    await ctx.db().insertInto('courses').values({ course_code: 'QQQ101', course_name: 'Pending', review_status: 'pending' }).execute();
    expect(await suggest('QQQ101')).toEqual([]);
  });

  test('blank q answers an empty list; nothing matching answers an empty list', async () => {
    expect(await suggest('   ')).toEqual([]);
    expect(await suggest('xylophone')).toEqual([]);
    expect(await suggest('%_\\')).toEqual([]);
  });

  test('q longer than the maximum is cut, not refused', async () => {
    const res = await ctx.app().inject({
      method: 'GET',
      url: '/api/search/suggestions',
      query: { q: `CSC204${' x'.repeat(SUGGESTION_QUERY_MAX)}` },
    });
    expect(res.statusCode).toBe(200);
  });

  test('missing q is a 400 naming q; unknown keys are ignored', async () => {
    const res = await ctx.app().inject({ method: 'GET', url: '/api/search/suggestions?limit=3' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 'error',
      statusCode: 400,
      code: 'VALIDATION',
      errors: [{ field: 'q', message: expect.any(String) }],
    });
    const ok = await ctx.app().inject({ method: 'GET', url: '/api/search/suggestions?q=csc204&limit=3&foo=1' });
    expect(ok.statusCode).toBe(200);
  });
});

describe('GET /api/search/suggestions: materials', () => {
  let uploaderId: string;
  let courseId: string;
  beforeAll(async () => {
    const user = await createUser(ctx.db());
    uploaderId = user.id;
    courseId = (await ctx.db().selectFrom('courses').select('id').where('code_key', '=', 'CSC204').executeTakeFirstOrThrow()).id;
  });

  test('listed public materials by title, description or tags, after the courses', async () => {
    await insertMaterial(ctx.db(), { uploader_id: uploaderId, course_id: courseId, label: 'Heapsort walkthrough', classification: 'tutorials', downloads: 2 });
    await insertMaterial(ctx.db(), { uploader_id: uploaderId, label: 'Sorting exam', description: 'heapsort and quicksort', downloads: 9, classification: 'exam-past-questions' });
    // CSC 204's description names heaps too: the course comes first.
    const found = await suggest('heaps');
    expect(found).toEqual([
      { id: expect.any(String), title: 'CSC 204: Data Structures', type: 'course', subtitle: 'Computer Science · 200 level' },
      { id: expect.any(String), title: 'Sorting exam', type: 'material', subtitle: 'Exam Past Questions' },
      { id: expect.any(String), title: 'Heapsort walkthrough', type: 'material', subtitle: 'CSC 204 · Tutorials' },
    ]);
  });

  test('courses come first, materials keep places when both match', async () => {
    await insertMaterial(ctx.db(), { uploader_id: uploaderId, course_id: courseId, label: 'Zzz handout' });
    // 'zzz' was asked before (only courses then): that answer is kept for a while.
    expect((await suggest('zzz')).map((s) => s.type)).not.toContain('material');
    ctx.clock.advance(SUGGESTION_TTL_MS);
    const found = await suggest('zzz');
    expect(found).toHaveLength(SUGGESTION_LIMIT);
    expect(found.map((s) => s.type)).toEqual([...Array(SUGGESTION_LIMIT - 1).fill('course'), 'material']);
  });

  test('a guest sees only public, approved, unhidden, unrestricted ones; a member also Restricted ones', async () => {
    const word = 'quokkaquest';
    const base = { uploader_id: uploaderId, course_id: courseId };
    await insertMaterial(ctx.db(), { ...base, label: `${word} public` });
    await insertMaterial(ctx.db(), { ...base, label: `${word} restricted`, restriction: 'restricted' });
    await insertMaterial(ctx.db(), { ...base, label: `${word} private`, visibility: 'private' });
    await insertMaterial(ctx.db(), { ...base, label: `${word} unlisted`, visibility: 'unlisted' });
    await insertMaterial(ctx.db(), { ...base, label: `${word} pending`, review_status: 'pending' });
    await insertMaterial(ctx.db(), { ...base, label: `${word} hidden`, hidden_at: new Date() });
    expect((await suggest(word)).map((s) => s.title)).toEqual([`${word} public`]);

    const departmentId = (await ctx.db().selectFrom('department_courses').select('department_id').where('course_id', '=', courseId).executeTakeFirstOrThrow()).department_id;
    const member = await createUser(ctx.db());
    await ctx.db().updateTable('users').set({ department_id: departmentId }).where('id', '=', member.id).execute();
    const session = await signIn(ctx.app(), member);
    const res = await ctx.app().inject({ method: 'GET', url: '/api/search/suggestions', query: { q: word }, headers: session.bearer });
    expect(dataOf<SearchSuggestion[]>(res).map((s) => s.title).sort()).toEqual([`${word} public`, `${word} restricted`]);
  });
});
