// Browse courses: the levels a department takes courses at, each with how many.
import { sql, type Kysely } from 'kysely';
import type { CourseLevelCount } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';

/** Levels with at least one course, lowest first; students count approved courses through approved links only. */
export async function courseLevels(db: Kysely<Database>, departmentId: string, staff: boolean): Promise<CourseLevelCount[]> {
  let query = db
    .selectFrom('department_courses as dc')
    .innerJoin('courses as c', 'c.id', 'dc.course_id')
    .select(['dc.level', sql<number>`count(*)::int`.as('courses')])
    .where('dc.department_id', '=', departmentId);
  if (!staff) query = query.where('dc.review_status', '=', 'approved').where('c.review_status', '=', 'approved');
  const rows = await query.groupBy('dc.level').orderBy('dc.level').execute();
  return rows.map((row) => ({ level: row.level, courses: Number(row.courses) }));
}
