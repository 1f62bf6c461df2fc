// Rows that can no longer be used, deleted while the server runs: a server may run for months,
// and a sweep done only at start would keep them until the next restart. Each step is an
// idempotent DELETE in batches (platform/db/delete-in-batches.ts), so several servers sweeping the
// same database at once only repeat work, and a backlog never makes one statement long.
import type { Kysely } from 'kysely';
import { sweepEndedAuthRows } from '../domain/auth/index.ts';
import { deleteOldUnmetSearches } from '../domain/material-requests/index.ts';
import { deleteOldDeliveries } from '../domain/messaging/index.ts';
import { pruneReleases } from '../domain/releases/index.ts';
import type { FileTree } from '../platform/storage/file-tree.ts';
import type { Clock } from '../platform/clock.ts';
import type { Database } from '../platform/db/schema.ts';

/** Often enough that nothing piles up; each run is a few DELETEs of rows past their time. */
export const HOUSEKEEPING_EVERY_MS = 60 * 60 * 1000;

interface Log {
  error(object: object, message: string): void;
}

export interface Housekeeping {
  /** No run starts after this; answers once the run under way (if any) has finished. */
  stop(): Promise<void>;
}

/**
 * Ended sessions, spent tokens and sign-in flows, chat deliveries older than a week, counts of
 * searches that found nothing older than the overview reads, the files of releases past keeping.
 */
async function sweep(db: Kysely<Database>, tree: FileTree, now: Date): Promise<void> {
  await sweepEndedAuthRows(db, now);
  await deleteOldDeliveries(db, now);
  await deleteOldUnmetSearches(db, now);
  await pruneReleases(db, tree, now);
}

/**
 * Sweeps now, then every `everyMs`; never two runs at once. A failed run is logged and the next
 * one tries again. The timer never keeps the process alive.
 */
export function startHousekeeping({ db, tree, clock, everyMs, log }: { db: Kysely<Database>; tree: FileTree; clock: Clock; everyMs: number; log: Log }): Housekeeping {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = sweep(db, tree, clock())
      .catch((error: unknown) => log.error({ err: error }, 'housekeeping failed; the next run tries again'))
      .finally(() => {
        if (!stopped) timer = setTimeout(run, everyMs).unref();
      });
  };
  run();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
