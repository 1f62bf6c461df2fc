// Which materials a list's page shows, and in which order: the shapes a page's source takes and
// the ways of building one. material-lists.ts picks among them; a list with an order of its own
// (recommendations' tiers, a broad search's relevanceIds) brings its source in one of these shapes.
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';

/** Which materials, in which order: their ids, limited to `take` rows from the first. */
export type PageSource = (take: number) => RawBuilder<{ id: string }>;

/** The same found by queries of its own: the first `take` ids, in order. */
export type IdSource = (take: number) => Promise<string[]>;

/** Ids already found, as a source in their order. */
export function listedIds(ids: string[]): PageSource {
  return () => sql<{ id: string }>`select u.id from unnest(${ids}::uuid[]) with ordinality as u(id, n) order by u.n`;
}

export function orderedSource(where: Expression<SqlBool>, order: RawBuilder<unknown>): PageSource {
  return (take) => sql<{ id: string }>`select m.id from materials m where ${where} order by ${order} limit ${take}`;
}

/**
 * For a condition known to match few rows: collect them all through the condition's own
 * indexes (the text's GIN index, a course's ids), then order. The planner, left to itself,
 * cannot know how few a prefix search matches and may walk the whole date index instead.
 */
export function collectedSource(where: Expression<SqlBool>, order: RawBuilder<unknown>): PageSource {
  // The few matched rows are then read again by id, whatever columns the order needs.
  return (take) => sql<{ id: string }>`with matched as materialized (select m.id from materials m where ${where})
    select m.id from materials m where m.id = any(array(select id from matched)) order by ${order} limit ${take}`;
}

/** Ids already matched (fewer than MATERIAL_LIST_TOTAL_MAX), put in the list's order. */
export function orderedIds(ids: string[], order: RawBuilder<unknown>): PageSource {
  return (take) => sql<{ id: string }>`select m.id from materials m where m.id = any(${ids}::uuid[]) order by ${order} limit ${take}`;
}

// The order of materials_listed_downloads_idx, so each tier is an index walk.
export const POPULAR_THEN_RECENT = sql`m.downloads desc, m.created_at desc, m.id desc`;

/**
 * A first tier, then a second (recommendations: the student's level, then the rest of their
 * department; related materials: the same course, then the department's other courses): each
 * takes its own first rows by popularity then recency, then they merge, the first tier first.
 */
export function tieredSource(first: RawBuilder<SqlBool>, second: RawBuilder<SqlBool>): PageSource {
  return (take) => sql<{ id: string }>`select t.id from (
      (select m.id, 0 as tier, m.downloads, m.created_at from materials m where ${first} order by ${POPULAR_THEN_RECENT} limit ${take})
      union all
      (select m.id, 1 as tier, m.downloads, m.created_at from materials m where ${second} order by ${POPULAR_THEN_RECENT} limit ${take})
    ) t order by t.tier, t.downloads desc, t.created_at desc, t.id desc limit ${take}`;
}
