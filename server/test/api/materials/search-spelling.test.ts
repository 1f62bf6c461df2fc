// Typos forgiven (docs/documents.md "Typos and counts"): a search that finds few for its words as
// typed is answered for the closest known spellings when they find more, and says so.
import { sql } from 'kysely';
import type { SearchSuggestion } from '@lectern/shared-api/contract';
import { createCast, type Cast } from '../../helpers/materials.ts';
import { getList, insertMaterial, labelsOf, pageOf, uniqueWord } from '../../helpers/material-rows.ts';
import { dataOf } from '../../helpers/responses.ts';
import { useTestApp } from '../../helpers/test-app.ts';
import { until } from '../../helpers/wait.ts';

const t = useTestApp();
let cast: Cast;

beforeAll(async () => {
  cast = await createCast(t.app(), t.db());
});

const search = (query: Record<string, string>) => getList(t.app(), cast.stranger, '/api/materials', query);
/** The word with its sixth letter left out, as 'calculus' is typed 'calculs'. */
const misspelt = (word: string) => `${word.slice(0, 5)}${word.slice(6)}`;
const listed = (label: string) => insertMaterial(t.db(), { uploader_id: cast.uploader.id, label });

describe('GET /api/materials: closer spellings', () => {
  test('a misspelt title word finds the material, saying what was searched instead', async () => {
    const word = uniqueWord();
    await listed(`${word} lecture notes`);
    const typo = misspelt(word);
    const page = pageOf(await search({ query: typo }));
    expect(page.data.map((m) => m.label)).toEqual([`${word} lecture notes`]);
    expect(page.spelling).toEqual({ searched: word, typed: typo });
    expect(page.pagination.total).toBe(1);
  });

  test('only the unknown words are replaced; known ones and numbers stay as typed', async () => {
    const word = uniqueWord();
    await listed(`${word} lecture 2019`);
    const page = pageOf(await search({ query: `Lecture ${misspelt(word)} 2019` }));
    expect(page.spelling).toEqual({ searched: `lecture ${word} 2019`, typed: `Lecture ${misspelt(word)} 2019` });
    expect(page.data.map((m) => m.label)).toEqual([`${word} lecture 2019`]);
  });

  test('a misspelt word of a document’s text is known too, as the text says it', async () => {
    const word = uniqueWord();
    const id = await listed('Week 3 handout');
    const text = `The ${word} lemma, proved twice.`;
    // As the document job stores a file's text (docs/documents.md).
    await sql`update materials set body_vector = setweight(to_tsvector('english', ${text}), 'D'), text_indexed_at = now() where id = ${id}`.execute(t.db());
    await t.db().insertInto('material_pages').values({ material_id: id, page: 1, body: text }).execute();
    const page = pageOf(await search({ query: `${misspelt(word)} lemma` }));
    expect(page.spelling).toEqual({ searched: `${word} lemma`, typed: `${misspelt(word)} lemma` });
    expect(page.data.map((m) => m.id)).toEqual([id]);
  });

  test('two letters swapped are forgiven; a different first letter is another word', async () => {
    const word = `${uniqueWord()}ation`;
    await listed(`${word} exercises`);
    const swapped = word.replace(/ation$/, 'atoin');
    expect(pageOf(await search({ query: swapped })).spelling).toEqual({ searched: word, typed: swapped });
    expect(pageOf(await search({ query: `x${word.slice(1)}` })).spelling).toBeNull();
  });

  test('two words typed as one are split into the known words', async () => {
    const [first, second] = [uniqueWord(), uniqueWord()];
    await listed(`${first} ${second} summary`);
    const page = pageOf(await search({ query: `${first}${second}` }));
    expect(page.spelling).toEqual({ searched: `${first} ${second}`, typed: `${first}${second}` });
    expect(labelsOf(await search({ query: `${first}${second}` }))).toEqual([`${first} ${second} summary`]);
  });

  test('exact=true searches the words as typed', async () => {
    const word = uniqueWord();
    await listed(`${word} handout`);
    const page = pageOf(await search({ query: misspelt(word), exact: 'true' }));
    expect(page).toMatchObject({ data: [], spelling: null, pagination: { total: 0 } });
  });

  test('a search that finds enough as typed is not corrected', async () => {
    const word = uniqueWord();
    for (const n of [1, 2, 3]) await listed(`${word} part ${n}`);
    const page = pageOf(await search({ query: word }));
    expect(page.spelling).toBeNull();
    expect(page.pagination.total).toBe(3);
  });

  test('a closer spelling that finds no more than the words as typed is not offered', async () => {
    const word = uniqueWord();
    // The only material with the word is private: its word is known, but nobody's search lists it.
    await insertMaterial(t.db(), { uploader_id: cast.uploader.id, label: `${word} private notes`, visibility: 'private' });
    const page = pageOf(await search({ query: misspelt(word) }));
    expect(page).toMatchObject({ data: [], spelling: null });
  });

  test('a word typed so far is searched as a prefix, not corrected', async () => {
    const word = uniqueWord();
    await listed(`${word} tutorial`);
    const page = pageOf(await search({ query: word.slice(0, -2) }));
    expect(page.spelling).toBeNull();
    expect(page.data.map((m) => m.label)).toEqual([`${word} tutorial`]);
  });

  test('a word of a new course’s name is known at once', async () => {
    const word = uniqueWord();
    const course = await t.db().insertInto('courses').values({ course_code: 'QSP101', course_name: `${word} Methods` }).returning('id').executeTakeFirstOrThrow();
    await insertMaterial(t.db(), { uploader_id: cast.uploader.id, course_id: course.id, label: `${word} methods week 1` });
    expect(pageOf(await search({ query: `${misspelt(word)} methods` })).spelling).toEqual({
      searched: `${word} methods`,
      typed: `${misspelt(word)} methods`,
    });
  });
});

describe('GET /api/materials: hostile searches answer quickly, never with a 5xx', () => {
  const fiftyTypos = Array.from({ length: 50 }, (_, i) => `qwzx${'abcdefghij'[i % 10]}plor${i}`).join(' ');
  test.each([
    ['one character', 'x'],
    ['500 characters', 'thermodynamics '.repeat(34).slice(0, 500)],
    ['only stop words', 'the of and a to'],
    ['only punctuation', '.,;:!?-—…'],
    ['tsquery operators and quotes', `&|!:*() "calculus" 'integral' <-> a:*`],
    ['a NUL', 'calc\u0000ulus'],
    ['a lone surrogate', 'calc\ud800ulus'],
    ['50 words, every word a typo', fiftyTypos],
  ])('%s', async (_name, query) => {
    const res = await search({ query });
    if (res.statusCode === 400) expect(res.json()).toMatchObject({ code: 'VALIDATION', errors: [{ field: 'query' }] });
    else expect(pageOf(res).data).toEqual(expect.any(Array));
  });
});

describe('GET /api/search/suggestions: closer spellings', () => {
  test('a misspelt word suggests the materials of the known one', async () => {
    const word = uniqueWord();
    await listed(`${word} revision pack`);
    const res = await t.app().inject({ method: 'GET', url: '/api/search/suggestions', query: { q: misspelt(word) } });
    expect(dataOf<SearchSuggestion[]>(res).map((s) => s.title)).toEqual([`${word} revision pack`]);
  });
});

// Two document jobs storing text at once, with new words in common: each waits for the other's
// words at most (search_terms takes them in order), neither is cancelled as a deadlock. Needs two
// connections at once: PostgreSQL only (the embedded database runs one transaction at a time).
(process.env.TEST_DATABASE_URL ? describe : describe.skip)('search_terms under concurrent writers', () => {
  test('a writer waiting for another’s new word never deadlocks with it', async () => {
    const [a, b, c] = [uniqueWord('za'), uniqueWord('zb'), uniqueWord('zc')];
    const [first, second, third] = [await listed('Page one'), await listed('Page two'), await listed('Page three')];
    const page = (id: string, body: string) => ({ material_id: id, page: 1, body });
    let other: Promise<unknown> = Promise.resolve();
    await t.db().transaction().execute(async (trx) => {
      await trx.insertInto('material_pages').values(page(first, `${a} ${b}`)).execute();
      // The other writer takes its words in order: it waits at b, before c.
      other = t.db().insertInto('material_pages').values(page(second, `${c} ${b}`)).execute();
      await until(async () => {
        const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`.execute(t.db());
        return rows[0]!.n > 0;
      }, 'the other writer to wait for b');
      await trx.insertInto('material_pages').values(page(third, c)).execute();
    });
    // Committed: the other writer goes on, and is not the victim of a deadlock.
    await expect(other).resolves.toBeDefined();
    const terms = await t.db().selectFrom('search_terms').select('term').where('term', 'in', [a, b, c]).orderBy('term').execute();
    expect(terms.map((row) => row.term)).toEqual([a, b, c]);
  });
});
