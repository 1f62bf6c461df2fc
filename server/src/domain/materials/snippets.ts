// A search result's snippet (docs/documents.md): the page of the material's text where the
// searched words are, cut to a short passage by PostgreSQL's ts_headline, with the words marked.
// The marks come back as ranges of plain text, never HTML: a document's text is shown as text.
import { sql, type Kysely } from 'kysely';
import type { MaterialSnippet, SnippetMark } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import { headingMatch, materialTsQuery, prefixTsQuery } from './search-filters.ts';

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

/**
 * The snippet of each material found by its text alone, from the page that holds the words
 * best. One whose heading matches (its course code, or the words in its title, tags or
 * description) gets none: the heading already says why it is there, and the row stays short.
 */
export async function snippetsFor(db: Kysely<Database>, materialIds: string[], text: string): Promise<Map<string, MaterialSnippet>> {
  const words = prefixTsQuery(text);
  if (!words || materialIds.length === 0) return new Map();
  // Any of the words: the page with most of them ranks first, even when no page has them all.
  const query = materialTsQuery(words.replaceAll(' & ', ' | '));
  const rows = await sql<{ material_id: string; page: number; headline: string }>`
    select distinct on (p.material_id) p.material_id, p.page,
      ts_headline('english', p.body, q.q, ${HEADLINE_OPTIONS}) as headline
    from material_pages p
    join materials m on m.id = p.material_id, (select ${query} as q) q
    where p.material_id = any(${materialIds}::uuid[]) and not ${headingMatch(text)} and to_tsvector('english', p.body) @@ q.q
    order by p.material_id, ts_rank(to_tsvector('english', p.body), q.q) desc, p.page`.execute(db);
  return new Map(rows.rows.map((row) => [row.material_id, toSnippet(row.page, row.headline)]));
}
