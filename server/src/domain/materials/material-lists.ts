// One page of materials under a condition, with its total: the engine of every material list.
// Conditions are SQL over `materials m` (isListedFor / canOpen plus the list's own).
import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { MATERIAL_LIST_TOTAL_MAX, type MaterialListPage, type MaterialSnippet } from '@lectern/shared-api/contract';
import { snippetsFor } from './snippets.ts';
import type { NamedCourses } from './search-filters.ts';
import type { Database } from '../../platform/db/schema.ts';
import { paginationOf } from '../../platform/db/pagination.ts';
import type { ListCache, ListPage } from './list-cache.ts';
import { memberOfCourse } from './material-access.ts';
import { isStaff, type Viewer } from '../users/index.ts';
import { marksOf } from './material-marks.ts';
import { cardToMaterial, selectMaterialCards, type MaterialCard } from './material-read.ts';
import { collectedSource, listedIds, orderedIds, orderedSource, type IdSource, type PageSource } from './page-sources.ts';

export interface CachedAs {
  store: ListCache;
  /** The list and everything it depends on but the page, its audience (audienceOf) included. */
  key: string;
}

export interface MaterialPageRequest {
  /** The condition the total counts. */
  where: Expression<SqlBool>;
  /** The page's rows: by default `where` in `order`; recommendations merge ranked tiers. */
  order?: RawBuilder<unknown>;
  source?: PageSource;
  /** The page's ids, in order, when `where` matches MATERIAL_LIST_TOTAL_MAX or more (a search's: relevanceIds). */
  broadIds?: IdSource;
  /**
   * Part of `where` (every row it holds meets `where`) that a small index counts: when it alone
   * holds more than MATERIAL_LIST_TOTAL_MAX, the total is "1,000+" without counting `where` (a
   * search's heading matches: a title word's count then never reads the text index).
   */
  cheapPart?: Expression<SqlBool>;
  page: number;
  limit: number;
  /**
   * Shared lists, whose condition depends on the asker's audience only (isListedFor), keep
   * their pages' cards and totals a few seconds (list-cache.ts); one's own lists (saved,
   * mine) are not kept.
   */
  cache?: CachedAs;
  /** A search's text: each material whose file holds the words gets its snippet. */
  snippetsOf?: string;
  /** The courses the search's words name by their titles: their materials' headings say why they are there. */
  named?: NamedCourses | null;
}

/**
 * How many materials meet `where`, counted up to one past MATERIAL_LIST_TOTAL_MAX (so a page can
 * say "1,000+" rather than a round 1,000): a broad search over a large catalogue (every listed
 * material) would otherwise read every matching row. Below that the count is exact. Kept with the list's pages (one total per list, whatever the
 * page), so asking first whether a list is empty costs nothing more when it is then read.
 */
export async function countMaterials(db: Kysely<Database>, where: Expression<SqlBool>, cache?: CachedAs): Promise<number> {
  return (await matchedMaterials(db, where, cache)).total;
}

interface Matched {
  total: number;
  /** The matches' ids when counted here just now and fewer than MATERIAL_LIST_TOTAL_MAX; absent when the total was kept. */
  ids?: string[];
}

async function countUpToCap(db: Kysely<Database>, where: Expression<SqlBool>): Promise<number> {
  const matched = db.selectFrom('materials as m').select(sql`1`.as('one')).where(where).limit(MATERIAL_LIST_TOTAL_MAX + 1).as('matched');
  return (await db.selectFrom(matched).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;
}

/**
 * countMaterials' count, and the ids it read on the way: a page of few matches is then ordered
 * from them, rather than found by the same search a second time (the text index read twice).
 */
async function matchedMaterials(db: Kysely<Database>, where: Expression<SqlBool>, cache?: CachedAs, cheapPart?: Expression<SqlBool>): Promise<Matched> {
  let ids: string[] | undefined;
  const run = async () => {
    if (cheapPart && (await countUpToCap(db, cheapPart)) > MATERIAL_LIST_TOTAL_MAX) return MATERIAL_LIST_TOTAL_MAX + 1;
    const matched = db.selectFrom('materials as m').select('m.id').where(where).limit(MATERIAL_LIST_TOTAL_MAX + 1).as('matched');
    const { found } = await db
      .selectFrom(matched)
      .select(sql<string[]>`coalesce(array_agg(matched.id), '{}')`.as('found'))
      .executeTakeFirstOrThrow();
    ids = found.length < MATERIAL_LIST_TOTAL_MAX ? found : undefined;
    return found.length;
  };
  const total = cache ? await cache.store.total(`${cache.key}\ntotal`, run) : await run();
  return ids ? { total, ids } : { total };
}

/**
 * Membership as the whole audience has it (the cards are shared within it): a student's
 * department. Staff form one audience whatever their department, and their access never
 * depends on membership (fileAccess), so theirs is left false.
 */
function audienceMembership(viewer: Viewer): Expression<SqlBool> {
  return isStaff(viewer) ? sql<SqlBool>`false` : memberOfCourse(viewer);
}

/**
 * The page's cards in one query: the source's first `offset + limit` ids, numbered in the
 * order it gives them (row_number() over () of the limited, ordered source), cut to the
 * page, joined to their uploader and course.
 */
async function pageCards(db: Kysely<Database>, viewer: Viewer, source: PageSource, offset: number, limit: number): Promise<MaterialCard[]> {
  const numbered = sql<{ id: string; position: number }>`(select s.id, row_number() over () as position from (${source(offset + limit)}) s)`;
  return selectMaterialCards(db)
    .select(sql<boolean>`${audienceMembership(viewer)}`.as('viewer_is_member'))
    .innerJoin(numbered.as('p'), 'p.id', 'm.id')
    .where('p.position', '>', offset)
    .orderBy('p.position')
    .execute();
}

const NO_SNIPPETS: ReadonlyMap<string, MaterialSnippet> = new Map();

/** The snippets of a search's page, made once with its cards (and kept with them for shared lists). */
function pageSnippets(db: Kysely<Database>, cards: MaterialCard[], text: string | undefined, named: NamedCourses | null | undefined): Promise<ReadonlyMap<string, MaterialSnippet>> {
  return text ? snippetsFor(db, cards.map((card) => card.id), text, named) : Promise.resolve(NO_SNIPPETS);
}

/**
 * The page: its total, cards and snippets (kept a few seconds for shared lists, per audience),
 * then the asker's own saved/liked marks among them, always read fresh.
 */
export async function materialPage(db: Kysely<Database>, viewer: Viewer, request: MaterialPageRequest): Promise<MaterialListPage> {
  const { where, page, limit, cache } = request;
  const offset = (page - 1) * limit;
  // Counted first (once per list, whatever the page): below the cap it says the matches are
  // few, which decides how to find them (a total a few seconds old only makes that choice
  // slower, never the page wrong).
  const { total, ids } = await matchedMaterials(db, where, cache, request.cheapPart);
  const order = request.order ?? sql`m.id`;
  const { broadIds } = request;
  const source = async (): Promise<PageSource> => {
    if (request.source) return request.source;
    if (ids) return orderedIds(ids, order);
    if (total < MATERIAL_LIST_TOTAL_MAX) return collectedSource(where, order);
    return broadIds ? listedIds(await broadIds(offset + limit)) : orderedSource(where, order);
  };
  const find = async (): Promise<ListPage> => {
    const cards = await pageCards(db, viewer, await source(), offset, limit);
    return { cards, snippets: await pageSnippets(db, cards, request.snippetsOf, request.named) };
  };
  const { cards, snippets } = cache ? await cache.store.page(`${cache.key}\n${page}/${limit}`, find) : await find();
  const marks = await marksOf(db, viewer.id, cards.map((card) => card.id));
  return {
    data: cards.map((card) => ({ ...cardToMaterial(card, marks, viewer), snippet: snippets.get(card.id) ?? null })),
    pagination: paginationOf(page, limit, Math.min(total, MATERIAL_LIST_TOTAL_MAX)),
    totalCapped: total > MATERIAL_LIST_TOTAL_MAX,
    spelling: null,
  };
}
