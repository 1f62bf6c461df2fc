// Searches that found nothing: counted per day, course and words, never who
// searched; and the portal overview's panels, GET /api/review/material-gaps, for staff only.
import { randomBytes } from 'node:crypto';
import { MOST_ASKED_SHOWN, UNMET_SEARCH_DAYS, type MaterialGaps } from '@lectern/shared-api/contract';
import { deleteOldUnmetSearches } from '../../../src/domain/material-requests/index.ts';
import { insertCourse } from '../../helpers/courses.ts';
import { createCast, type Cast, type Person } from '../../helpers/materials.ts';
import { getList, insertMaterial, pageOf, uniqueWord } from '../../helpers/material-rows.ts';
import { askOk, freshCourse, meToo } from '../../helpers/material-requests.ts';
import { dataOf } from '../../helpers/responses.ts';
import { useTestApp } from '../../helpers/test-app.ts';
import { until } from '../../helpers/wait.ts';

const t = useTestApp();
let cast: Cast;

beforeAll(async () => {
  cast = await createCast(t.app(), t.db());
});

const DAY_MS = 24 * 60 * 60 * 1000;
const search = (person: Person, query: Record<string, string>) => getList(t.app(), person, '/api/materials', query);
const rowsOf = (query: string) => t.db().selectFrom('unmet_searches').selectAll().where('query', '=', query).execute();
const countOf = async (query: string) => (await rowsOf(query)).reduce((sum, row) => sum + row.searches, 0);

/** A course whose code a search can name ('QZK 123'). */
async function codedCourse(): Promise<{ id: string; code: string }> {
  const letters = Array.from(randomBytes(3), (byte) => 'ABCDEFGHJKMNPQRSTUVWXYZ'[byte % 23]).join('');
  const code = `${letters}${100 + (randomBytes(2).readUInt16BE() % 900)}`;
  return { id: await insertCourse(t.db(), { code }), code };
}

function gaps(person: Person | null) {
  return t.app().inject({ method: 'GET', url: '/api/review/material-gaps', headers: person?.session.bearer ?? {} });
}
const gapsOf = async (person: Person): Promise<MaterialGaps> => dataOf<MaterialGaps>(await gaps(person));

describe('searches that found nothing are counted, never who searched', () => {
  test('a search with no result is counted by its words; again the same day adds one; no column names a person', async () => {
    const word = uniqueWord();
    expect(pageOf(await search(cast.stranger, { query: `  ${word.toUpperCase()}   Notes!! ` })).pagination.total).toBe(0);
    await until(async () => (await countOf(`${word} notes`)) === 1, 'the search to be counted');
    await search(cast.member, { query: `${word} notes` });
    await until(async () => (await countOf(`${word} notes`)) === 2, 'the second search to be counted');
    const [row] = await rowsOf(`${word} notes`);
    expect(row).toMatchObject({ course_id: null, searches: 2 });
    const columns = Object.keys(row!).sort();
    expect(columns).toEqual(['course_id', 'day', 'query', 'searches']);
  });

  test('the course is the search’s filter, else a course code in its words', async () => {
    const filtered = await freshCourse(t.db());
    const coded = await codedCourse();
    const [one, two] = [uniqueWord(), uniqueWord()];
    await search(cast.stranger, { query: one, courseId: filtered.id });
    const spaced = `${coded.code.slice(0, 3)} ${coded.code.slice(3)}`;
    await search(cast.stranger, { query: `${spaced} ${two} 2023` });
    await until(async () => (await countOf(one)) === 1 && (await countOf(`${spaced.toLowerCase()} ${two} 2023`)) === 1, 'both searches to be counted');
    expect((await rowsOf(one))[0]!.course_id).toBe(filtered.id);
    expect((await rowsOf(`${spaced.toLowerCase()} ${two} 2023`))[0]!.course_id).toBe(coded.id);
  });

  test('a course named by its whole title is the search’s course, as a code is', async () => {
    const title = `${uniqueWord()} ${uniqueWord()}`;
    const id = await insertCourse(t.db(), { code: (await codedCourse()).code.replace(/\d+$/, '999'), name: title });
    const named = await search(cast.stranger, { query: `${title} past questions` });
    expect(pageOf(named).pagination.total).toBe(0);
    expect(pageOf(named).courses?.map((course) => course.id)).toEqual([id]);
    await until(async () => (await countOf(`${title} past questions`)) === 1, 'the search to be counted');
    expect((await rowsOf(`${title} past questions`))[0]!.course_id).toBe(id);
  });

  test('not counted: a search that found something, a later page, a list without words, other lists', async () => {
    const word = uniqueWord();
    await insertMaterial(t.db(), { uploader_id: cast.uploader.id, label: `${word} notes` });
    const missing = uniqueWord();
    await search(cast.stranger, { query: word });
    await search(cast.stranger, { query: missing, page: '2' });
    await getList(t.app(), cast.stranger, '/api/materials/recent', { query: missing });
    await getList(t.app(), cast.stranger, '/api/materials/saved', { query: missing });
    // A search that is counted, after those: once it is in, the others would be too.
    const marker = uniqueWord();
    await search(cast.stranger, { query: marker });
    await until(async () => (await countOf(marker)) === 1, 'the marker search to be counted');
    expect(await countOf(word)).toBe(0);
    expect(await countOf(missing)).toBe(0);
  });
});

describe('GET /api/review/material-gaps', () => {
  test('staff only: guests 401, students 403', async () => {
    expect((await gaps(null)).statusCode).toBe(401);
    expect((await gaps(cast.stranger)).statusCode).toBe(403);
    for (const person of [cast.moderator, cast.admin]) {
      const res = await gaps(person);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  test('the most asked-for open requests, with their course and askers', async () => {
    const course = await freshCourse(t.db());
    const { request } = await askOk(t.app(), cast.stranger, course.id, '<script>x</script> most wanted');
    // More askers than any other test's request, so it leads the panel.
    for (let i = 0; i < 5; i++) await meToo(t.app(), (await createCast(t.app(), t.db())).stranger, request.id);
    const answered = await askOk(t.app(), cast.member, course.id, 'Answered one');
    await t.db().updateTable('material_requests').set({ status: 'answered', askers: 100 }).where('id', '=', answered.request.id).execute();
    const { mostAsked } = await gapsOf(cast.moderator);
    expect(mostAsked.length).toBeLessThanOrEqual(MOST_ASKED_SHOWN);
    expect(mostAsked[0]).toMatchObject({ id: request.id, text: '<script>x</script> most wanted', askers: 6, course: { id: course.id, courseCode: course.code } });
    expect(mostAsked.map((r) => r.id)).not.toContain(answered.request.id);
  });

  test(`searches that found nothing in the last ${UNMET_SEARCH_DAYS} days, per course, most repeated first`, async () => {
    const course = await freshCourse(t.db());
    const [often, once, old] = [uniqueWord(), uniqueWord(), uniqueWord()];
    const day = (daysAgo: number) => new Date(t.clock.now().getTime() - daysAgo * DAY_MS).toISOString().slice(0, 10);
    await t
      .db()
      .insertInto('unmet_searches')
      .values([
        { day: day(0), course_id: course.id, query: often, searches: 3 },
        { day: day(UNMET_SEARCH_DAYS - 1), course_id: course.id, query: often, searches: 2 },
        { day: day(1), course_id: course.id, query: once, searches: 1 },
        { day: day(UNMET_SEARCH_DAYS), course_id: course.id, query: old, searches: 50 },
      ])
      .execute();
    const { since, unmetSearches } = await gapsOf(cast.admin);
    expect(since).toBe(day(UNMET_SEARCH_DAYS - 1));
    expect(unmetSearches.find((group) => group.course?.id === course.id)).toEqual({
      course: { id: course.id, courseCode: course.code, courseName: `Course ${course.code}` },
      searches: 6,
      queries: [
        { query: often, searches: 5 },
        { query: once, searches: 1 },
      ],
    });
    // Searches naming no course are a group of their own.
    expect(unmetSearches.some((group) => group.course === null)).toBe(true);
  });

  test('housekeeping drops counts older than the overview reads', async () => {
    const [kept, dropped] = [uniqueWord(), uniqueWord()];
    const day = (daysAgo: number) => new Date(t.clock.now().getTime() - daysAgo * DAY_MS).toISOString().slice(0, 10);
    await t
      .db()
      .insertInto('unmet_searches')
      .values([
        { day: day(UNMET_SEARCH_DAYS - 1), course_id: null, query: kept },
        { day: day(UNMET_SEARCH_DAYS), course_id: null, query: dropped },
      ])
      .execute();
    await deleteOldUnmetSearches(t.db(), t.clock.now(), 1);
    expect(await countOf(kept)).toBe(1);
    expect(await countOf(dropped)).toBe(0);
  });
});
