// A small in-process cache whose entries live `ttlMs` on the app's clock, oldest dropped first
// beyond `maxEntries`. For answers that may be a few seconds old (list totals, suggestions):
// each server keeps its own, so nothing here needs sharing when several run (DESIGN.md §15).
import type { Clock } from '../clock.ts';

export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  /** The live entry for `key`, or `load()`'s answer, kept for ttlMs. */
  async get(key: string, load: () => Promise<V>): Promise<V> {
    const now = this.clock().getTime();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    const value = await load();
    this.entries.delete(key);
    // A Map iterates oldest first: drop the oldest when full.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, expires: now + this.ttlMs });
    return value;
  }
}
