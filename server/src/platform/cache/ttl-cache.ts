// A small in-process cache whose entries live `ttlMs` on the app's clock, oldest dropped first
// beyond `maxWeight` (each entry weighs 1 unless `weigh` says otherwise). For answers that may
// be a few seconds old (list pages and totals, suggestions): each server keeps its own, so
// nothing here needs sharing when several run (docs/architecture.md §9).
//
// An entry is the load's promise, kept from the moment the load starts: many requests missing
// the same key at once (50 people typing 'csc', a list whose entry just expired) wait for one
// query instead of each running it. A load that fails is forgotten, so the next asks again.
//
// With `refreshAhead`, an entry asked for in the last `withinMs` of its life is loaded again in
// the background while it is still served, and the new answer takes its place when it comes: an
// entry asked for all the time never expires under its askers, who would otherwise all wait for
// the same slow load at once. Refreshes wait their turn (a few run at a time); one whose turn has
// not come when its entry expires is skipped, and the next asker loads as without refreshAhead.
// No answer served is ever older than ttlMs (each lives ttlMs from when it was asked for; a
// refresh already running when its entry expires is waited for), and clear() drops the
// refreshes still running or waiting too.
import type { Clock } from '../clock.ts';

interface Entry<V> {
  value: Promise<V>;
  expires: number;
  weight: number;
  settled: boolean;
  /** Whether its load has begun (a refresh may still be waiting its turn). */
  started: boolean;
  /** Its refresh, while that waits or runs. */
  next?: Entry<V>;
}

export interface RefreshAhead {
  /** An entry asked for when it has this long or less to live is loaded again in the background. */
  withinMs: number;
  /** Runs a background load in its turn, never at once (backgroundLoads): refreshes never crowd the requests' own loads. */
  run<T>(load: () => Promise<T>): Promise<T>;
}

/** Runs loads `slots` at a time, each in a later turn than it was asked, the others waiting in order. */
export function backgroundLoads(slots: number): RefreshAhead['run'] {
  let running = 0;
  const waiting: Array<() => void> = [];
  const done = () => {
    running--;
    const next = waiting.shift();
    if (next) begin(next);
  };
  const begin = (start: () => void) => {
    running++;
    queueMicrotask(start);
  };
  return <T>(load: () => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      const start = () => {
        let loaded: Promise<T>;
        try {
          loaded = load();
        } catch (error) {
          loaded = Promise.reject(error);
        }
        loaded.then(resolve, reject).finally(done);
      };
      if (running < slots) begin(start);
      else waiting.push(start);
    });
}

/** The reason a refresh that was no longer wanted when its turn came did not load. */
const SKIPPED = new Error('refresh skipped: its entry was cleared, replaced or expired');

export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private weight = 0;

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs: number,
    private readonly maxWeight: number,
    private readonly weigh: (value: V) => number = () => 1,
    private readonly refreshAhead?: RefreshAhead,
  ) {}

  /**
   * The live entry for `key`, or `load()`'s answer, kept for ttlMs from when the load started
   * (so an answer is never older than ttlMs, however long the load took).
   */
  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = this.clock().getTime();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) {
      const ahead = this.refreshAhead;
      if (ahead && hit.settled && !hit.next && hit.expires - now <= ahead.withinMs) hit.next = this.refresh(key, load, now, ahead);
      return hit.value;
    }
    if (hit) {
      this.remove(key, hit);
      // Its refresh, already running: the askers wait for it rather than start another.
      if (hit.next?.started) return this.install(key, hit.next).value;
    }
    let value: Promise<V>;
    try {
      value = load();
    } catch (error) {
      value = Promise.reject(error);
    }
    return this.install(key, this.track(key, value, now, true)).value;
  }

  /** `load` again in the background's turn, if by then the entry it would replace is still the one kept. */
  private refresh(key: string, load: () => Promise<V>, now: number, ahead: RefreshAhead): Entry<V> {
    const entry: Entry<V> = this.track(
      key,
      ahead.run(() => {
        if (this.entries.get(key)?.next !== entry) return Promise.reject(SKIPPED);
        entry.started = true;
        return load();
      }),
      now,
      false,
    );
    return entry;
  }

  /** An entry for `value`; when it settles, its weight, its place (a refresh), or its removal if it failed. */
  private track(key: string, value: Promise<V>, now: number, started: boolean): Entry<V> {
    const entry: Entry<V> = { value, expires: now + this.ttlMs, weight: 1, settled: false, started };
    value.then(
      (loaded) => {
        entry.settled = true;
        const current = this.entries.get(key);
        const weight = Math.max(1, this.weigh(loaded));
        if (current === entry) {
          this.weight += weight - entry.weight;
          entry.weight = weight;
        } else if (current?.next === entry) {
          // A refresh done before its entry expired takes its place (the newest now).
          this.remove(key, current);
          entry.weight = weight;
          this.install(key, entry);
        } else return; // Cleared or replaced while loading: this answer may predate the change, so it is not kept.
        this.trim();
      },
      () => {
        const current = this.entries.get(key);
        if (current === entry) this.remove(key, entry);
        else if (current?.next === entry) current.next = undefined;
      },
    );
    return entry;
  }

  private install(key: string, entry: Entry<V>): Entry<V> {
    this.entries.set(key, entry);
    this.weight += entry.weight;
    this.trim();
    return entry;
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
