import { sql, type Kysely, type SqlBool } from 'kysely';
import { normaliseCourseCode, type CourseSelectionItem } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';

/**
 * Approved courses for a course picker: by code prefix (any spacing or case, code_key's
 * pattern index) or by name words typed as prefixes (the search_vector GIN index), in code order.
 * Without a query, the first courses by code; text with no letter or digit matches nothing.
 */
export async function selectCourses(db: Kysely<Database>, text: string, limit: number): Promise<CourseSelectionItem[]> {
  const codeKey = normaliseCourseCode(text).replace(/[^A-Z0-9]/g, '');
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const tsQuery = words.map((word) => `${word}:*`).join(' & ');
  let query = db
    .selectFrom('courses as c')
    .select(['c.id', 'c.course_code', 'c.course_name', 'c.description'])
    .where('c.review_status', '=', 'approved');
  if (text && !codeKey && !tsQuery) return []; // typed, but nothing a course code or name could match
  if (codeKey || tsQuery) {
    const byCode = codeKey ? sql<SqlBool>`c.code_key like ${`${codeKey}%`}` : sql<SqlBool>`false`;
    const byName = tsQuery ? sql<SqlBool>`c.search_vector @@ to_tsquery('simple', ${tsQuery})` : sql<SqlBool>`false`;
    query = query.where(sql<SqlBool>`(${byCode} or ${byName})`);
  }
  const rows = await query.orderBy('c.code_key').limit(limit).execute();
  return rows.map((row) => ({ id: row.id, courseCode: row.course_code, courseName: row.course_name, description: row.description }));
}
