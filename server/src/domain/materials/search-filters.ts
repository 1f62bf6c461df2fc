// The text search, filters and sorts of the material lists, as SQL over `materials m`.
// Each condition is one an index serves (docs/architecture.md): the stored tsvector's GIN index for
// words, courses.code_key for codes, materials (course_id, created_at) for a course.
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { normaliseCourseCode, type MaterialSearchQuery, type MaterialSort } from '@lectern/shared-api/contract';

/** A list's query without its paging. */
export type MaterialFilters = Omit<MaterialSearchQuery, 'page' | 'limit'>;

// Letters then digits, as course codes are written ('CSC', 'CSC2', 'CSC204').
const CODE_LIKE = /^[A-Z]{2,6}[0-9]{0,4}[A-Z]?$/;

/** Prefix query of every word typed, e.g. 'data struct' -> 'data:* & struct:*'; null when no word. */
export function prefixTsQuery(text: string): string | null {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : null;
}

/** The typed text as a code_key prefix ('csc 2' -> 'CSC2'), or null when it cannot be a code. */
export function codePrefix(text: string): string | null {
  const key = normaliseCourseCode(text);
  return CODE_LIKE.test(key) ? key : null;
}

/**
 * Materials whose title, description or tags hold every typed word (by prefix), or whose
 * course's code starts with the typed code ('CSC 204', 'csc204' and 'CSC204' alike).
 */
export function textMatch(text: string): Expression<SqlBool> | null {
  const tsQuery = prefixTsQuery(text);
  const code = codePrefix(text);
  const parts: Expression<SqlBool>[] = [];
  if (tsQuery) parts.push(sql<SqlBool>`m.search_vector @@ to_tsquery('simple', ${tsQuery})`);
  // The code is alphanumeric only, so it needs no LIKE escaping.
  // `= any(array(...))` makes the course ids one value, so the planner can combine the
  // course_id index with the text index (an `in (subquery)` would filter row by row).
  if (code) parts.push(sql<SqlBool>`m.course_id = any(array(select cc.id from courses cc where cc.code_key like ${`${code}%`}))`);
  if (parts.length === 0) return null;
  return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
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
