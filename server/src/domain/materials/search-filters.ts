// The text search, filters and sorts of the material lists, as SQL over `materials m`.
// Each condition is one an index serves (docs/architecture.md): the stored tsvector's GIN index for
// words (title, tags, description and the file's text: docs/documents.md), courses.code_key for
// codes, materials (course_id, created_at) for a course.
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { normaliseCourseCode, type MaterialSearchQuery, type MaterialSort } from '@lectern/shared-api/contract';
import type { PageSource } from './material-lists.ts';

/** A list's query without its paging. */
export type MaterialFilters = Omit<MaterialSearchQuery, 'page' | 'limit'>;

// Letters then digits, as course codes are written ('CSC', 'CSC2', 'CSC204').
const CODE_LIKE = /^[A-Z]{2,6}[0-9]{0,4}[A-Z]?$/;

/** Words past these are not searched: a pasted paragraph is a search for its first words. */
const QUERY_WORDS_MAX = 12;
const QUERY_WORD_MAX = 60;

/**
 * Prefix query of every word typed, e.g. 'data struct' -> 'data:* & struct:*'; null when no
 * word. Only letters and digits reach it, so tsquery syntax typed by someone (`a & !b | c:*`)
 * is three words, never operators. `weights` ('ABC') limits each word to those parts.
 */
export function prefixTsQuery(text: string, weights = ''): string | null {
  const words = (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, QUERY_WORDS_MAX).map((word) => word.slice(0, QUERY_WORD_MAX));
  return words.length > 0 ? words.map((word) => `${word}:*${weights}`).join(' & ') : null;
}

/**
 * The materials' words query: English stemming ('integrals' finds 'integral'), as the stored
 * vector was made. A query of stop words only ('the') is empty and matches nothing.
 */
export function materialTsQuery(tsQuery: string): RawBuilder<unknown> {
  return sql`to_tsquery('english', ${tsQuery})`;
}

/** The typed text as a code_key prefix ('csc 2' -> 'CSC2'), or null when it cannot be a code. */
export function codePrefix(text: string): string | null {
  const key = normaliseCourseCode(text);
  return CODE_LIKE.test(key) ? key : null;
}

/**
 * Materials whose title, tags, description or text hold every typed word (by prefix), or whose
 * course's code starts with the typed code ('CSC 204', 'csc204' and 'CSC204' alike).
 */
export function textMatch(text: string): Expression<SqlBool> | null {
  const tsQuery = prefixTsQuery(text);
  const code = codePrefix(text);
  const parts: Expression<SqlBool>[] = [];
  if (tsQuery) parts.push(sql<SqlBool>`m.search_vector @@ ${materialTsQuery(tsQuery)}`);
  if (code) parts.push(codeMatch(code));
  if (parts.length === 0) return null;
  return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}

// The code is alphanumeric only, so it needs no LIKE escaping.
// `= any(array(...))` makes the course ids one value, so the planner can combine the
// course_id index with the text index (an `in (subquery)` would filter row by row).
function codeMatch(code: string): Expression<SqlBool> {
  return sql<SqlBool>`m.course_id = any(array(select cc.id from courses cc where cc.code_key like ${`${code}%`}))`;
}

/**
 * Whether a match is in the material's heading (its course code, or every word in its title,
 * tags or description), which ranks it above materials that match in their text only.
 */
export function headingMatch(text: string): Expression<SqlBool> {
  const heading = prefixTsQuery(text, 'ABC');
  const code = codePrefix(text);
  const parts: Expression<SqlBool>[] = [];
  if (heading) parts.push(sql<SqlBool>`m.search_vector @@ ${materialTsQuery(heading)}`);
  if (code) parts.push(codeMatch(code));
  return parts.length > 0 ? sql<SqlBool>`(${sql.join(parts, sql` or `)})` : sql<SqlBool>`false`;
}

/**
 * A search's own order among few matches: heading matches first, then by ts_rank (title words
 * weigh most, then tags, description, text), then newest.
 */
export function relevanceOrder(text: string): RawBuilder<unknown> {
  const tsQuery = prefixTsQuery(text);
  // Nothing to rank by (no word, no code): PostgreSQL refuses a constant to order by.
  if (!tsQuery && !codePrefix(text)) return sql`m.created_at desc, m.id desc`;
  const tier = sql`(${headingMatch(text)}) desc`;
  if (!tsQuery) return sql`${tier}, m.created_at desc, m.id desc`;
  return sql`${tier}, ts_rank(m.search_vector, ${materialTsQuery(tsQuery)}) desc, m.created_at desc, m.id desc`;
}

/**
 * The same order among many matches (a common word over a large catalogue), where ranking
 * every match would read every match: heading matches newest first, then text-only matches
 * newest first, each a separate query that stops at the page's end.
 */
export function relevanceSource(where: Expression<SqlBool>, text: string): PageSource {
  const heading = headingMatch(text);
  return (take) => sql<{ id: string }>`select s.id from (
      (select m.id, 0 as tier, m.created_at from materials m where ${where} and ${heading} order by m.created_at desc, m.id desc limit ${take})
      union all
      (select m.id, 1 as tier, m.created_at from materials m where ${where} and not ${heading} order by m.created_at desc, m.id desc limit ${take})
    ) s order by s.tier, s.created_at desc, s.id desc limit ${take}`;
}

/** Every filter given, joined with and; `true` when none. */
export function materialFilters(filters: MaterialFilters): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [];
  const text = filters.query?.trim();
  if (text) parts.push(textMatch(text) ?? sql<SqlBool>`false`);
  if (filters.courseId) parts.push(sql<SqlBool>`m.course_id = ${filters.courseId}`);
  if (filters.classification) parts.push(sql<SqlBool>`m.classification = ${filters.classification}`);
  if (filters.departmentId !== undefined || filters.level !== undefined) {
    const department = filters.departmentId !== undefined ? sql`and dc.department_id = ${filters.departmentId}` : sql``;
    const level = filters.level !== undefined ? sql`and dc.level = ${filters.level}` : sql``;
    parts.push(sql<SqlBool>`m.course_id in (select dc.course_id from department_courses dc
      where dc.review_status = 'approved' ${department} ${level})`);
  }
  if (parts.length === 0) return sql<SqlBool>`true`;
  return sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}

/** ORDER BY of a sort, ending in the id so pages never overlap. */
export function materialOrder(sort: MaterialSort = 'date'): RawBuilder<unknown> {
  switch (sort) {
    case 'name':
      return sql`lower(m.label), m.id`;
    case 'downloads':
      return sql`m.downloads desc, m.created_at desc, m.id desc`;
    case 'date':
      return sql`m.created_at desc, m.id desc`;
  }
}
