// One page of materials under a condition, with its total: the engine of every material list.
// Conditions are SQL over `materials m` (isListedFor / canOpen plus the list's own).
import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { MATERIAL_LIST_TOTAL_MAX, type Material, type Paged } from '@lectern/shared-api/contract';
import type { Database } from '../../db/schema.ts';
import { paginationOf } from '../../schemas/paged.ts';
import type { CountCache } from './count-cache.ts';
import type { Viewer } from './material-access.ts';
import { selectMaterials, toMaterial } from './material-read.ts';

/** Which materials, in which order: their ids, limited to `take` rows from the first. */
export type PageSource = (take: number) => RawBuilder<{ id: string }>;

export interface MaterialPageRequest {
  /** The condition the total counts. */
  where: Expression<SqlBool>;
  /** The page's rows: by default `where` in `order`; recommendations merge ranked tiers. */
  order?: RawBuilder<unknown>;
  source?: PageSource;
  page: number;
  limit: number;
  /** Shared lists keep their totals a few seconds (count-cache.ts); one's own lists do not. */
  counts?: CountCache;
}

/**
 * How many materials meet `where`, counted up to MATERIAL_LIST_TOTAL_MAX: a broad search over
 * a large catalogue (every listed material) would otherwise read every matching row. Below
 * the cap the count is exact.
 */
export async function countMaterials(db: Kysely<Database>, where: Expression<SqlBool>, counts?: CountCache): Promise<number> {
  const query = db
    .selectFrom((eb) => eb.selectFrom('materials as m').select(sql`1`.as('one')).where(where).limit(MATERIAL_LIST_TOTAL_MAX).as('matched'))
    .select(sql<number>`count(*)::int`.as('n'));
  const run = async () => (await query.executeTakeFirstOrThrow()).n;
  if (!counts) return run();
  const compiled = query.compile();
  return counts.get(`${compiled.sql}\n${JSON.stringify(compiled.parameters)}`, run);
}

export function orderedSource(where: Expression<SqlBool>, order: RawBuilder<unknown>): PageSource {
  return (take) => sql<{ id: string }>`select m.id from materials m where ${where} order by ${order} limit ${take}`;
}

/**
 * For a condition known to match few rows: collect them all through the condition's own
 * indexes (the text's GIN index, a course's ids), then order. The planner, left to itself,
 * cannot know how few a prefix search matches and may walk the whole date index instead.
 */
function collectedSource(where: Expression<SqlBool>, order: RawBuilder<unknown>): PageSource {
  return (take) => sql<{ id: string }>`with matched as materialized (
      select m.id, m.label, m.created_at, m.downloads from materials m where ${where})
    select m.id from matched m order by ${order} limit ${take}`;
}

/**
 * The page in one query: the source's first `offset + limit` ids, numbered, cut to the page,
 * and only those rows joined to their uploader, course and the asker's marks.
 */
export async function materialPage(db: Kysely<Database>, viewer: Viewer, request: MaterialPageRequest): Promise<Paged<Material>> {
  const { where, page, limit } = request;
  const offset = (page - 1) * limit;
  // Counted first: below the cap it says the matches are few, which decides how to find them
  // (a total a few seconds old only makes that choice slower, never the answer wrong).
  const total = await countMaterials(db, where, request.counts);
  const order = request.order ?? sql`m.id`;
  const source = request.source ?? (total < MATERIAL_LIST_TOTAL_MAX ? collectedSource(where, order) : orderedSource(where, order));
  // row_number() over () numbers the rows in the order the limited, ordered source gives them.
  const numbered = sql<{ id: string; position: number }>`(select s.id, row_number() over () as position
    from (${source(offset + limit)}) s)`;
  // Always asked, even past a (possibly seconds-old) total: the rows are never stale.
  const rows = await selectMaterials(db, viewer)
    .innerJoin(numbered.as('page'), 'page.id', 'm.id')
    .where('page.position', '>', offset)
    .orderBy('page.position')
    .execute();
  return { data: rows.map((row) => toMaterial(row, viewer)), pagination: paginationOf(page, limit, Math.min(total, MATERIAL_LIST_TOTAL_MAX)) };
}
