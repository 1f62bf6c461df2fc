// One page of materials under a condition, with its total: the engine of every material list.
// Conditions are SQL over `materials m` (isListedFor / canOpen plus the list's own).
import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { MATERIAL_LIST_TOTAL_MAX, type Material, type Paged } from '@lectern/shared-api/contract';
import type { Database } from '../../db/schema.ts';
import { paginationOf } from '../../schemas/paged.ts';
import type { ListCache } from './list-cache.ts';
import { canOpen, type Viewer } from './material-access.ts';
import { selectMaterials, toMaterial } from './material-read.ts';

/** Which materials, in which order: their ids, limited to `take` rows from the first. */
export interface CachedAs {
  store: ListCache;
  key: string;
}

export type PageSource = (take: number) => RawBuilder<{ id: string }>;

export interface MaterialPageRequest {
  /** The condition the total counts. */
  where: Expression<SqlBool>;
  /** The page's rows: by default `where` in `order`; recommendations merge ranked tiers. */
  order?: RawBuilder<unknown>;
  source?: PageSource;
  page: number;
  limit: number;
  /**
   * Shared lists keep their pages' ids and totals a few seconds (list-cache.ts) under `key`,
   * which names the list and everything it depends on but the page; one's own lists are not kept.
   */
  cache?: CachedAs;
}

/**
 * How many materials meet `where`, counted up to MATERIAL_LIST_TOTAL_MAX: a broad search over
 * a large catalogue (every listed material) would otherwise read every matching row. Below
 * the cap the count is exact.
 */
export async function countMaterials(db: Kysely<Database>, where: Expression<SqlBool>, cache?: CachedAs): Promise<number> {
  const query = db
    .selectFrom((eb) => eb.selectFrom('materials as m').select(sql`1`.as('one')).where(where).limit(MATERIAL_LIST_TOTAL_MAX).as('matched'))
    .select(sql<number>`count(*)::int`.as('n'));
  const run = async () => (await query.executeTakeFirstOrThrow()).n;
  if (!cache) return run();
  return cache.store.total(cache.key, run);
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
 * The page: the source's first `offset + limit` ids, numbered and cut to the page (kept a few
 * seconds for shared lists), then only those rows, read fresh, checked again against what the
 * viewer may open, and joined to their uploader, course and the asker's marks.
 */
export async function materialPage(db: Kysely<Database>, viewer: Viewer, request: MaterialPageRequest): Promise<Paged<Material>> {
  const { where, page, limit, cache } = request;
  const offset = (page - 1) * limit;
  // Counted first: below the cap it says the matches are few, which decides how to find them
  // (a total a few seconds old only makes that choice slower, never the answer wrong).
  const total = await countMaterials(db, where, cache && { store: cache.store, key: `${cache.key}\ntotal` });
  const order = request.order ?? sql`m.id`;
  const source = request.source ?? (total < MATERIAL_LIST_TOTAL_MAX ? collectedSource(where, order) : orderedSource(where, order));
  // row_number() over () numbers the rows in the order the limited, ordered source gives them.
  const idsQuery = sql<{ id: string }>`select p.id from (select s.id, row_number() over () as position
    from (${source(offset + limit)}) s) p where p.position > ${offset} order by p.position`;
  const findIds = async () => (await idsQuery.execute(db)).rows.map((row) => row.id);
  const ids = cache ? await cache.store.pageIds(`${cache.key}\n${page}/${limit}`, findIds) : await findIds();
  // Access only, not the whole condition: kept ids are at most seconds old, and a material
  // closed to the viewer since then must still not be shown.
  const rows = ids.length === 0 ? [] : await selectMaterials(db, viewer).where(canOpen(viewer)).where('m.id', '=', sql<string>`any(${ids}::uuid[])`).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  // In the page's order; a row gone since its ids were kept (hidden, made private) is left out.
  const inOrder = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toMaterial(row, viewer)] : [];
  });
  return { data: inOrder, pagination: paginationOf(page, limit, Math.min(total, MATERIAL_LIST_TOTAL_MAX)) };
}
