// The text search, filters and sorts of the material lists, as SQL over `materials m`.
// Each condition is one an index serves (docs/architecture.md): the stored tsvector's GIN index for
// words (title, tags, description and the file's text: docs/documents.md), courses.code_key for
// codes, materials (course_id, created_at) for a course.
import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { normaliseCourseCode, type MaterialSearchQuery, type MaterialSort } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import type { IdSource } from './page-sources.ts';
import { hasRumIndex, RUM_DATE_ORIGIN } from '../../platform/db/rum-index.ts';

/** A list's query without its paging. */
export type MaterialFilters = Omit<MaterialSearchQuery, 'page' | 'limit'>;

/** Courses whose whole title a search's words hold (course-names.ts). */
export interface NamedCourses {
  /** Their materials match as a course code's do. */
  ids: string[];
  /**
   * The words outside those titles (and outside a named course's code: 'CSC 204 data
   * structures'), joining words left out, which the named courses' materials must hold; '' when
   * the words are a title and nothing more (every material of the course matches).
   */
  rest: string;
}

// Letters then digits, as course codes are written ('CSC', 'CSC2', 'CSC204').
const CODE_LIKE = /^[A-Z]{2,6}[0-9]{0,4}[A-Z]?$/;

/** Words past these are not searched: a pasted paragraph is a search for its first words. */
const QUERY_WORDS_MAX = 12;
const QUERY_WORD_MAX = 60;

/**
 * Prefix query of every word typed, e.g. 'data struct' -> 'data:* & struct:*'; null when no
 * word. Only letters and digits reach it, so tsquery syntax typed by someone (`a & !b | c:*`)
 * is three words, never operators.
 */
export function prefixTsQuery(text: string): string | null {
  const words = searchWords(text);
  return words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : null;
}

/** The words of a search as it keeps them: letters and digits, lower case, the first 12. */
export function searchWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, QUERY_WORDS_MAX).map((word) => word.slice(0, QUERY_WORD_MAX));
}

/**
 * The materials search's words: each by prefix, except a one-character word ('3' of 'question
 * 3', the 'n' of 'O(n)'), which as a prefix would stand for thousands of words.
 */
export function materialWordsQuery(text: string): string | null {
  const words = searchWords(text);
  return words.length > 0 ? words.map((word) => (word.length > 1 ? `${word}:*` : word)).join(' & ') : null;
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
 * course's code starts with the typed code ('CSC 204', 'csc204' and 'CSC204' alike), or of a
 * course the words name by its title whose heading or text holds the other words.
 */
export function textMatch(text: string, named?: NamedCourses | null): Expression<SqlBool> | null {
  const tsQuery = materialWordsQuery(text);
  const code = codePrefix(text);
  const parts: Expression<SqlBool>[] = [];
  if (tsQuery) parts.push(sql<SqlBool>`m.search_vector @@ ${materialTsQuery(tsQuery)}`);
  if (code) parts.push(codeMatch(code));
  if (named) parts.push(namedMatch(named, 'search_vector'));
  if (parts.length === 0) return null;
  return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}

/**
 * Materials of the named courses whose `vector` holds the other words (all of them when there
 * are none). Other words that are only stop words ('the') ask nothing more, as a title alone.
 */
function namedMatch(named: NamedCourses, vector: 'search_vector' | 'heading_vector'): Expression<SqlBool> {
  const inCourse = sql<SqlBool>`(m.course_id = any(${named.ids}::uuid[]))`;
  const rest = materialWordsQuery(named.rest);
  if (!rest) return inCourse;
  const query = materialTsQuery(rest);
  return sql<SqlBool>`(${inCourse} and (numnode(${query}) = 0 or m.${sql.raw(vector)} @@ ${query}))`;
}

/**
 * The first tier of a search that names courses by their titles: those courses' materials whose
 * heading holds the other words (every one of them for a title alone), as a course code's
 * materials are heading matches.
 */
export function namedTier(named: NamedCourses | null | undefined): Expression<SqlBool> {
  return named ? namedMatch(named, 'heading_vector') : sql<SqlBool>`false`;
}

// The code is alphanumeric only, so it needs no LIKE escaping.
// `= any(array(...))` makes the course ids one value, so the planner can combine the
// course_id index with the text index (an `in (subquery)` would filter row by row).
function codeMatch(code: string): Expression<SqlBool> {
  return sql<SqlBool>`m.course_id = any(array(select cc.id from courses cc where cc.code_key like ${`${code}%`}))`;
}

/**
 * Whether a match is in the material's heading (its course code, every word in its title, tags
 * or description, or a course the words name by its title: namedTier), which ranks it above
 * materials that match in their text only. Read from heading_vector, which holds no body:
 * checking a row never unpacks a document's terms.
 */
export function headingMatch(text: string, named?: NamedCourses | null): Expression<SqlBool> {
  const words = materialWordsQuery(text);
  const code = codePrefix(text);
  const parts: Expression<SqlBool>[] = [];
  if (words) parts.push(sql<SqlBool>`m.heading_vector @@ ${materialTsQuery(words)}`);
  if (code) parts.push(codeMatch(code));
  if (named) parts.push(namedTier(named));
  return parts.length > 0 ? sql<SqlBool>`(${sql.join(parts, sql` or `)})` : sql<SqlBool>`false`;
}

/**
 * A search's own order among few matches (all of them read): the named courses' tier first
 * (namedTier), then heading matches, those by ts_rank of the heading (title words weigh most,
 * then tags, then description), then newest.
 */
export function relevanceOrder(text: string, named?: NamedCourses | null): RawBuilder<unknown> {
  const words = materialWordsQuery(text);
  // Nothing to rank by (no word, no code): PostgreSQL refuses a constant to order by.
  if (!words && !codePrefix(text)) return sql`m.created_at desc, m.id desc`;
  // `is true`: a material of no course is null to a course's condition, and nulls sort first.
  const tier = named ? sql`(${namedTier(named)}) is true desc, (${headingMatch(text, named)}) is true desc` : sql`(${headingMatch(text)}) is true desc`;
  if (!words) return sql`${tier}, m.created_at desc, m.id desc`;
  return sql`${tier}, ts_rank(m.heading_vector, ${materialTsQuery(words)}) desc, m.created_at desc, m.id desc`;
}

/** Heading matches up to this many are found through the heading index and sorted; past it, walked by date. */
const HEADING_PROBE = 500;

/**
 * The same order among many matches (a common word over a large catalogue), where reading every
 * match would cost seconds: the named courses' tier newest first, then the other heading matches
 * newest first, then, only if they do not fill the page, text-only matches newest first.
 * `listed` is the list's condition without the text.
 */
export function relevanceIds(db: Kysely<Database>, listed: Expression<SqlBool>, text: string, named?: NamedCourses | null): IdSource {
  const tier = namedTier(named);
  const heading = headingMatch(text, named);
  // `is not true`: a material of no course is null to a course's condition, never true.
  const otherHeading = named ? sql<SqlBool>`${headingMatch(text)} and ${tier} is not true` : heading;
  const inText = textMatch(text, named) ?? sql<SqlBool>`false`;
  const words = materialWordsQuery(text);
  return async (take) => {
    // The named courses' materials: through the course index, by date.
    const first = named
      ? (await sql<{ id: string }>`select m.id from materials m where ${listed} and ${tier}
          order by m.created_at desc, m.id desc limit ${take}`.execute(db)).rows.map((row) => row.id)
      : [];
    if (first.length >= take) return first;
    const headingTake = take - first.length;
    // How many heading matches, through the heading index, up to the probe: few are sorted
    // here; many are walked by date, where the first `take` come soon.
    const probe = await sql<{ id: string; created_at: Date }>`select m.id, m.created_at from materials m
      where ${listed} and ${otherHeading} limit ${HEADING_PROBE + 1}`.execute(db);
    let ids: string[];
    if (probe.rows.length <= HEADING_PROBE) {
      ids = probe.rows
        .sort(newestFirst)
        .slice(0, headingTake)
        .map((row) => row.id);
    } else {
      const newest = await sql<{ id: string }>`select m.id from materials m where ${listed} and ${otherHeading}
        order by m.created_at desc, m.id desc limit ${headingTake}`.execute(db);
      ids = newest.rows.map((row) => row.id);
    }
    ids = [...first, ...ids];
    if (ids.length >= take) return ids;
    const rest = words && (await hasRumIndex(db))
      ? await newestInTextByRum(db, listed, heading, words, named, take - ids.length)
      : (await sql<{ id: string }>`select m.id from materials m where ${listed} and ${inText} and ${heading} is not true
          order by m.created_at desc, m.id desc limit ${take - ids.length}`.execute(db)).rows.map((row) => row.id);
    return [...ids, ...rest];
  };
}

interface Dated {
  id: string;
  created_at: Date;
}

/** created_at desc, id desc, as the statements order them (uuids compare as their lower-case text does). */
function newestFirst(a: Dated, b: Dated): number {
  return b.created_at.getTime() - a.created_at.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

/** Listed materials a text-only search walks by date before it asks the RUM index instead. */
const NEWEST_WALK = 300;

/**
 * The newest `take` text-only matches (words in the text, not in the heading; a course code is
 * always a heading match), in the order the GIN path gives them (created_at desc, id desc):
 * - a word in many materials is met soon among the newest: the newest NEWEST_WALK listed
 *   materials are checked in date order, and the walk ends at the `take`-th match;
 * - a rarer word is read from the RUM index, its matches' dates beside them in the index, the
 *   newest first, never their rows; then the rows from the last one's date on are read by date,
 *   so that materials of one date come in id order whatever order the index gave them.
 */
async function newestInTextByRum(
  db: Kysely<Database>,
  listed: Expression<SqlBool>,
  heading: Expression<SqlBool>,
  words: string,
  named: NamedCourses | null | undefined,
  take: number,
): Promise<string[]> {
  if (named) return newestOfTwo(db, listed, heading, words, named, take);
  const inText = sql<SqlBool>`m.search_vector @@ ${materialTsQuery(words)} and ${heading} is not true`;
  // A constant in the statement, not a parameter: it is what lets the planner take the RUM index.
  const origin = sql`${sql.lit(RUM_DATE_ORIGIN)}::timestamptz`;
  const walked = await sql<{ id: string }>`select w.id from (
      select m.id, m.created_at, ${inText} as hit from materials m where ${listed}
      order by m.created_at desc, m.id desc limit ${NEWEST_WALK}
    ) w where w.hit order by w.created_at desc, w.id desc limit ${take}`.execute(db);
  if (walked.rows.length >= take) return walked.rows.map((row) => row.id);
  const found = await sql<{ id: string }>`with newest as materialized (
      select m.created_at from materials m where ${listed} and ${inText} and m.created_at < ${origin}
      order by m.created_at <=| ${origin} limit ${take}
    )
    select m.id from materials m where ${listed} and ${inText} and m.created_at >= (select min(created_at) from newest)
    order by m.created_at desc, m.id desc limit ${take}`.execute(db);
  return found.rows.map((row) => row.id);
}

/**
 * The newest `take` text-only matches of a search that names courses by their titles: those of
 * its words (through the RUM index, as any search's) and the named courses' materials whose text
 * holds the other words (through the course index), the newest of both, in the GIN path's order.
 */
async function newestOfTwo(db: Kysely<Database>, listed: Expression<SqlBool>, heading: Expression<SqlBool>, words: string, named: NamedCourses, take: number): Promise<string[]> {
  const byWords = await newestInTextByRum(db, listed, heading, words, null, take);
  const dated = byWords.length > 0
    ? (await sql<Dated>`select m.id, m.created_at from materials m where m.id = any(${byWords}::uuid[])`.execute(db)).rows
    : [];
  const ofCourses = await sql<Dated>`select m.id, m.created_at from materials m
    where ${listed} and ${namedMatch(named, 'search_vector')} and ${heading} is not true
    order by m.created_at desc, m.id desc limit ${take}`.execute(db);
  const both = new Map([...dated, ...ofCourses.rows].map((row) => [row.id, row]));
  return [...both.values()].sort(newestFirst).slice(0, take).map((row) => row.id);
}

/** Every filter given, joined with and; `true` when none. `named`: the courses the query names by their titles. */
export function materialFilters(filters: MaterialFilters, named?: NamedCourses | null): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [];
  const text = filters.query?.trim();
  if (text) parts.push(textMatch(text, named) ?? sql<SqlBool>`false`);
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
