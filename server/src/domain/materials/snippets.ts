// A search result's snippet (docs/documents.md): the page of the material's text where the
// searched words are, cut to a short passage by PostgreSQL's ts_headline, with the words marked.
// The marks come back as ranges of plain text, never HTML: a document's text is shown as text.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { MaterialSnippet, SnippetMark } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import { headingMatch, materialTsQuery, materialWordsQuery, searchWords, type NamedCourses } from './search-filters.ts';

// Control characters: the extracted text has none (pdf-worker.mjs drops them), so they can only be ts_headline's.
const START = '\u0001';
const STOP = '\u0002';
const HEADLINE_OPTIONS = `StartSel=${START}, StopSel=${STOP}, MaxWords=18, MinWords=8, MaxFragments=1, FragmentDelimiter=" … "`;

/** ts_headline's passage as text and marked ranges, white space made single spaces. */
export function toSnippet(page: number, headline: string): MaterialSnippet {
  let text = '';
  const marks: SnippetMark[] = [];
  let start = -1;
  for (const char of headline.replace(/\s+/g, ' ').trim()) {
    if (char === START) start = text.length;
    else if (char === STOP) {
      if (start >= 0 && text.length > start) marks.push({ start, end: text.length });
      start = -1;
    } else text += char;
  }
  return { page, text, marks };
}

/** Characters of the page ts_headline reads: before the first found word, and in all. */
const PASSAGE_BEFORE = 240;
const PASSAGE_LENGTH = 960;

/**
 * The part of a page around `first` (where a searched word first appears), in whole words: all
 * ts_headline reads. Parsing a whole page of several kilobytes for an 18-word passage was most of
 * a search's time; the words are found near where they first appear.
 */
function passageOf(body: RawBuilder<unknown>, first: RawBuilder<unknown>): RawBuilder<string> {
  const start = sql`greatest(1, ${first} - ${PASSAGE_BEFORE})`;
  const cut = sql`substr(${body}, ${start}, ${PASSAGE_LENGTH})`;
  // A word cut at either end is dropped: the passage starts and ends at white space.
  return sql<string>`regexp_replace(regexp_replace(${cut},
    case when ${start} > 1 then '^\S*\s' else '^' end, ''),
    case when ${start} + ${PASSAGE_LENGTH} <= length(${body}) then '\s\S*$' else '$' end, '')`;
}

/**
 * The snippet of each material found by its text alone. One whose heading matches (its course
 * code, or the words in its title, tags or description) gets none: the heading already says why
 * it is there, and the row stays short (a course the words name by its title is in its heading). The page is chosen first, by the words appearing in it as
 * typed or as stemmed ('integrals' -> 'integr'), the most of them first, then the first such page;
 * only that page's passage around the first found word is then cut by ts_headline, never every
 * page of every result.
 */
export async function snippetsFor(db: Kysely<Database>, materialIds: string[], text: string, named?: NamedCourses | null): Promise<Map<string, MaterialSnippet>> {
  const words = materialWordsQuery(text);
  if (!words || materialIds.length === 0) return new Map();
  const typed = searchWords(text);
  // Each word as typed and as stemmed, worked out in the statement itself (no round trip for the
  // stems), looked for in the page's text made lower case once (searchWords are lower case): a
  // third of the time of ilike '%word%' over the same text. A page counts the words it holds in
  // either form, each once ('integrals' found as itself and as 'integr' is one word).
  // Any of the words: the passage shows where they are, even when no page has them all.
  const query = materialTsQuery(words.replaceAll(' & ', ' | '));
  const rows = await sql<{ material_id: string; page: number; headline: string }>`
    with forms as materialized (
      select t.n, f.form from unnest(${typed}::text[]) with ordinality as t(word, n)
      cross join lateral unnest(array[t.word] || tsvector_to_array(to_tsvector('english', t.word))) as f(form)
    )
    select m.id as material_id, best.page, ts_headline('english', passage.text, q.q, ${HEADLINE_OPTIONS}) as headline
    from materials m
    cross join (select ${query} as q) q
    cross join lateral (
      select p.page, p.body, words.first from material_pages p
      -- offset 0 keeps it a subquery of its own: lower() once per page, not once per word form.
      cross join lateral (select lower(p.body) as text offset 0) lowered
      cross join lateral (
        select count(distinct f.n) as found, min(nullif(strpos(lowered.text, f.form), 0)) as first
        from forms f where strpos(lowered.text, f.form) > 0
      ) words
      where p.material_id = m.id and words.found > 0
      order by words.found desc, p.page
      limit 1
    ) best
    cross join lateral (select ${passageOf(sql`best.body`, sql`best.first`)} as text) passage
    where m.id = any(${materialIds}::uuid[]) and ${headingMatch(text, named)} is not true`.execute(db);
  return new Map(rows.rows.map((row) => [row.material_id, toSnippet(row.page, row.headline)]));
}
