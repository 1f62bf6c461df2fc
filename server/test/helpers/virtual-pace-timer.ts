// Time for the shared rate limiter that a test moves by hand (platform/shared-rate-limiter.ts's
// PaceTimer): a sleep ends only when the test moves time past it, so what the limiter lets go at
// each moment is counted exactly, with no real waiting and no timing in any assertion.
import type { PaceTimer } from '../../src/platform/shared-rate-limiter.ts';

interface Sleeper {
  wakeAt: number;
  wake(): void;
}

export interface VirtualPaceTimer extends PaceTimer {
  /** Sleeps begun and not yet ended. */
  sleeping(): number;
  /** Moves time to the earliest sleeper's moment and wakes every sleeper due then; returns that moment. */
  advanceToNextWake(): number;
  /** Resolves once `test` holds, checked now and whenever a sleep begins or ends, or changed() is called. */
  until(test: () => boolean): Promise<void>;
  /** Something `until` waits on changed outside the timer. */
  changed(): void;
}

export function createVirtualPaceTimer(start = Date.parse('2026-06-01T09:00:00.000Z')): VirtualPaceTimer {
  let time = start;
  const sleepers: Sleeper[] = [];
  const waiters = new Set<() => void>();
  const changed = () => {
    for (const check of [...waiters]) check();
  };
  return {
    now: () => time,
    sleep: (ms) =>
      new Promise<void>((resolve) => {
        sleepers.push({ wakeAt: time + ms, wake: resolve });
        changed();
      }),
    sleeping: () => sleepers.length,
    advanceToNextWake() {
      if (sleepers.length === 0) throw new Error('nothing is asleep');
      time = Math.max(time, Math.min(...sleepers.map((sleeper) => sleeper.wakeAt)));
      for (const sleeper of sleepers.filter((candidate) => candidate.wakeAt <= time)) {
        sleepers.splice(sleepers.indexOf(sleeper), 1);
        sleeper.wake();
      }
      changed();
      return time;
    },
    until: (test) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (!test()) return;
          waiters.delete(check);
          resolve();
        };
        waiters.add(check);
        check();
      }),
    changed,
  };
}
