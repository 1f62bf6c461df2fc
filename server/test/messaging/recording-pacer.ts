// A pacer for the channel clients' own tests: it records what each call waited for and lets it go
// at once, or refuses the next turn as one too far off. The limits themselves are tested on the
// database (test/scale/shared-rate-limiter.test.ts, send-limits-two-servers.test.ts).
import type { LimitedKey, Pacer } from '../../src/platform/shared-rate-limiter.ts';

export interface RecordingPacer extends Pacer {
  /** The keys of every turn asked for, oldest first. */
  turns: LimitedKey[][];
  /** The next turn is refused: it would be this far off. */
  refuseNext(retryAfterMs: number): void;
  clear(): void;
}

export function createRecordingPacer(): RecordingPacer {
  const turns: LimitedKey[][] = [];
  let refusal: number | null = null;
  return {
    turns,
    async waitForTurn(keys) {
      turns.push([...keys]);
      if (refusal === null) return { go: true, waitedMs: 0 };
      const retryAfterMs = refusal;
      refusal = null;
      return { go: false, retryAfterMs };
    },
    refuseNext(retryAfterMs) {
      refusal = retryAfterMs;
    },
    clear() {
      turns.length = 0;
      refusal = null;
    },
  };
}
