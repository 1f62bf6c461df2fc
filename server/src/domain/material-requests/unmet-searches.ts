// Searches that found nothing (GET /materials: no result on page 1, after any closer spelling),
// counted per UTC day, course and words, so staff see what students look for and cannot find.
// Who searched is never stored: a row is a count, nothing more. The course is the search's course
// filter, else the one course its words name (by code or title, as the search read them), else a
// course code written in the words ("CSC 204 past questions"), else none.
import { sql, type Kysely } from 'kysely';
import { courseCodeIn, UNMET_SEARCH_DAYS } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import { deleteInBatches } from '../../platform/db/delete-in-batches.ts';
import { searchKey } from './request-text.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day of a moment (YYYY-MM-DD). */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/** The first day the overview counts, `UNMET_SEARCH_DAYS` days up to `now`'s, today included. */
export const firstCountedDay = (now: Date): string => utcDay(new Date(now.getTime() - (UNMET_SEARCH_DAYS - 1) * DAY_MS));

/** The course a search is about: the one given (when it is a course), else the course of a code in its words. */
async function courseOfSearch(db: Kysely<Database>, query: string, courseId: string | undefined): Promise<string | null> {
  if (courseId) return (await db.selectFrom('courses').select('id').where('id', '=', courseId).executeTakeFirst())?.id ?? null;
  const code = courseCodeIn(query);
  if (!code) return null;
  return (await db.selectFrom('courses').select('id').where('code_key', '=', code).executeTakeFirst())?.id ?? null;
}

/** Counts one search that found nothing; words of no letter or digit are not counted. */
export async function recordUnmetSearch(db: Kysely<Database>, search: { query: string; courseId?: string }, now: Date): Promise<void> {
  const query = searchKey(search.query);
  if (!query) return;
  const courseId = await courseOfSearch(db, search.query, search.courseId);
  const counted = sql<number>`unmet_searches.searches + 1`;
  await db
    .insertInto('unmet_searches')
    .values({ day: utcDay(now), course_id: courseId, query })
    .onConflict((oc) =>
      courseId === null
        ? oc.columns(['day', 'query']).where('course_id', 'is', null).doUpdateSet({ searches: counted })
        : oc.columns(['day', 'course_id', 'query']).where('course_id', 'is not', null).doUpdateSet({ searches: counted }),
    )
    .execute();
}

/** Housekeeping: counts older than the overview reads are of no use. */
export async function deleteOldUnmetSearches(db: Kysely<Database>, now: Date, batchRows?: number): Promise<void> {
  const before = firstCountedDay(now);
  await deleteInBatches(
    (limit) =>
      db
        .deleteFrom('unmet_searches')
        .where(({ eb, refTuple, selectFrom }) =>
          eb(refTuple('day', 'query'), 'in', selectFrom('unmet_searches').select(['day', 'query']).where('day', '<', before).limit(limit).$asTuple('day', 'query')),
        )
        .executeTakeFirst(),
    batchRows,
  );
}
