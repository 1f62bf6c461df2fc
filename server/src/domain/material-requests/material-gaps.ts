// GET /review/material-gaps (the portal's overview): the open requests most asked for, and per
// course the searches that found nothing over the last UNMET_SEARCH_DAYS days, most repeated first.
import { sql, type Kysely } from 'kysely';
import { MOST_ASKED_SHOWN, UNMET_SEARCH_COURSES_SHOWN, UNMET_SEARCH_QUERIES_SHOWN, type MaterialGaps, type UnmetSearchCourse } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import { firstCountedDay } from './unmet-searches.ts';

export async function materialGaps(db: Kysely<Database>, now: Date): Promise<MaterialGaps> {
  const since = firstCountedDay(now);
  const [mostAsked, courses, queries] = await Promise.all([
    db
      .selectFrom('material_requests as r')
      .innerJoin('courses as c', 'c.id', 'r.course_id')
      .select(['r.id', 'r.text', 'r.askers', 'r.created_at', 'c.id as course_id', 'c.course_code', 'c.course_name'])
      .where('r.status', '=', 'open')
      .orderBy('r.askers', 'desc')
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id')
      .limit(MOST_ASKED_SHOWN)
      .execute(),
    // The courses with the most searches that found nothing (a null course: searches naming none).
    db
      .selectFrom('unmet_searches as u')
      .leftJoin('courses as c', 'c.id', 'u.course_id')
      .select(['u.course_id', 'c.course_code', 'c.course_name', sql<number>`sum(u.searches)::int`.as('searches')])
      .where('u.day', '>=', since)
      .groupBy(['u.course_id', 'c.course_code', 'c.course_name'])
      .orderBy('searches', 'desc')
      .orderBy('c.course_code')
      .limit(UNMET_SEARCH_COURSES_SHOWN)
      .execute(),
    // Each course's most repeated searches, ranked within the course.
    db
      .selectFrom((eb) =>
        eb
          .selectFrom('unmet_searches')
          .select([
            'course_id',
            'query',
            sql<number>`sum(searches)::int`.as('searches'),
            sql<number>`row_number() over (partition by course_id order by sum(searches) desc, query)`.as('place'),
          ])
          .where('day', '>=', since)
          .groupBy(['course_id', 'query'])
          .as('ranked'),
      )
      .select(['course_id', 'query', 'searches'])
      .where('place', '<=', UNMET_SEARCH_QUERIES_SHOWN)
      .orderBy('place')
      .execute(),
  ]);

  const unmetSearches: UnmetSearchCourse[] = courses.map((row) => ({
    course: row.course_id && row.course_code && row.course_name ? { id: row.course_id, courseCode: row.course_code, courseName: row.course_name } : null,
    searches: Number(row.searches),
    queries: queries.filter((query) => query.course_id === row.course_id).map((query) => ({ query: query.query, searches: Number(query.searches) })),
  }));
  return {
    since,
    mostAsked: mostAsked.map((row) => ({
      id: row.id,
      course: { id: row.course_id, courseCode: row.course_code, courseName: row.course_name },
      text: row.text,
      askers: Number(row.askers),
      createdAt: new Date(row.created_at).toISOString(),
    })),
    unmetSearches,
  };
}
