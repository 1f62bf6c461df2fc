// The student area's own material lists as SQL: listed (search and recent), saved, and one's own
// uploads. Each is a page of materialPage; the listed one is shared by an audience, so cached.
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { PAGE_SIZE_DEFAULT, SEARCH_FEW_RESULTS, type MaterialListPage, type MaterialSearchQuery, type MaterialSort } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import type { Viewer } from '../users/index.ts';
import type { ListCache } from './list-cache.ts';
import { audienceOf, canOpen, isListedFor } from './material-access.ts';
import { materialPage } from './material-lists.ts';
import { searchedCourses, searchedCoursesKey } from './course-names.ts';
import { headingMatch, materialFilters, materialOrder, relevanceIds, relevanceOrder, searchWords, type MaterialFilters, type NamedCourses } from './search-filters.ts';
import { closerSpelling } from './spelling.ts';

/**
 * A search of the listed materials without a sort is in order of relevance (the courses its
 * words name by their titles first, then heading matches); any search's results carry their snippets.
 */
function searchOrder(db: Kysely<Database>, listed: Expression<SqlBool>, filters: MaterialFilters, sort: MaterialSort | undefined, named: NamedCourses | null) {
  const text = filters.query?.trim();
  if (!text) return { order: materialOrder(sort) };
  const others = sql<SqlBool>`${listed} and ${materialFilters({ ...filters, query: undefined })}`;
  // Heading matches are text matches too (search_vector holds the heading), from a small index.
  const cheapPart = sql<SqlBool>`${others} and ${headingMatch(text, named)}`;
  if (sort) return { order: materialOrder(sort), snippetsOf: text, named, cheapPart };
  return { order: relevanceOrder(text, named), broadIds: relevanceIds(db, others, text, named), snippetsOf: text, named, cheapPart };
}

/** The text searched within one's own list (saved, mine), whose order stays the list's. */
const snippetsOf = (filters: MaterialFilters) => filters.query?.trim() || undefined;

/**
 * Search and recent: listed materials with the filters, sort (newest, or most relevant for a
 * search) and page. A search that finds few, unless `exact`, is answered for closer spellings of
 * its words when they find more, and says so (`spelling`).
 */
export async function listedMaterials(db: Kysely<Database>, viewer: Viewer, request: MaterialSearchQuery, listCache: ListCache): Promise<MaterialListPage> {
  const { exact, ...search } = request;
  const asTyped = await listedPage(db, viewer, search, listCache);
  const typed = search.query?.trim();
  if (exact || !typed || asTyped.pagination.total >= SEARCH_FEW_RESULTS) return asTyped;
  const closer = await listCache.spelling(searchWords(typed).join(' '), () => closerSpelling(db, typed));
  if (!closer) return asTyped;
  const corrected = await listedPage(db, viewer, { ...search, query: closer }, listCache);
  if (corrected.pagination.total <= asTyped.pagination.total) return asTyped;
  return { ...corrected, spelling: { searched: closer, typed } };
}

/**
 * One search's page. Words naming a course (its whole code, or its whole title among them)
 * find its materials, and the page shows the course before them (`courses`).
 */
async function listedPage(db: Kysely<Database>, viewer: Viewer, request: Omit<MaterialSearchQuery, 'exact'>, listCache: ListCache): Promise<MaterialListPage> {
  const { page = 1, limit, sort, ...filters } = request;
  const text = filters.query?.trim();
  const searched = text ? await listCache.searchedCourses(searchedCoursesKey(text), () => searchedCourses(db, text)) : null;
  const named = searched?.named ?? null;
  const listed = isListedFor(viewer);
  const where = sql<SqlBool>`${listed} and ${materialFilters(filters, named)}`;
  const cache = { store: listCache, key: `listed\n${audienceOf(viewer)}\n${JSON.stringify({ ...filters, sort })}` };
  const found = await materialPage(db, viewer, { where, ...searchOrder(db, listed, filters, sort, named), page, limit: limit ?? PAGE_SIZE_DEFAULT, cache });
  return searched && searched.shown.length > 0 ? { ...found, courses: searched.shown } : found;
}

/** What `viewer` saved and may still open, newest saved first unless sorted. */
export function savedMaterials(db: Kysely<Database>, viewer: Viewer, request: MaterialSearchQuery): Promise<MaterialListPage> {
  const { page = 1, limit, sort, ...filters } = request;
  const savedAt = sql`(select s.created_at from saved_materials s where s.material_id = m.id and s.user_id = ${viewer.id})`;
  const where = sql<SqlBool>`m.id in (select s.material_id from saved_materials s where s.user_id = ${viewer.id})
    and ${canOpen(viewer)} and ${materialFilters(filters)}`;
  const order = sort ? materialOrder(sort) : sql`${savedAt} desc, m.id desc`;
  return materialPage(db, viewer, { where, order, snippetsOf: snippetsOf(filters), page, limit: limit ?? PAGE_SIZE_DEFAULT });
}

/** `viewer`'s own uploads in every review status. */
export function uploadedMaterials(db: Kysely<Database>, viewer: Viewer, request: MaterialSearchQuery): Promise<MaterialListPage> {
  const { page = 1, limit, sort, ...filters } = request;
  const where = sql<SqlBool>`m.uploader_id = ${viewer.id} and ${materialFilters(filters)}`;
  return materialPage(db, viewer, { where, order: materialOrder(sort), snippetsOf: snippetsOf(filters), page, limit: limit ?? PAGE_SIZE_DEFAULT });
}
