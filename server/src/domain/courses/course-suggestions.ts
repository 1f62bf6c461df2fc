import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { formatCourseCode, normaliseCourseCode, type SearchSuggestion } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';

const FUZZY_MIN_LENGTH = 4;

interface Row {
  id: string;
  course_code: string;
  course_name: string;
  place: string | null;
}

/**
 * Course suggestions for the search boxes, each part served by an index and limited on its
 * own, rather than one condition tested on every course: code prefix (code_key's pattern
 * btree) and name words by prefix (the GIN index on search_vector) in one query; only when they
 * leave room, names by similarity for typos (the trigram index on course_name), which reads
 * many names for a long word. Ranked: exact code, then code prefix in code order, then name
 * matches by similarity.
 */
export async function suggestCourses(db: Kysely<Database>, text: string, limit: number): Promise<SearchSuggestion[]> {
  const codeKey = normaliseCourseCode(text).replace(/[^A-Z0-9]/g, '');
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const tsQuery = words.map((word) => `${word}:*`).join(' & ');
  if (!codeKey && !tsQuery) return [];

  const part = (rank: number, condition: RawBuilder<SqlBool>, order: RawBuilder<unknown>) => sql`(select c.id, c.course_code, c.course_name,
      ${sql.lit(rank)} as rank, c.code_key, word_similarity(${text}, c.course_name)::float8 as similarity
    from courses c where c.review_status = 'approved' and ${condition} order by ${order} limit ${limit})`;
  const ranked = (parts: RawBuilder<unknown>[], exclude: string[]) => sql<Row>`
    select f.id, f.course_code, f.course_name,
      -- The department a student is most likely to recognise it by: the first by name.
      (select d.name || ' · ' || dc.level || ' level' from department_courses dc join departments d on d.id = dc.department_id
        where dc.course_id = f.id and dc.review_status = 'approved' order by d.name limit 1) as place
    from (
      select distinct on (u.id) u.id, u.course_code, u.course_name, u.code_key, u.similarity,
        case when u.code_key = ${codeKey} then 0 else u.rank end as rank
      from (${sql.join(parts, sql` union all `)}) u
      where u.id <> all(${exclude}::uuid[])
      order by u.id, u.rank
    ) f
    order by f.rank, case when f.rank <= 1 then f.code_key end, f.similarity desc, f.course_code
    limit ${limit}`;

  const exact = [
    // Alphanumeric only (see codeKey), so nothing to escape in the pattern.
    codeKey ? part(1, sql<SqlBool>`c.code_key like ${`${codeKey}%`}`, sql`c.code_key`) : null,
    tsQuery ? part(2, sql<SqlBool>`c.search_vector @@ to_tsquery('simple', ${tsQuery})`, sql`similarity desc, c.course_code`) : null,
  ].filter((p) => p !== null);
  const rows = exact.length > 0 ? (await ranked(exact, []).execute(db)).rows : [];
  // Typos in a word of a few letters are left to the prefix match: a 1-3 letter text is
  // "similar" to a great many names. A text with digits is a code, which has no typos to forgive.
  if (rows.length < limit && text.length >= FUZZY_MIN_LENGTH && !/\d/.test(text)) {
    const similar = part(3, sql<SqlBool>`${text} <% c.course_name`, sql`similarity desc, c.course_code`);
    const found = rows.map((row) => row.id);
    rows.push(...(await ranked([similar], found).execute(db)).rows.slice(0, limit - rows.length));
  }

  return rows.map((row) => ({
    id: row.id,
    title: `${formatCourseCode(row.course_code)}: ${row.course_name}`,
    type: 'course' as const,
    subtitle: row.place ?? 'Course',
  }));
}
