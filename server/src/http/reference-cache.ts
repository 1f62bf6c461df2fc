// Cheap reads (docs/architecture.md §8): data nearly everyone asks for and few people change (faculties,
// departments, the landing figures, search suggestions) is answered from memory as the body
// already serialized, with a strong ETag, so a browser that has it gets a 304 and the server
// neither queries nor serializes. One ReferenceCache per app; each route takes a shelf.
//
// Freshness: a change made through this server calls `invalidate()` after it commits, which
// empties every shelf (they are small and rebuilt on the next request). Changes the writers do
// not announce (sign-ups, material approvals) are covered by each shelf's time to live.
// With several servers, `invalidate()` also publishes on the invalidation bus (PostgreSQL
// LISTEN/NOTIFY, cache/invalidation.ts), and every server empties its shelves.
//
// REFERENCE_CACHE=off (config.referenceCache false) answers every request from the database
// as before, without a tag: the benchmark's "without the cache" figure.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../platform/clock.ts';
import { ok } from './envelope.ts';
import { sendTagged, taggedBody, type TaggedBody } from './etag.ts';
import type { InvalidationBus } from '../platform/cache/invalidation.ts';
import { TtlCache } from '../platform/cache/ttl-cache.ts';

/** The invalidation bus channel of reference data. */
export const REFERENCE_DATA_CHANNEL = 'reference-data';

export interface ShelfOptions {
  /** How long an answer is kept; Infinity keeps it until invalidate(). */
  ttlMs: number;
  /** Answers kept at most, one per key (oldest dropped first). */
  maxEntries?: number;
  /** Answers that depend on who asks: only the browser may keep them, never a shared proxy. */
  perAsker?: boolean;
}

export class ReferenceCache {
  private readonly shelves: Array<TtlCache<TaggedBody>> = [];

  constructor(
    private readonly clock: Clock,
    readonly enabled: boolean,
    /** Carries invalidate() to the other servers; without it only this process forgets. */
    private readonly bus?: Pick<InvalidationBus, 'publish' | 'subscribe'>,
  ) {
    // A message from another server, or RESYNC after a lost LISTEN connection: forget all.
    bus?.subscribe(REFERENCE_DATA_CHANNEL, () => this.clearHere());
  }

  /** One route's kept answers. */
  shelf(options: ShelfOptions): Shelf {
    const store = new TtlCache<TaggedBody>(this.clock, options.ttlMs, options.maxEntries ?? 1);
    this.shelves.push(store);
    return new Shelf(this.enabled ? store : null, options.perAsker ? 'private, no-cache' : 'no-cache');
  }

  /** The data changed here: every shelf asks again, here and (through the bus) on the other servers. */
  invalidate(): void {
    // At once here, whatever the bus does (publish never throws: a failure is logged there).
    this.clearHere();
    void this.bus?.publish(REFERENCE_DATA_CHANNEL);
  }

  /** Forget every kept answer in this process (loads still running are not kept either). */
  clearHere(): void {
    for (const shelf of this.shelves) shelf.clear();
  }
}

export class Shelf {
  constructor(
    private readonly store: TtlCache<TaggedBody> | null,
    private readonly cacheControl: string,
  ) {}

  /**
   * The route's answer: the kept body under `key` (or `load()`'s data, serialized by the
   * route's own response schema exactly as Fastify would) with its ETag, 304 when the asker
   * already has it. Concurrent misses share one load.
   */
  async answer<T>(request: FastifyRequest, reply: FastifyReply, load: () => Promise<T>, key = ''): Promise<FastifyReply | { status: 'success'; data: T }> {
    if (!this.store) return ok(await load());
    const tagged = await this.store.get(key, async () => taggedBody(reply.serialize(ok(await load())) as string));
    return sendTagged(request, reply, tagged, this.cacheControl);
  }
}
