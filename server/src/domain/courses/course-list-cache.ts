// The students' course lists (GET /courses: approved courses and approved department links), kept
// for LIST_CACHE_TTL_MS per page and filters: every student is shown exactly the same page, so
// 10,000 students paging through courses cost one count and one read per page every few seconds,
// not four statements each. Everything a student's list shows changes only through an approval, a
// staff edit or a removal, and each of those clears the material lists (LIST_CACHE_CHANNEL) on
// every server after it commits (routes/review, routes/courses/create.ts and manage.ts), which
// clears this too. Staff lists (pending courses, fresh proposals) are never kept.
import type { Kysely } from 'kysely';
import type { Course, Paged } from '@lectern/shared-api/contract';
import { BusClearedCache } from '../../platform/cache/bus-cleared-cache.ts';
import type { InvalidationBus } from '../../platform/cache/invalidation.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/schema.ts';
import { LIST_CACHE_CHANNEL, LIST_CACHE_TTL_MS } from '../materials/index.ts';
import { listCourses, type CourseListOptions } from './courses-repository.ts';

/** Pages are weighed by their courses: at most this many kept (a course is a few hundred bytes). */
const MAX_COURSES = 20_000;

export interface CourseLists {
  /** As listCourses; a student's page may come from memory. */
  list(options: CourseListOptions): Promise<Paged<Course>>;
}

export function courseLists(db: Kysely<Database>, clock: Clock, bus: InvalidationBus): CourseLists {
  const pages = new BusClearedCache<Paged<Course>>({
    clock,
    ttlMs: LIST_CACHE_TTL_MS,
    maxWeight: MAX_COURSES,
    bus,
    channels: [LIST_CACHE_CHANNEL],
    weigh: (page) => page.data.length,
  });
  return {
    list(options) {
      if (options.staff) return listCourses(db, options);
      const key = JSON.stringify([options.page, options.limit, options.departmentId ?? null, options.level ?? null, options.query?.trim() ?? '', options.withDepartments]);
      return pages.get(key, () => listCourses(db, options));
    },
  };
}
