// The graded judgments: for each query, how relevant each listed material is, read from the
// corpus as generated (each material's stored title, description, tags, course and text, and the
// generator's topic words of its note: documentWords), never from what the search returns.
//
// Grading rules. Each word the query means gets a level in each material:
//   3  in its title ('Thermodynamics algebra notes 12' for 'thermodynamics');
//   2  in its description or tags ('Notes on thermodynamics, ...'), or one of its note's topic
//      words (the dozen words the generator makes each note about, repeated throughout it) that
//      its text holds;
//   1  in its text only (the note mentions it);
//   0  nowhere.
// The material's grade is the lowest level of the query's words (it is only as relevant as its
// weakest match: 'linear algebra' with 'linear' in the title and 'algebra' only in the text is
// 1). A query naming a course (a code) grades 3 every material of that course and 0 the others;
// with words too ('CSC 204 exam'), a material of the course gets its words' grade. Word order
// and nearness are not judged: the generated text puts words together by chance, not meaning.
// A course's title is judged only as a course: a query of a whole title ('probability
// principles 2') grades 3 every material of the courses of that title (bulk-data.ts gives every
// course of a code prefix the same name: every CSC course is 'Probability Principles 2'), and
// with words too, those materials by the words, as a code's; a title's words are never judged
// in a material, which they say nothing about.
// Only materials the searcher sees listed are judged (approved, public, not hidden, not
// Restricted: corpus.ts's searcher); nothing else can be found, so nothing else is missed.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/platform/db/schema.ts';
import { documentWords } from '../documents/course-text.ts';
import type { JudgedQuery } from './judged-queries.ts';
import { keysOf, wordKey, wordsOf } from './words.ts';

export interface ListedMaterial {
  id: string;
  /** The generator's number of the material (seed-documents.ts: its file is 'notes-<n>.pdf'). */
  n: number;
  /** Its course's code_key ('CSC204'). */
  course: string;
  /** Its course's title ('Data Structures'). */
  courseName: string;
  label: string;
  description: string;
  tags: string[];
}

/** What the searcher sees listed: the rule of isListedFor for a student of no department. */
export async function listedMaterials(db: Kysely<Database>): Promise<ListedMaterial[]> {
  const rows = await sql<{ id: string; file_name: string; code_key: string; course_name: string; label: string; description: string | null; tags: string[] }>`
    select m.id, m.file_name, c.code_key, c.course_name, m.label, m.description, m.tags
    from materials m join courses c on c.id = m.course_id
    where m.review_status = 'approved' and m.visibility = 'public' and m.hidden_at is null and m.restriction <> 'restricted'`.execute(db);
  return rows.rows
    .map((row) => {
      const n = /^notes-(\d+)\.pdf$/.exec(row.file_name);
      if (!n) throw new Error(`a material not of the generated corpus: ${row.file_name}`);
      return { id: row.id, n: Number(n[1]), course: row.code_key, courseName: row.course_name, label: row.label, description: row.description ?? '', tags: row.tags };
    })
    .sort((a, b) => a.n - b.n);
}

/** Rare terms of listed notes, spread over the corpus: candidates for the rare-term queries. */
export function rareTermCandidates(materials: readonly ListedMaterial[], count: number): string[] {
  const step = Math.max(1, Math.floor(materials.length / count));
  const terms = new Set<string>();
  for (let index = step >> 1; index < materials.length && terms.size < count; index += step) terms.add(documentWords(materials[index]!.n).rare[0]!);
  return [...terms];
}

/** Courses with at least `atLeast` listed materials, by code. */
export function coursesWithMaterials(materials: readonly ListedMaterial[], atLeast: number): string[] {
  const counts = new Map<string, number>();
  for (const material of materials) counts.set(material.course, (counts.get(material.course) ?? 0) + 1);
  return [...counts].filter(([, count]) => count >= atLeast).map(([code]) => code).sort();
}

/** Each course title whose courses hold at least `atLeast` listed materials, and those courses' codes, by title. */
export function courseTitles(materials: readonly ListedMaterial[], atLeast: number): Array<{ title: string; courses: string[] }> {
  const byTitle = new Map<string, { courses: Set<string>; count: number }>();
  for (const material of materials) {
    const entry = byTitle.get(material.courseName) ?? { courses: new Set<string>(), count: 0 };
    entry.courses.add(material.course);
    entry.count++;
    byTitle.set(material.courseName, entry);
  }
  return [...byTitle]
    .filter(([, entry]) => entry.count >= atLeast)
    .map(([title, entry]) => ({ title, courses: [...entry.courses].sort() }))
    .sort((a, b) => a.title.localeCompare(b.title));
}

/** Bodies read per statement. */
const BODY_BATCH = 500;

export interface Judge {
  /** The query's relevant materials and their grades (1-3); none graded 0 is in it. */
  grades(query: JudgedQuery): Map<string, number>;
  /** Every grade of the query's relevant materials, highest first: the ideal ranking's. */
  idealGrades(query: JudgedQuery): number[];
}

/**
 * Reads every listed material's text once and keeps, for each word some query means, the level
 * (3, 2, 1) it has in each material that holds it.
 */
export async function buildJudge(db: Kysely<Database>, materials: readonly ListedMaterial[], queries: readonly JudgedQuery[], progress: (line: string) => void): Promise<Judge> {
  const asked = new Set(queries.flatMap((query) => query.intent.words));
  /** levels.get(word).get(material index) */
  const levels = new Map<string, Map<number, number>>([...asked].map((word) => [word, new Map()]));
  const keyOfToken = new Map<string, string>();
  const started = Date.now();

  for (let first = 0; first < materials.length; first += BODY_BATCH) {
    const batch = materials.slice(first, first + BODY_BATCH);
    const bodies = await sql<{ material_id: string; body: string }>`select material_id, string_agg(body, E'\n' order by page) as body
      from material_pages where material_id = any(${batch.map((material) => material.id)}::uuid[]) group by material_id`.execute(db);
    const bodyOf = new Map(bodies.rows.map((row) => [row.material_id, row.body]));
    batch.forEach((material, offset) => {
      const index = first + offset;
      const inText = new Set<string>();
      for (const token of wordsOf(bodyOf.get(material.id) ?? '')) {
        let key = keyOfToken.get(token);
        if (key === undefined) keyOfToken.set(token, (key = wordKey(token)));
        if (asked.has(key)) inText.add(key);
      }
      const title = keysOf(material.label);
      const heading = keysOf(`${material.description} ${material.tags.join(' ')}`);
      const topic = new Set(documentWords(material.n).topic.flatMap((word) => [...keysOf(word)]));
      for (const word of asked) {
        const level = title.has(word) ? 3 : heading.has(word) || (topic.has(word) && inText.has(word)) ? 2 : inText.has(word) ? 1 : 0;
        if (level > 0) levels.get(word)!.set(index, level);
      }
    });
    if (first % (BODY_BATCH * 10) === 0 && first > 0) progress(`judging: ${first} of ${materials.length} materials read, ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }

  const byCourse = new Map<string, number[]>();
  materials.forEach((material, index) => {
    const indexes = byCourse.get(material.course);
    if (indexes) indexes.push(index);
    else byCourse.set(material.course, [index]);
  });

  const gradesOf = (query: JudgedQuery): Map<string, number> => {
    const { course, courses = [], words } = query.intent;
    const found = new Map<string, number>();
    // The candidates: the courses' materials (a code's, or a title's), else those holding the query's first word.
    const named = course !== null ? [course, ...courses] : courses;
    const candidates = named.length > 0 ? named.flatMap((code) => byCourse.get(code) ?? []) : words.length > 0 ? [...levels.get(words[0]!)!.keys()] : [];
    for (const index of candidates) {
      const grade = words.reduce((lowest, word) => Math.min(lowest, levels.get(word)!.get(index) ?? 0), 3);
      if (grade > 0) found.set(materials[index]!.id, grade);
    }
    return found;
  };
  const graded = new WeakMap<JudgedQuery, Map<string, number>>();
  const grades = (query: JudgedQuery): Map<string, number> => {
    let known = graded.get(query);
    if (!known) graded.set(query, (known = gradesOf(query)));
    return known;
  };
  return {
    grades,
    idealGrades: (query) => [...grades(query).values()].sort((a, b) => b - a),
  };
}
