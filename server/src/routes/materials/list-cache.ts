// The shared material lists (search, recent, recommendations) keep, for a few seconds, which
// materials a page holds and the list's total: the same search typed by many students, or paged
// through, then costs one small query for the rows (by id, access checked again) instead of a
// text search and a count. The rows themselves, their access and the asker's marks are always
// read fresh. A material approved, hidden or deleted through this server clears the cache at
// once (`clear()`); another server behind the same database follows within LIST_CACHE_TTL_MS.
import { TtlCache } from '../../cache/ttl-cache.ts';
import type { Clock } from '../../clock.ts';

export const LIST_CACHE_TTL_MS = 10_000;
const MAX_ENTRIES = 5000;

export class ListCache {
  private totals: TtlCache<number>;
  private pages: TtlCache<string[]>;

  constructor(private readonly clock: Clock) {
    this.totals = new TtlCache(clock, LIST_CACHE_TTL_MS, MAX_ENTRIES);
    this.pages = new TtlCache(clock, LIST_CACHE_TTL_MS, MAX_ENTRIES);
  }

  /** The total under `key` (the compiled count query), or `count()`'s answer. */
  total(key: string, count: () => Promise<number>): Promise<number> {
    return this.totals.get(key, count);
  }

  /** The ids of one page under `key` (the compiled page query), in order, or `find()`'s answer. */
  pageIds(key: string, find: () => Promise<string[]>): Promise<string[]> {
    return this.pages.get(key, find);
  }

  /** The catalogue changed (a material approved, hidden, deleted): every list is asked again. */
  clear(): void {
    this.totals = new TtlCache(this.clock, LIST_CACHE_TTL_MS, MAX_ENTRIES);
    this.pages = new TtlCache(this.clock, LIST_CACHE_TTL_MS, MAX_ENTRIES);
  }
}
