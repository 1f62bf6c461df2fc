// GET /blogs as everyone but a post's author sees it (approved posts, newest first): the same
// page for every student, so its total and rows are kept LIST_CACHE_TTL_MS per filters and page,
// and each request reads only what is the asker's or moves all the time: their like, and the
// likes and views counters, for the page's ten posts (by primary keys, one statement for all the
// requests of a turn of the event loop: blog-fresh.ts). What a kept
// page may show stale for the TTL: an author's renamed name. Never stale: a post approved,
// rejected or deleted (every decision and delete clears the material lists' channel on every
// server after it commits, and these with it), and the asker's own like and the counters.
// `mine=true` (the asker's posts in every status) is never kept.
import { sql, type Kysely } from 'kysely';
import { freshParts } from './blog-fresh.ts';
import type { Blog, Paged } from '@lectern/shared-api/contract';
import { BusClearedCache } from '../../platform/cache/bus-cleared-cache.ts';
import type { InvalidationBus } from '../../platform/cache/invalidation.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/schema.ts';
import { paginationOf } from '../../platform/db/pagination.ts';
import { LIST_CACHE_CHANNEL, LIST_CACHE_TTL_MS } from '../materials/index.ts';
import { blogPage, listCondition, selectBlogColumns, toBlog, type BlogListFilters, type BlogRow, type BlogViewer } from './blogs-repository.ts';

type SharedRow = Omit<BlogRow, 'is_liked'>;
/** Totals kept (small numbers). */
const MAX_TOTALS = 1000;
/** Pages are weighed by their posts (a post carries its body: up to a few KB): at most this many kept. */
const MAX_POSTS = 5000;

export interface BlogLists {
  page(viewer: BlogViewer, filters: BlogListFilters, page: number, limit: number): Promise<Paged<Blog>>;
}

export function blogLists(db: Kysely<Database>, clock: Clock, bus: InvalidationBus): BlogLists {
  const shared = { clock, ttlMs: LIST_CACHE_TTL_MS, bus, channels: [LIST_CACHE_CHANNEL] };
  const totals = new BusClearedCache<number>({ ...shared, maxWeight: MAX_TOTALS });
  const pages = new BusClearedCache<SharedRow[]>({ ...shared, maxWeight: MAX_POSTS, weigh: (rows) => rows.length });
  return {
    async page(viewer, filters, page, limit) {
      if (filters.mine) return blogPage(db, viewer, filters, page, limit);
      const where = listCondition(viewer, filters);
      const key = JSON.stringify([filters.type ?? '', filters.query?.trim() ?? '']);
      const n = await totals.get(key, async () => (await db.selectFrom('blogs as b').select(sql<number>`count(*)::int`.as('n')).where(where).executeTakeFirstOrThrow()).n);
      const rows =
        n === 0
          ? []
          : await pages.get(JSON.stringify([key, page, limit]), () =>
              selectBlogColumns(db).where(where).orderBy('b.created_at', 'desc').orderBy('b.id', 'desc').limit(limit).offset((page - 1) * limit).execute(),
            );
      const fresh = await freshParts(db, viewer.id, rows.map((row) => row.id));
      // A post gone since the page was kept is left out (its delete is clearing the page).
      const data = rows.flatMap((row) => {
        const now = fresh.get(row.id);
        return now ? [toBlog({ ...row, ...now }, viewer)] : [];
      });
      return { data, pagination: paginationOf(page, limit, n) };
    },
  };
}
