// Moderator applications in the database: one query shape for every read (the applicant's own,
// the review queue), turned into the contract's ModeratorApplication.
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { ModeratorApplication } from '@lectern/shared-api/contract';
import { containsPattern } from '../../platform/db/like-pattern.ts';
import type { Database } from '../../platform/db/schema.ts';

/** Applications with their applicant and department; the table is aliased `ma`. */
export function selectApplications(db: Kysely<Database>) {
  return db
    .selectFrom('moderator_applications as ma')
    .innerJoin('users as u', 'u.id', 'ma.user_id')
    .innerJoin('departments as d', 'd.id', 'ma.department_id')
    .select([
      'ma.id',
      'ma.level',
      'ma.reason',
      'ma.review_status',
      'ma.review_comment',
      'ma.created_at',
      'd.id as department_id',
      'd.name as department_name',
      'u.id as user_id',
      'u.first_name',
      'u.last_name',
      'u.username',
      'u.email',
    ]);
}

type ApplicationRow = Awaited<ReturnType<ReturnType<typeof selectApplications>['executeTakeFirstOrThrow']>>;

export function toApplication(row: ApplicationRow): ModeratorApplication {
  return {
    id: row.id,
    department: { id: row.department_id, name: row.department_name },
    level: row.level,
    reason: row.reason,
    reviewStatus: row.review_status,
    reviewComment: row.review_comment,
    createdAt: new Date(row.created_at).toISOString(),
    applicant: { id: row.user_id, firstName: row.first_name, lastName: row.last_name, username: row.username, email: row.email },
  };
}

/** The applicant's name, email or username, or the reason, holds the text (ignoring case). Expects `ma` and `u`. */
export function applicationTextMatch(text: string) {
  const pattern = containsPattern(text);
  return sql<SqlBool>`(u.first_name ilike ${pattern} or u.last_name ilike ${pattern}
    or (u.first_name || ' ' || u.last_name) ilike ${pattern}
    or u.username ilike ${pattern} or u.email ilike ${pattern} or ma.reason ilike ${pattern})`;
}

export async function findApplication(db: Kysely<Database>, id: string): Promise<ModeratorApplication | null> {
  const row = await selectApplications(db).where('ma.id', '=', id).executeTakeFirst();
  return row ? toApplication(row) : null;
}

/** The person's most recent application, whatever its status. */
export async function latestApplicationOf(db: Kysely<Database>, userId: string): Promise<ModeratorApplication | null> {
  const row = await selectApplications(db).where('ma.user_id', '=', userId).orderBy('ma.created_at', 'desc').orderBy('ma.id', 'desc').executeTakeFirst();
  return row ? toApplication(row) : null;
}

/** The partial unique index that allows one pending application per person. */
export const ONE_PENDING_INDEX = 'moderator_applications_one_pending_idx';

export async function insertApplication(
  db: Kysely<Database>,
  input: { userId: string; departmentId: string; level: number; reason: string },
  now: Date,
): Promise<string> {
  const { id } = await db
    .insertInto('moderator_applications')
    .values({ user_id: input.userId, department_id: input.departmentId, level: input.level, reason: input.reason, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
