// Recommendations: listed materials ranked for the student's department and level
// (docs/api-contract.md). Materials of courses their department takes at their level come first,
// then the rest of their department's, each by popularity (downloads) then recency. With no
// department, no match, or ignorePreference, everything listed by popularity then recency: never
// empty while anything is listed. A sort, when given, replaces the ranking.
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { MaterialListPage, MaterialSort } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import type { ListCache } from './list-cache.ts';
import { audienceOf, isListedFor } from './material-access.ts';
import type { Viewer } from '../users/index.ts';
import { countMaterials, materialPage } from './material-lists.ts';
import { orderedSource, POPULAR_THEN_RECENT, tieredSource, type PageSource } from './page-sources.ts';
import { materialFilters, materialOrder, type MaterialFilters } from './search-filters.ts';

export interface Preference {
  departmentId: string | null;
  level: number | null;
}

export interface RecommendationOptions {
  page: number;
  limit: number;
  ignorePreference: boolean;
  filters: MaterialFilters;
  sort?: MaterialSort;
  cache?: ListCache;
}


export async function recommendMaterials(db: Kysely<Database>, viewer: Viewer, preference: Preference, options: RecommendationOptions): Promise<MaterialListPage> {
  const listed = sql<SqlBool>`${isListedFor(viewer)} and ${materialFilters(options.filters)}`;
  const { page, limit } = options;
  // Everything the ranking depends on but the page: who is asking (their audience), their preference, the query.
  const key = `recommended\n${audienceOf(viewer)}\n${JSON.stringify({ preference, ignore: options.ignorePreference, filters: options.filters, sort: options.sort })}`;
  const cached = (list: string) => options.cache && { store: options.cache, key: `${key}\n${list}` };
  if (!options.ignorePreference && preference.departmentId) {
    const department = preference.departmentId;
    const departmentCourses = sql`array(select dc.course_id from department_courses dc
      where dc.department_id = ${department} and dc.review_status = 'approved')`;
    const ofDepartment = sql<SqlBool>`${listed} and m.course_id = any(${departmentCourses})`;
    // The same total the department's page then shows (one count, kept under one key).
    if ((await countMaterials(db, ofDepartment, cached('department'))) > 0) {
      let source: PageSource;
      if (options.sort) {
        source = orderedSource(ofDepartment, materialOrder(options.sort));
      } else if (preference.level === null) {
        source = orderedSource(ofDepartment, POPULAR_THEN_RECENT);
      } else {
        const levelCourses = sql`array(select dl.course_id from department_courses dl
          where dl.department_id = ${department} and dl.level = ${preference.level} and dl.review_status = 'approved')`;
        source = tieredSource(
          sql<SqlBool>`${ofDepartment} and m.course_id = any(${levelCourses})`,
          sql<SqlBool>`${ofDepartment} and not (m.course_id = any(${levelCourses}))`,
        );
      }
      return materialPage(db, viewer, { where: ofDepartment, source, page, limit, cache: cached('department') });
    }
  }
  return materialPage(db, viewer, { where: listed, order: options.sort ? materialOrder(options.sort) : POPULAR_THEN_RECENT, page, limit, cache: cached('everything') });
}
