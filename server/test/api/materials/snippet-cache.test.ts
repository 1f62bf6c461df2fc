// Which page a search's snippet shows (snippets.ts), and how snippets are kept with their page's
// cards (list-cache.ts): per search, per audience,
// for at most LIST_CACHE_TTL_MS, and dropped by clear() like the cards. One's own lists (saved,
// mine) keep nothing. The text is changed here behind the server, in the database, to see
// which snippet is served: the document job writes a material's text once, so a kept snippet
// can only differ from a fresh one by what such a write (or a clear) changed.
import { sql } from 'kysely';
import type { Material } from '@lectern/shared-api/contract';
import { LIST_CACHE_TTL_MS } from '../../../src/domain/materials/list-cache.ts';
import { createCast, reviewThroughApi, type Cast, type Person } from '../../helpers/materials.ts';
import { getList, insertMaterial, pageOf, uniqueWord, type MaterialRowInput } from '../../helpers/material-rows.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();
let cast: Cast;

beforeAll(async () => {
  cast = await createCast(t.app(), t.db());
});

/** A listed material whose heading says nothing of the words searched, with `pages` of text as the document job stores them. */
async function withText(pages: string[], input: Partial<MaterialRowInput> = {}): Promise<string> {
  const id = await insertMaterial(t.db(), { uploader_id: cast.uploader.id, label: `Notes ${uniqueWord()}`, ...input });
  await sql`update materials set body_vector = setweight(to_tsvector('english', ${pages.join('\n')}), 'D'), text_indexed_at = now() where id = ${id}`.execute(t.db());
  await t.db().insertInto('material_pages').values(pages.map((body, index) => ({ material_id: id, page: index + 1, body }))).execute();
  return id;
}

/** Rewrites a material's stored pages behind the server (its words stay the same). */
async function rewritePages(id: string, pages: string[]): Promise<void> {
  await t.db().deleteFrom('material_pages').where('material_id', '=', id).execute();
  await t.db().insertInto('material_pages').values(pages.map((body, index) => ({ material_id: id, page: index + 1, body }))).execute();
}

async function found(person: Person, path: string, word: string, id: string): Promise<Material | undefined> {
  return pageOf(await getList(t.app(), person, path, { query: word })).data.find((material) => material.id === id);
}

/** The page of `id`'s snippet and the words it marks, as `person` searching `word` is shown them. */
async function snippetOf(person: Person, word: string, id: string, path = '/api/materials'): Promise<{ page: number; marked: string[] } | null> {
  const material = await found(person, path, word, id);
  if (!material) throw new Error(`material ${id} is not found by "${word}"`);
  const snippet = material.snippet;
  return snippet && { page: snippet.page, marked: snippet.marks.map((mark) => snippet.text.slice(mark.start, mark.end)) };
}

describe('a search’s snippets kept with its page', () => {
  test('are served as made for up to LIST_CACHE_TTL_MS, then made again', async () => {
    const word = uniqueWord();
    const id = await withText(['Contents', `The ${word} method`, 'Exercises']);
    expect(await snippetOf(cast.stranger, word, id)).toEqual({ page: 2, marked: [word] });
    await rewritePages(id, ['Contents', 'Introduction', `The ${word} method again`]);
    expect(await snippetOf(cast.stranger, word, id)).toEqual({ page: 2, marked: [word] });
    t.clock.advance(LIST_CACHE_TTL_MS);
    expect(await snippetOf(cast.stranger, word, id)).toEqual({ page: 3, marked: [word] });
  });

  test('never outlive a clear(): a change through this server drops them with the cards', async () => {
    const word = uniqueWord();
    const id = await withText([`First ${word} passage`, 'Second page']);
    expect(await snippetOf(cast.stranger, word, id)).toEqual({ page: 1, marked: [word] });
    await rewritePages(id, ['First page', `Second ${word} passage`]);
    // An approval clears every kept list (list-cache.ts clear()).
    const other = await insertMaterial(t.db(), { uploader_id: cast.uploader.id, label: `Other ${uniqueWord()}`, review_status: 'pending' });
    await reviewThroughApi(t.app(), cast.moderator.session, other, 'approved');
    expect(await snippetOf(cast.stranger, word, id)).toEqual({ page: 2, marked: [word] });
  });

  test('are each search’s own: another search of the same material gets its own passage', async () => {
    const [first, second] = [uniqueWord(), uniqueWord()];
    const id = await withText([`About ${first} here`, `About ${second} there`]);
    expect(await snippetOf(cast.stranger, first, id)).toEqual({ page: 1, marked: [first] });
    expect(await snippetOf(cast.stranger, second, id)).toEqual({ page: 2, marked: [second] });
    const both = await snippetOf(cast.stranger, `${first} ${second}`, id);
    expect(both?.marked).toHaveLength(1);
    expect([first, second]).toContain(both?.marked[0]);
    expect(await snippetOf(cast.stranger, first, id)).toEqual({ page: 1, marked: [first] });
  });

  test('are never another audience’s: a Restricted material’s passage reaches only those who may list it', async () => {
    const word = uniqueWord();
    const base = { uploader_id: cast.uploader.id, course_id: cast.course.courseId };
    const open = await withText([`Open ${word} notes`], base);
    const restricted = await withText(['Cover', `Restricted ${word} notes`], { ...base, restriction: 'restricted' });
    const ids = async (person: Person) =>
      pageOf(await getList(t.app(), person, '/api/materials', { query: word })).data.map((m): [string, number | undefined] => [m.id, m.snippet?.page]);
    // The stranger's page first, then a member's: each audience's own page and passages.
    expect(await ids(cast.stranger)).toEqual([[open, 1]]);
    expect(new Map(await ids(cast.member))).toEqual(new Map([[open, 1], [restricted, 2]]));
    expect(await ids(cast.stranger)).toEqual([[open, 1]]);
    expect(new Map(await ids(cast.admin))).toEqual(new Map([[open, 1], [restricted, 2]]));
  });
});

describe('the page a snippet shows', () => {
  test('is the one holding the most of the words, each counted once whether found as typed or as stemmed', async () => {
    // Ends in x: the stemmer leaves it as it is, so only 'integrals' has two forms.
    const word = `${uniqueWord()}x`;
    // Page 1 holds 'integrals' (as typed, and as its stem 'integr'); page 2 holds both words.
    const id = await withText([`Notes on integrals and more`, `Each integral of ${word}`]);
    expect(await snippetOf(cast.stranger, `integrals ${word}`, id)).toMatchObject({ page: 2 });
    // Among pages holding as many, the first.
    const first = await withText([`Some ${word} here`, `More ${word} there`]);
    expect(await snippetOf(cast.stranger, word, first)).toMatchObject({ page: 1 });
  });

  test('is cut from around the word, however deep in a long page, with whole words at both ends', async () => {
    const word = uniqueWord();
    const filler = (n: number) => Array.from({ length: n }, (_, i) => `filler${i}`).join(' ');
    const id = await withText([`${filler(600)} the ${word} transform of a step ${filler(600)}`]);
    const material = await found(cast.stranger, '/api/materials', word, id);
    const snippet = material!.snippet!;
    expect(snippet.text).toContain(`the ${word} transform of a step`);
    expect(snippet.marks.map((mark) => snippet.text.slice(mark.start, mark.end))).toEqual([word]);
    // No word cut where the passage was taken from the page.
    for (const token of snippet.text.split(' ')) expect(token).toMatch(new RegExp(`^(filler\\d+|the|${word}|transform|of|a|step)$`));
  });
});

describe('one’s own lists keep no snippet', () => {
  test('a search of one’s saved materials makes its snippets at every request', async () => {
    const word = uniqueWord();
    const id = await withText([`Saved ${word} passage`, 'More']);
    expect((await t.app().inject({ method: 'POST', url: `/api/materials/${id}/save`, headers: cast.member.session.bearer })).statusCode).toBe(200);
    expect(await snippetOf(cast.member, word, id, '/api/materials/saved')).toEqual({ page: 1, marked: [word] });
    await rewritePages(id, ['Saved page', `More ${word} passage`]);
    expect(await snippetOf(cast.member, word, id, '/api/materials/saved')).toEqual({ page: 2, marked: [word] });
  });
});
