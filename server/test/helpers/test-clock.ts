import type { Clock } from '../../src/platform/clock.ts';

export interface TestClock {
  /** Pass this to buildApp. */
  clock: Clock;
  now(): Date;
  advance(ms: number): void;
}

/** A clock that stands still until told to move. */
export function createTestClock(start = Date.parse('2026-06-01T09:00:00.000Z')): TestClock {
  let time = start;
  return {
    clock: () => new Date(time),
    now: () => new Date(time),
    advance: (ms) => {
      time += ms;
    },
  };
}
