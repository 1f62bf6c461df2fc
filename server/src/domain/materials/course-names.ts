// The courses a search names (docs/search.md): a course's whole code, alone ('CSC 204') or among
// other words ('CSC 204 exam'), or a course's whole title among the words ('data structures',
// 'data structures past questions'). The
// materials search then finds that course's materials as a code search does, and the answer
// shows the course before them.
import { sql, type Kysely } from 'kysely';
import { courseCodeIn, SEARCH_COURSES_MAX, type MaterialCourse } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import { codePrefix, searchWords, type NamedCourses } from './search-filters.ts';

/**
 * Little words a title is read without, on both sides: 'Introduction to Programming' is named by
 * 'introduction programming', and 'data structures and algorithms' names 'Data Structures &
 * Algorithms'. All are English stop words, which the words search leaves out anyway.
 */
const JOINING_WORDS = new Set(['a', 'an', 'and', 'the', 'of', 'to', 'in', 'for', 'on']);

export interface SearchedCourses {
  /** Null when no title is among the words. */
  named: NamedCourses | null;
  /** Shown before the materials: the course whose whole code the words are, then the named ones; at most SEARCH_COURSES_MAX. */
  shown: MaterialCourse[];
}

const NONE: SearchedCourses = { named: null, shown: [] };

/** A title's words as they are compared: lower case letters and digits, joining words left out. */
function titleWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => !JOINING_WORDS.has(word));
}

/** The joining words as a pattern of whole words, for the statement's own count of a title's letters. */
const JOINING_PATTERN = `\\m(${[...JOINING_WORDS].join('|')})\\M`;

interface Candidate {
  id: string;
  course_code: string;
  code_key: string;
  course_name: string;
}

/** Where `title` stands in `words` as a run of whole words, or -1. */
function runAt(words: string[], title: string[]): number {
  for (let at = 0; at + title.length <= words.length; at++) {
    if (title.every((word, i) => words[at + i] === word)) return at;
  }
  return -1;
}

/**
 * The titles among the words: the longest first, a shorter one inside or across a longer one's
 * words left out ('data structures and algorithms' names 'Data Structures and Algorithms', not
 * also 'Data Structures'); courses of one title are named together.
 */
function namedBy(words: string[], candidates: Candidate[]): { courses: Candidate[]; used: boolean[] } {
  const byTitle = new Map<string, { title: string[]; courses: Candidate[] }>();
  for (const candidate of candidates) {
    const title = titleWords(candidate.course_name);
    if (title.length === 0) continue;
    const key = title.join(' ');
    const entry = byTitle.get(key) ?? { title, courses: [] };
    entry.courses.push(candidate);
    byTitle.set(key, entry);
  }
  const used = words.map(() => false);
  const courses: Candidate[] = [];
  const longestFirst = [...byTitle.values()].sort((a, b) => b.title.length - a.title.length || a.title.join(' ').localeCompare(b.title.join(' ')));
  for (const { title, courses: ofTitle } of longestFirst) {
    const at = runAt(words, title);
    if (at < 0 || used.slice(at, at + title.length).some(Boolean)) continue;
    for (let i = at; i < at + title.length; i++) used[i] = true;
    courses.push(...ofTitle);
  }
  return { courses, used };
}

/** A named course's code among the other words ('csc 204', 'csc204'), marked as used: it says the same course again. */
function markCodes(words: string[], used: boolean[], courses: Candidate[]): void {
  const codes = new Set(courses.map((course) => course.code_key.toLowerCase()));
  for (let at = 0; at < words.length; at++) {
    for (const length of [2, 1]) {
      const run = words.slice(at, at + length);
      if (run.length < length || used.slice(at, at + length).some(Boolean)) continue;
      if (codes.has(run.join(''))) {
        for (let i = at; i < at + length; i++) used[i] = true;
        break;
      }
    }
  }
}

/**
 * The courses a search's words name. One statement: approved courses whose code is the whole
 * text or the first code among its words, or whose title may be among the words (a word of it in common, through the courses'
 * name index, and no more letters than the words have); which titles are whole among the words
 * is decided here, in the words' own terms.
 */
export async function searchedCourses(db: Kysely<Database>, text: string): Promise<SearchedCourses> {
  // The words the search reads (its first 12), compared as titles are.
  const words = titleWords(searchWords(text).join(' '));
  const code = codePrefix(text);
  if (words.length === 0 && !code) return NONE;
  const letters = words.join('').length;
  // Letters and digits only: nothing here is tsquery syntax.
  const anyWord = words.length > 0 ? [...new Set(words)].join(' | ') : null;
  const byTitle = anyWord
    ? sql`(c.search_vector @@ to_tsquery('simple', ${anyWord}) and to_tsvector('simple', c.course_name) @@ to_tsquery('simple', ${anyWord})
        and char_length(regexp_replace(regexp_replace(lower(c.course_name), ${JOINING_PATTERN}, '', 'g'), '[^[:alnum:]]', '', 'g')) <= ${letters})`
    : sql`false`;
  const byCode = code ? sql`c.code_key = ${code}` : sql`false`;
  // A whole code among other words ('POL 108 exam') names its course as a title does.
  const codeInWords = code ? null : courseCodeIn(text);
  const byCodeInWords = codeInWords ? sql`c.code_key = ${codeInWords}` : sql`false`;
  const { rows } = await sql<Candidate & { is_code: boolean; in_words: boolean }>`select c.id, c.course_code, c.code_key, c.course_name,
      (${byCode}) as is_code, (${byCodeInWords}) as in_words
    from courses c where c.review_status = 'approved' and ((${byCode}) or (${byCodeInWords}) or ${byTitle})
    order by c.code_key, c.id`.execute(db);
  const exact = rows.filter((row) => row.is_code);
  const { courses: byTitles, used } = namedBy(words, rows);
  // A code says which course more surely than a title: its course first.
  const coded = rows.filter((row) => row.in_words);
  const courses: Candidate[] = [...coded, ...byTitles.filter((course) => !coded.some((row) => row.id === course.id))];
  if (courses.length > 0) markCodes(words, used, courses);
  const named = courses.length > 0 ? { ids: courses.map((course) => course.id), rest: words.filter((_, i) => !used[i]).join(' ') } : null;
  const shown = [...exact, ...courses.filter((course) => !exact.some((row) => row.id === course.id))]
    .slice(0, SEARCH_COURSES_MAX)
    .map((course) => ({ id: course.id, courseCode: course.course_code, courseName: course.course_name }));
  return { named, shown };
}

/** The key a search's courses are kept under: its words as the search reads them. */
export const searchedCoursesKey = (text: string) => searchWords(text).join(' ');
