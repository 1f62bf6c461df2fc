// Documents after the upload (docs/documents.md): the job's preview, page count and text; search
// inside notes with ranking, stemming and snippets; and the bad files that end as "Preview
// unavailable" with the material still downloadable.
import { sql } from 'kysely';
import type { Material, Paged } from '@lectern/shared-api/contract';
import { createCast, createMaterialThroughApi, jobsDone, readMaterial, setReviewStatus, uploadMaterial, type Cast } from '../../helpers/materials.ts';
import { dataOf } from '../../helpers/responses.ts';
import { textPdf } from '../../helpers/sample-files.ts';
import { useTestApp } from '../../helpers/test-app.ts';
import { insertMaterial, uniqueWord } from '../../helpers/material-rows.ts';

// Tries follow each other at once: the retry policy itself is the job queue's test.
const t = useTestApp({}, { documentJobs: { policy: { retryDelaySeconds: 0 } } });
let cast: Cast;

beforeAll(async () => {
  cast = await createCast(t.app(), t.db());
});

const materialOf = (id: string) => readMaterial(t.app(), cast.uploader.session, id);

async function search(query: string): Promise<Material[]> {
  const res = await t.app().inject({ method: 'GET', url: `/api/materials?query=${encodeURIComponent(query)}`, headers: cast.stranger.session.bearer });
  return dataOf<Paged<Material>>(res).data;
}

/** An approved PDF material whose pages say `pages`. */
async function approvedPdf(label: string, pages: string[], fields: Record<string, string> = {}): Promise<Material> {
  const material = await createMaterialThroughApi(t.app(), cast.uploader.session, { fields: { label, ...fields }, file: { content: textPdf(pages) } });
  await setReviewStatus(t.db(), material.id, 'approved');
  return material;
}

describe('search inside notes', () => {
  test('a word only on page 4 of a PDF finds it, with the passage and its page, the word marked', async () => {
    const word = uniqueWord();
    const material = await approvedPdf(`Circuits ${word}`, ['Introduction', 'Ohm law', 'Kirchhoff', `The thevenin${word} equivalent of a network`]);
    const [found] = await search(`thevenin${word}`);
    expect(found?.id).toBe(material.id);
    expect(found?.snippet?.page).toBe(4);
    const snippet = found!.snippet!;
    expect(snippet.text).toContain(`thevenin${word} equivalent`);
    expect(snippet.marks.map((mark) => snippet.text.slice(mark.start, mark.end))).toEqual([`thevenin${word}`]);
  });

  test('title and code matches rank above materials that hold the word in their text only', async () => {
    const word = uniqueWord();
    const bodyOnly = await approvedPdf(`Older notes ${word}a`, [`Page about zeta${word} functions`]);
    const titled = await approvedPdf(`zeta${word} functions`, ['Nothing else here']);
    const results = await search(`zeta${word}`);
    expect(results.map((m) => m.id)).toEqual([titled.id, bodyOnly.id]);
    // The title match has no text passage; the body-only one has.
    expect(results[0]!.snippet).toBeNull();
    expect(results[1]!.snippet?.page).toBe(1);
  });

  test('English stemming: integrals finds integral, and two words need not be on the same page', async () => {
    const word = uniqueWord();
    const material = await approvedPdf(`Calculus ${word}`, [`Each integral of ${word}`, 'Substitution rules']);
    expect((await search(`integrals ${word}`)).map((m) => m.id)).toContain(material.id);
    expect((await search(`${word} substitution`)).map((m) => m.id)).toContain(material.id);
  });

  test('among more than 1,000 matches: heading matches first, then text-only matches newest first, page after page', async () => {
    const word = uniqueWord();
    const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000);
    // 1,100 link materials whose text (set as the document job sets it) holds the word, one a day.
    await sql`insert into materials (uploader_id, label, classification, type, url, review_status, visibility, restriction, body_vector, text_indexed_at, created_at)
      select ${cast.uploader.id}, 'Notes ' || n, 'lecture-notes', 'link', 'https://example.edu/' || n, 'approved', 'public', 'downloadable',
        setweight(to_tsvector('english', 'page about ' || ${word}), 'D'), now(), ${day(0)}::timestamptz + n * interval '1 day'
      from generate_series(1, 1100) as n`.execute(t.db());
    const titled = await insertMaterial(t.db(), { uploader_id: cast.uploader.id, label: `${word} summary`, created_at: day(-30) });
    const first = await search(word);
    expect(first.map((m) => m.id)[0]).toBe(titled);
    expect(first.slice(1).map((m) => m.label)).toEqual(Array.from({ length: first.length - 1 }, (_, i) => `Notes ${1100 - i}`));
    const res = await t.app().inject({ method: 'GET', url: `/api/materials?query=${word}&page=2`, headers: cast.stranger.session.bearer });
    const second = dataOf<Paged<Material>>(res);
    expect(second.pagination.total).toBe(1000);
    expect(second.data[0]!.label).toBe(`Notes ${1100 - first.length + 1}`);
  });

  test.each([
    ['a 1,000-character query', 'integral '.repeat(111).slice(0, 1000)],
    ['punctuation only', '!!! ... ???'],
    ['tsquery syntax', 'a & !b | c:*'],
    ['quotes and backslashes', `'\\"(x) <-> y`],
    ['stop words only', 'the of and'],
  ])('%s gets ordinary results or none, never an error', async (_name, query) => {
    expect(Array.isArray(await search(query))).toBe(true);
  });
});

describe('bad files end as Preview unavailable, still downloadable', () => {
  const encrypted = (pages: string[]) =>
    textPdf(pages, {
      trailer: `/Encrypt << /Filter /Standard /V 1 /R 2 /O <${'ab'.repeat(32)}> /U <${'cd'.repeat(32)}> /P -4 >> /ID [<${'01'.repeat(16)}> <${'01'.repeat(16)}>]`,
    });

  test.each([
    ['a malformed PDF', () => Buffer.from('%PDF-1.4\nthis is not really a pdf\n%%EOF\n'), /could not be opened/],
    ['a password-protected PDF', () => encrypted(['secret']), /password-protected/],
  ])('%s: tried three times, then unavailable with its reason', async (_name, content, reason) => {
    const res = await uploadMaterial(t.app(), cast.uploader.session, { file: { content: content() } });
    const { id } = dataOf<Material>(res, 201);
    await jobsDone(t.app());
    expect(await materialOf(id)).toMatchObject({ previewStatus: 'unavailable', previewUrl: null, readUrl: `/api/materials/${id}/file?inline=1`, canDownload: true });
    const row = await t.db().selectFrom('materials').select(['preview_error', 'text_indexed_at']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.preview_error).toMatch(reason);
    expect(row.text_indexed_at).toBeNull();
    const download = await t.app().inject({ method: 'GET', url: `/api/materials/${id}/file`, headers: cast.uploader.session.bearer });
    expect(download.statusCode).toBe(200);
  });

  test('a 2,000-page PDF: its page count, a preview of page 1, its text up to the cap', async () => {
    const word = uniqueWord();
    const pages = Array.from({ length: 2000 }, (_, i) => (i === 0 ? `First ${word}` : i === 1999 ? `Last late${word}` : `Page ${i + 1}`));
    const material = await createMaterialThroughApi(t.app(), cast.uploader.session, { file: { content: textPdf(pages) } });
    expect(await materialOf(material.id)).toMatchObject({ pages: 2000, previewStatus: 'ready', previewUrl: `/api/materials/${material.id}/preview` });
    const indexed = await t.db().selectFrom('material_pages').select((eb) => eb.fn.max('page').as('last')).where('material_id', '=', material.id).executeTakeFirstOrThrow();
    expect(indexed.last).toBe(500);
  }, 60_000);
});
