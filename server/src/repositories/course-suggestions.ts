import { sql, type Kysely } from 'kysely';
import { formatCourseCode, normaliseCourseCode, type SearchSuggestion } from '@lectern/shared-api/contract';
import type { Database } from '../db/schema.ts';

/**
 * Course suggestions for the search boxes. Every condition is served by an index: the
 * unique and trigram indexes on code_key (exact and prefix code), the GIN index on
 * search_vector (name words, by prefix) and the trigram index on course_name (typos).
 * Ranked: exact code, then code prefix in code order, then name matches by similarity.
 */
export async function suggestCourses(db: Kysely<Database>, text: string, limit: number): Promise<SearchSuggestion[]> {
  const codeKey = normaliseCourseCode(text).replace(/[^A-Z0-9]/g, '');
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const tsQuery = words.map((word) => `${word}:*`).join(' & ');
  if (!codeKey && !tsQuery) return [];

  const codeExact = codeKey ? sql<boolean>`c.code_key = ${codeKey}` : sql<boolean>`false`;
  const codePrefix = codeKey ? sql<boolean>`c.code_key like ${`${codeKey}%`}` : sql<boolean>`false`;
  const nameWords = tsQuery ? sql<boolean>`c.search_vector @@ to_tsquery('simple', ${tsQuery})` : sql<boolean>`false`;
  const nameFuzzy = sql<boolean>`${text} <% c.course_name`;

  const rows = await db
    .selectFrom('courses as c')
    .select([
      'c.id',
      'c.course_code',
      'c.course_name',
      sql<number>`case when ${codeExact} then 0 when ${codePrefix} then 1 else 2 end`.as('rank'),
      sql<number>`word_similarity(${text}, c.course_name)::float8`.as('similarity'),
      // The department a student is most likely to recognise it by: the first by name.
      (eb) =>
        eb
          .selectFrom('department_courses as dc')
          .innerJoin('departments as d', 'd.id', 'dc.department_id')
          .whereRef('dc.course_id', '=', 'c.id')
          .where('dc.review_status', '=', 'approved')
          .select(sql<string>`d.name || ' · ' || dc.level || ' level'`.as('place'))
          .orderBy('d.name')
          .limit(1)
          .as('subtitle'),
    ])
    .where('c.review_status', '=', 'approved')
    .where(sql<boolean>`(${codeExact} or ${codePrefix} or ${nameWords} or ${nameFuzzy})`)
    .orderBy('rank')
    // Code matches read best in code order (CSC 101, CSC 201, ...); name matches by closeness.
    .orderBy(sql`case when ${codePrefix} then c.code_key end`)
    .orderBy('similarity', 'desc')
    .orderBy('c.course_code')
    .limit(limit)
    .execute();

  return rows.map((row) => ({
    id: row.id,
    title: `${formatCourseCode(row.course_code)}: ${row.course_name}`,
    type: 'course' as const,
    subtitle: row.subtitle ?? 'Course',
  }));
}
