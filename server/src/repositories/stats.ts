import { sql, type Kysely } from 'kysely';
import type { PublicStats } from '@lectern/shared-api/contract';
import type { Database } from '../db/schema.ts';

/** Real counts for the landing strip. There are no materials yet, so resources is honestly 0. */
export async function publicStats(db: Kysely<Database>): Promise<PublicStats> {
  const count = sql<number>`count(*)::int`.as('n');
  const [students, courses, departments] = await Promise.all([
    db.selectFrom('users').select(count).where('role', '=', 'student').executeTakeFirstOrThrow(),
    db.selectFrom('courses').select(count).where('review_status', '=', 'approved').executeTakeFirstOrThrow(),
    db.selectFrom('departments').select(count).executeTakeFirstOrThrow(),
  ]);
  return { students: students.n, courses: courses.n, departments: departments.n, resources: 0 };
}
