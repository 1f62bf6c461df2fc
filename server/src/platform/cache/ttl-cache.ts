// A small in-process cache whose entries live `ttlMs` on the app's clock, oldest dropped first
// beyond `maxWeight` (each entry weighs 1 unless `weigh` says otherwise). For answers that may
// be a few seconds old (list pages and totals, suggestions): each server keeps its own, so
// nothing here needs sharing when several run (docs/architecture.md §9).
//
// An entry is the load's promise, kept from the moment the load starts: many requests missing
// the same key at once (50 people typing 'csc', a list whose entry just expired) wait for one
// query instead of each running it. A load that fails is forgotten, so the next asks again.
import type { Clock } from '../clock.ts';

interface Entry<V> {
  value: Promise<V>;
  expires: number;
  weight: number;
}

export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private weight = 0;

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs: number,
    private readonly maxWeight: number,
    private readonly weigh: (value: V) => number = () => 1,
  ) {}

  /**
   * The live entry for `key`, or `load()`'s answer, kept for ttlMs from when the load started
   * (so an answer is never older than ttlMs, however long the load took).
   */
  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = this.clock().getTime();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (hit) this.remove(key, hit);

    let value: Promise<V>;
    try {
      value = load();
    } catch (error) {
      value = Promise.reject(error);
    }
    const entry: Entry<V> = { value, expires: now + this.ttlMs, weight: 1 };
    this.entries.set(key, entry);
    this.weight += entry.weight;
    this.trim();
    value.then(
      (loaded) => {
        // Cleared or replaced while loading: this answer may predate the change, so it is not kept.
        if (this.entries.get(key) !== entry) return;
        const weight = Math.max(1, this.weigh(loaded));
        this.weight += weight - entry.weight;
        entry.weight = weight;
        this.trim();
      },
      () => {
        if (this.entries.get(key) === entry) this.remove(key, entry);
      },
    );
    return value;
  }

  /** Forget everything; loads still running are not kept when they finish. */
  clear(): void {
    this.entries.clear();
    this.weight = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  private remove(key: string, entry: Entry<V>): void {
    this.entries.delete(key);
    this.weight -= entry.weight;
  }

  /** A Map iterates oldest first: drop the oldest until within bounds (the newest always stays). */
  private trim(): void {
    while (this.weight > this.maxWeight && this.entries.size > 1) {
      const [key, entry] = this.entries.entries().next().value!;
      this.remove(key, entry);
    }
  }
}
