// How many approved materials each course of a page lists for the asker (browse courses): one
// grouped count over materials_course_id_idx for the whole page, never a query per course.
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { isListedFor } from '../materials/index.ts';
import type { Viewer } from '../users/index.ts';

/** Course id to the number of materials its course page lists for `viewer` (pending, hidden and private never count). */
export async function approvedMaterialCounts(db: Kysely<Database>, viewer: Viewer, courseIds: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (courseIds.length === 0) return counts;
  const rows = await db
    .selectFrom('materials as m')
    .select(['m.course_id', sql<number>`count(*)::int`.as('n')])
    .where('m.course_id', 'in', courseIds)
    .where(sql<SqlBool>`${isListedFor(viewer)}`)
    .groupBy('m.course_id')
    .execute();
  for (const row of rows) if (row.course_id) counts.set(row.course_id, Number(row.n));
  return counts;
}
