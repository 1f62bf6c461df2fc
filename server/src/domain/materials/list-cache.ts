// The shared material lists (search, recent, recommendations) keep, for a few seconds, each
// page's cards and each list's total, per audience (audienceOf: guests, staff, or the students
// of one department — everyone in an audience is shown exactly the same list, access included).
// A search's page keeps its snippets with its cards: a snippet depends only on the material, the
// searched text and the material's text, which the document job writes once (and a deleted or
// hidden material leaves the page through clear()). The same search typed by many students, or
// paged through, then costs one small query for the asker's own saved/liked marks instead of a
// text search, a count, a joined read of the rows and a search through their pages' text.
//
// What a kept page may show stale, for at most LIST_CACHE_TTL_MS: the counters on its cards
// (downloads, views, likes), names and course titles, and a material's preview and text just
// written by its document job (that job does not clear the lists: it is not found by its text,
// nor shown ready, until its kept pages are read again). Never stale: the asker's isSaved/isLiked
// (read fresh on every request), their own canDownload and review comment (worked out per asker
// from the card), and anything approved, hidden, deleted or re-linked, through this server or
// another on the same database: the server making the change calls `clear()` after its
// transaction commits, which clears this copy at once and every other server's through the
// invalidation bus (LISTEN/NOTIFY with DATABASE_URL), a few milliseconds later.
import type { MaterialSnippet } from '@lectern/shared-api/contract';
import type { InvalidationBus } from '../../platform/cache/invalidation.ts';
import { backgroundLoads, TtlCache, type RefreshAhead } from '../../platform/cache/ttl-cache.ts';
import type { Clock } from '../../platform/clock.ts';
import type { SearchedCourses } from './course-names.ts';
import type { MaterialCard } from './material-read.ts';

export const LIST_CACHE_TTL_MS = 10_000;
/**
 * A page or total asked for in the last seconds of its life is read again in the background,
 * at most REFRESH_SLOTS at a time (the database's connections stay free for requests): a list
 * people keep asking for is never expired under all of them at once.
 */
export const LIST_CACHE_REFRESH_WITHIN_MS = 5_000;
const REFRESH_SLOTS = 1;
/** The invalidation channel of the material lists. */
export const LIST_CACHE_CHANNEL = 'material-lists';
/** Totals are small numbers: this many lists. */
const MAX_TOTALS = 5000;
/** Closer spellings are a few words each: this many searches' (spelling.ts). */
const MAX_SPELLINGS = 5000;
/**
 * Pages are bounded by the cards they hold, not their number, whatever page sizes people ask
 * for: 10,000 cards (a thousand pages of ten asked within one TTL) of a kilobyte or two each,
 * at most a few (a 2,000-character description).
 */
const MAX_CARDS = 10_000;

/** A kept page: its cards in order, and for a search the snippet of each card that has one. */
export interface ListPage {
  cards: MaterialCard[];
  snippets: ReadonlyMap<string, MaterialSnippet>;
}

export class ListCache {
  private readonly totals: TtlCache<number>;
  private readonly pages: TtlCache<ListPage>;
  private readonly spellings: TtlCache<string | null>;
  private readonly courses: TtlCache<SearchedCourses>;

  constructor(
    clock: Clock,
    private readonly bus?: InvalidationBus,
  ) {
    const refreshAhead: RefreshAhead = { withinMs: LIST_CACHE_REFRESH_WITHIN_MS, run: backgroundLoads(REFRESH_SLOTS) };
    this.totals = new TtlCache(clock, LIST_CACHE_TTL_MS, MAX_TOTALS, undefined, refreshAhead);
    this.pages = new TtlCache(clock, LIST_CACHE_TTL_MS, MAX_CARDS, (page) => page.cards.length, refreshAhead);
    this.spellings = new TtlCache(clock, LIST_CACHE_TTL_MS, MAX_SPELLINGS, undefined, refreshAhead);
    this.courses = new TtlCache(clock, LIST_CACHE_TTL_MS, MAX_SPELLINGS, undefined, refreshAhead);
    // Any message (one from this server, another's, or a RESYNC after a lost connection) clears all.
    bus?.subscribe(LIST_CACHE_CHANNEL, () => this.clearHere());
  }

  /** The total under `key` (the list and its audience), or `count()`'s answer. */
  total(key: string, count: () => Promise<number>): Promise<number> {
    return this.totals.get(key, count);
  }

  /** One page's cards and snippets under `key` (the list, its audience and the page), or `find()`'s answer. */
  page(key: string, find: () => Promise<ListPage>): Promise<ListPage> {
    return this.pages.get(key, find);
  }

  /**
   * The closer spelling of a search's words (the same for every audience: the known words are
   * everyone's), or `find()`'s answer: a misspelt search asked again costs no look-up of them.
   */
  spelling(words: string, find: () => Promise<string | null>): Promise<string | null> {
    return this.spellings.get(words, find);
  }

  /**
   * The courses a search's words name (course-names.ts: the same for every audience, approved
   * courses only), or `find()`'s answer; a course approved, renamed or deleted clears them.
   */
  searchedCourses(words: string, find: () => Promise<SearchedCourses>): Promise<SearchedCourses> {
    return this.courses.get(words, find);
  }

  /**
   * The catalogue changed (a material approved, hidden, deleted; a course approved or
   * re-linked): every list is asked again. Call it after the change commits: a read still
   * running from before is then not kept either. This server's copy is cleared before it returns.
   */
  clear(): void {
    if (this.bus) void this.bus.publish(LIST_CACHE_CHANNEL);
    else this.clearHere();
  }

  private clearHere(): void {
    this.totals.clear();
    this.pages.clear();
    this.spellings.clear();
    this.courses.clear();
  }
}
