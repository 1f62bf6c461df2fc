// A TtlCache that every server clears when any of `channels` carries a message (a change made
// through this server, another one, or a RESYNC after the LISTEN connection was lost): for
// answers every asker may share, kept a few seconds, and dropped everywhere at once when what
// they show is changed through a path that publishes on one of those channels.
import type { Clock } from '../clock.ts';
import type { InvalidationBus } from './invalidation.ts';
import { TtlCache } from './ttl-cache.ts';

export class BusClearedCache<V> {
  private readonly cache: TtlCache<V>;

  constructor(options: { clock: Clock; ttlMs: number; maxWeight: number; bus: InvalidationBus; channels: readonly string[]; weigh?: (value: V) => number }) {
    this.cache = new TtlCache(options.clock, options.ttlMs, options.maxWeight, options.weigh);
    for (const channel of options.channels) options.bus.subscribe(channel, () => this.cache.clear());
  }

  /** The live entry for `key`, or `load()`'s answer (kept ttlMs from when the load started). */
  get(key: string, load: () => Promise<V>): Promise<V> {
    return this.cache.get(key, load);
  }
}
