// A search naming a course (docs/documents.md, "Courses named in a search"): its whole code or
// its whole title, alone or among other words, finds that course's materials first and shows the
// course before them; counts, access and closer spellings as any search's.
import { sql } from 'kysely';
import { MATERIAL_LIST_TOTAL_MAX } from '@lectern/shared-api/contract';
import { LIST_CACHE_TTL_MS } from '../../../src/domain/materials/list-cache.ts';
import { insertCourse } from '../../helpers/courses.ts';
import { createCast, type Cast, type Person } from '../../helpers/materials.ts';
import { getList, insertMaterial, labelsOf, pageOf, uniqueWord } from '../../helpers/material-rows.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();
let cast: Cast;

beforeAll(async () => {
  cast = await createCast(t.app(), t.db());
});

const search = (query: Record<string, string>, person: Person | null = cast.stranger) => getList(t.app(), person, '/api/materials', query);
const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, minutes));
/** A course code of a test's own: three letters of its word and a number no seeded course has. */
const codeOf = (word: string, number: number) => `${word.slice(2, 5).toUpperCase()}${number}`;
/** Title case, as course titles are written. */
const titled = (word: string) => `${word[0]!.toUpperCase()}${word.slice(1)}`;

async function material(label: string, values: Record<string, unknown> = {}): Promise<string> {
  return insertMaterial(t.db(), { uploader_id: cast.uploader.id, label, ...values });
}

/** The file's text, as the document job stores it (docs/documents.md). */
async function withText(id: string, text: string): Promise<void> {
  await sql`update materials set body_vector = setweight(to_tsvector('english', ${text}), 'D'), text_indexed_at = now() where id = ${id}`.execute(t.db());
  await t.db().insertInto('material_pages').values({ material_id: id, page: 1, body: text }).execute();
}

describe('GET /api/materials: a course’s title', () => {
  test('the whole title, in any case, finds every material of the course first, as its code does, and shows the course', async () => {
    const word = uniqueWord();
    const code = codeOf(word, 904);
    const course = await insertCourse(t.db(), { code, name: `${titled(word)} Structures` });
    await material('Week one handout', { course_id: course, created_at: at(1) });
    await material('Linked lists', { course_id: course, created_at: at(2) });
    await material(`${word} structures in practice`, { course_id: course, created_at: at(3) });
    await material('Assignment 2', { course_id: course, created_at: at(4) });
    // Another course's note about the title's words: found too, after the course's own.
    await material(`${word} structures cheat sheet`, { created_at: at(5) });
    await material('Unrelated handout', { created_at: at(6) });

    const shown = { id: course, courseCode: code, courseName: `${titled(word)} Structures` };
    for (const query of [`${word} structures`, `${titled(word)} STRUCTURES`, ` ${word}   structures `]) {
      const page = pageOf(await search({ query }));
      // Its own materials first (the title's words in a title first), then the other course's.
      expect(page.data.map((m) => m.label)).toEqual([`${word} structures in practice`, 'Assignment 2', 'Linked lists', 'Week one handout', `${word} structures cheat sheet`]);
      expect(page.pagination.total).toBe(5);
      expect(page.courses).toEqual([shown]);
    }
    // As its code does: the same materials of the course, and the same course shown.
    const byCode = pageOf(await search({ query: `${code.slice(0, 3)} ${code.slice(3)}` }));
    expect(byCode.data.map((m) => m.label).sort()).toEqual(['Assignment 2', 'Linked lists', 'Week one handout', `${word} structures in practice`].sort());
    expect(byCode.courses).toEqual([shown]);
    // A code's prefix names no one course; part of the title names none; neither shows a course.
    expect(pageOf(await search({ query: code.slice(0, 3) })).courses).toBeUndefined();
    const part = pageOf(await search({ query: word }));
    expect(part.courses).toBeUndefined();
    expect(part.data.map((m) => m.label).sort()).toEqual([`${word} structures cheat sheet`, `${word} structures in practice`].sort());
    // A sort keeps the same matches in its own order.
    expect(labelsOf(await search({ query: `${word} structures`, sort: 'name' }))).toEqual([
      'Assignment 2',
      'Linked lists',
      'Week one handout',
      `${word} structures cheat sheet`,
      `${word} structures in practice`,
    ]);
  });

  test('the title among other words: the course’s materials holding the other words first, in their heading before their text', async () => {
    const word = uniqueWord();
    const course = await insertCourse(t.db(), { code: codeOf(word, 901), name: `${titled(word)} Structures` });
    await material('Past questions 2019', { course_id: course, created_at: at(1) });
    await material('Week one handout', { course_id: course, created_at: at(2), description: 'With the past questions of 2018' });
    const inText = await material('Revision pack', { course_id: course, created_at: at(3) });
    await withText(inText, 'Answers to the past questions of the last three years.');
    await material('Lecture 4', { course_id: course, created_at: at(4) });
    // Another course's material holding every word: found, after the course's own.
    await material(`${word} structures past questions`, { created_at: at(5) });
    await material('Past questions of another course', { created_at: at(6) });

    const page = pageOf(await search({ query: `${word} structures past questions` }));
    expect(page.data.map((m) => m.label)).toEqual(['Past questions 2019', 'Week one handout', `${word} structures past questions`, 'Revision pack']);
    expect(page.pagination.total).toBe(4);
    expect(page.courses?.map((c) => c.id)).toEqual([course]);
    // Only the one found by its text has a passage of it.
    expect(page.data.map((m) => m.snippet !== null)).toEqual([false, false, false, true]);
    // The other words before the title alike.
    expect(labelsOf(await search({ query: `past questions ${word} structures` }))).toEqual(page.data.map((m) => m.label));
    // The course's code beside its title asks nothing more of its materials; another course's
    // material, which does not hold the code, is no longer found.
    expect(labelsOf(await search({ query: `${codeOf(word, 901)} ${word} structures past questions` }))).toEqual(['Past questions 2019', 'Week one handout', 'Revision pack']);
    // Other words that are only little words ask nothing more than the title.
    expect(pageOf(await search({ query: `the ${word} structures` })).pagination.total).toBe(5);
  });

  test('a whole code among other words names its course as a title does: its materials holding the other words first, the course shown', async () => {
    const word = uniqueWord();
    const code = codeOf(word, 108);
    const course = await insertCourse(t.db(), { code, name: `${titled(word)} Politics` });
    await material('Exam 2021', { course_id: course, created_at: at(1) });
    const inText = await material('Revision pack', { course_id: course, created_at: at(2) });
    await withText(inText, 'The exam covers the first six weeks.');
    await material('Week one handout', { course_id: course, created_at: at(3) });
    // Another course's exam: not of the named course, and not holding its code.
    await material('Exam of another course', { created_at: at(4) });

    for (const query of [`${code.slice(0, 3)} ${code.slice(3)} exam`, `exam ${code.toLowerCase()}`, `${code.slice(0, 3)}-${code.slice(3)} exam`]) {
      const page = pageOf(await search({ query }));
      expect(page.data.map((m) => m.label)).toEqual(['Exam 2021', 'Revision pack']);
      expect(page.courses?.map((c) => c.id)).toEqual([course]);
    }
    // A code no approved course has names nothing: the words alone are searched.
    const unknown = pageOf(await search({ query: `${code.slice(0, 3)} 999 exam` }));
    expect([unknown.data.length, unknown.courses]).toEqual([0, undefined]);
  });

  test('a title that is part of another’s names only the one the words hold whole', async () => {
    const word = uniqueWord();
    const short = await insertCourse(t.db(), { code: codeOf(word, 901), name: `${titled(word)} Structures` });
    const long = await insertCourse(t.db(), { code: codeOf(word, 902), name: `${titled(word)} Structures and Algorithms` });
    const advanced = await insertCourse(t.db(), { code: codeOf(word, 941), name: `Advanced ${titled(word)} Structures` });
    await material('Short one', { course_id: short });
    await material('Long one', { course_id: long });
    await material('Advanced one', { course_id: advanced });

    const named = async (query: string) => {
      const page = pageOf(await search({ query }));
      return { labels: page.data.map((m) => m.label), courses: (page.courses ?? []).map((c) => c.id) };
    };
    expect(await named(`${word} structures`)).toEqual({ labels: ['Short one'], courses: [short] });
    // The longer title holds the shorter one's words: only the longer one is named.
    expect(await named(`${word} structures and algorithms`)).toEqual({ labels: ['Long one'], courses: [long] });
    expect(await named(`${word} structures algorithms`)).toEqual({ labels: ['Long one'], courses: [long] });
    expect(await named(`advanced ${word} structures`)).toEqual({ labels: ['Advanced one'], courses: [advanced] });
    // Part of a title names nothing.
    expect(await named(`${word} algorithms`)).toEqual({ labels: [], courses: [] });
  });

  test('a title with a typo is searched for its closer spelling, which names the course', async () => {
    const word = `${uniqueWord()}ics`;
    const course = await insertCourse(t.db(), { code: codeOf(word, 910), name: `${titled(word)} Methods` });
    await material('Week one handout', { course_id: course });
    await material('Week two handout', { course_id: course });
    await material('Week three handout', { course_id: course });
    // The sixth letter left out, as 'calculus' is typed 'calculs'.
    const typo = `${word.slice(0, 5)}${word.slice(6)}`;
    const page = pageOf(await search({ query: `${typo} methods` }));
    expect(page.spelling).toEqual({ searched: `${word} methods`, typed: `${typo} methods` });
    expect(page.pagination.total).toBe(3);
    expect(page.courses?.map((c) => c.id)).toEqual([course]);
    // As typed (exact), nothing is named and nothing found.
    const exact = pageOf(await search({ query: `${typo} methods`, exact: 'true' }));
    expect([exact.pagination.total, exact.courses]).toEqual([0, undefined]);
  });

  test('only approved courses are named, and each searcher finds only the materials listed to them', async () => {
    const word = uniqueWord();
    const course = await insertCourse(t.db(), { code: codeOf(word, 910), name: `${titled(word)} Theory` }, { departmentId: cast.course.departmentId, level: 100 });
    await material('Public notes', { course_id: course });
    await material('Restricted notes', { course_id: course, restriction: 'restricted' });
    await material('Private notes', { course_id: course, visibility: 'private' });
    await material('Unlisted notes', { course_id: course, visibility: 'unlisted' });
    await material('Pending notes', { course_id: course, review_status: 'pending' });
    await material('Hidden notes', { course_id: course, hidden_at: new Date() });
    const pending = await insertCourse(t.db(), { code: codeOf(word, 920), name: `${titled(word)} Practice`, status: 'pending' });
    await material('Practice notes', { course_id: pending });

    const query = `${word} theory`;
    expect((await search({ query }, null)).statusCode).toBe(401);
    const stranger = pageOf(await search({ query }, cast.stranger));
    expect([stranger.data.map((m) => m.label), stranger.pagination.total]).toEqual([['Public notes'], 1]);
    expect(stranger.courses?.map((c) => c.id)).toEqual([course]);
    const member = pageOf(await search({ query }, cast.member));
    expect([member.data.map((m) => m.label).sort(), member.pagination.total]).toEqual([['Public notes', 'Restricted notes'], 2]);
    const admin = pageOf(await search({ query }, cast.admin));
    expect(admin.data.map((m) => m.label).sort()).toEqual(['Public notes', 'Restricted notes']);
    // A course still under review is not named: its materials are found by their own words only.
    const practice = pageOf(await search({ query: `${word} practice` }));
    expect([practice.data.map((m) => m.label), practice.courses]).toEqual([[], undefined]);
  });

  test('a course renamed through the API is named by its new title at once', async () => {
    const word = uniqueWord();
    const code = codeOf(word, 950);
    const course = await insertCourse(t.db(), { code, name: `${titled(word)} Basics` });
    await material('Handout', { course_id: course });
    expect(pageOf(await search({ query: `${word} basics` })).pagination.total).toBe(1);
    const res = await t.app().inject({
      method: 'PATCH',
      url: `/api/courses/${course}`,
      headers: cast.admin.session.bearer,
      payload: { courseName: `${titled(word)} Essentials`, courseCode: code },
    });
    expect(res.statusCode).toBe(200);
    expect(pageOf(await search({ query: `${word} essentials` })).courses?.map((c) => c.courseName)).toEqual([`${titled(word)} Essentials`]);
    expect(pageOf(await search({ query: `${word} basics` })).courses).toBeUndefined();
  });

  test('among more than the count’s cap: the course’s materials first, then the other heading matches newest first', async () => {
    const word = uniqueWord();
    const course = await insertCourse(t.db(), { code: codeOf(word, 920), name: `${titled(word)} Systems` });
    const own = [await material('Oldest handout', { course_id: course, created_at: at(1) }), await material('Old handout', { course_id: course, created_at: at(2) })];
    await sql`insert into materials (uploader_id, label, classification, type, url, review_status, visibility, restriction, created_at)
      select ${cast.uploader.id}, ${`${word} systems note `} || n, 'lecture-notes', 'link', 'https://example.edu', 'approved', 'public', 'downloadable',
        ${at(10)}::timestamptz + n * interval '1 minute'
      from generate_series(1, ${MATERIAL_LIST_TOTAL_MAX + 5}) as n`.execute(t.db());
    const first = pageOf(await search({ query: `${word} systems`, limit: '5' }));
    expect(first.totalCapped).toBe(true);
    expect(first.data.map((m) => m.id).slice(0, 2)).toEqual(own.reverse());
    expect(first.data.map((m) => m.label).slice(2)).toEqual([`${word} systems note ${MATERIAL_LIST_TOTAL_MAX + 5}`, `${word} systems note ${MATERIAL_LIST_TOTAL_MAX + 4}`, `${word} systems note ${MATERIAL_LIST_TOTAL_MAX + 3}`]);
    const second = pageOf(await search({ query: `${word} systems`, limit: '5', page: '2' }));
    expect(second.data.map((m) => m.label)[0]).toBe(`${word} systems note ${MATERIAL_LIST_TOTAL_MAX + 2}`);
    expect(second.courses?.map((c) => c.id)).toEqual([course]);
    t.clock.advance(LIST_CACHE_TTL_MS);
  });
});
