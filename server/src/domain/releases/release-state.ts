// What each server keeps of the releases, to choose one for every page without asking the
// database: the remotes' pointers (read again whenever the bus says they changed: a promote
// anywhere is seen by the next page load on every server, a few milliseconds later), and the
// release rows it has served (immutable, so kept; a few dozen at most).
import type { Kysely } from 'kysely';
import { REMOTE_NAMES, type RemoteName } from '@lectern/shared-api/contract';
import type { InvalidationBus } from '../../platform/cache/invalidation.ts';
import type { Database } from '../../platform/db/schema.ts';
import { allPointers } from './pointers.ts';
import { findRelease, type ReleaseRow } from './releases-repository.ts';

/** The bus channel of pointer changes (the migration's trigger sends it too). */
export const RELEASES_CHANNEL = 'releases';
/** A failed read of the pointers is tried again after this, not on every page. */
const RETRY_AFTER_MS = 1_000;
const ROWS_KEPT = 64;

export interface RemotePointers {
  current: string | null;
  candidate: string | null;
  /** The candidate's share, 0 without one. */
  percent: number;
}

export type PointerSnapshot = Record<RemoteName, RemotePointers>;

const EMPTY: RemotePointers = { current: null, candidate: null, percent: 0 };

interface Log {
  warn(obj: unknown, msg?: string): void;
}

export class ReleaseState {
  private snapshot: Promise<PointerSnapshot> | null = null;
  private failedAt = 0;
  private readonly rows = new Map<string, Promise<ReleaseRow | null>>();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly db: Kysely<Database>,
    bus: InvalidationBus,
    private readonly log: Log,
  ) {
    // Any message (a change, or '*' after the bus reconnected) reads the pointers again on the next page.
    this.unsubscribe = bus.subscribe(RELEASES_CHANNEL, () => {
      this.snapshot = null;
    });
  }

  /** Each remote's current release and candidate, as last read. */
  pointers(): Promise<PointerSnapshot> {
    if (this.snapshot) return this.snapshot;
    if (Date.now() - this.failedAt < RETRY_AFTER_MS) return Promise.resolve(emptySnapshot());
    const reading = this.read();
    this.snapshot = reading;
    reading.catch(() => {
      if (this.snapshot === reading) this.snapshot = null;
    });
    return reading.catch(() => emptySnapshot());
  }

  /** A release's row (served files, shared packages), or null; kept once read. */
  release(id: string): Promise<ReleaseRow | null> {
    let row = this.rows.get(id);
    if (!row) {
      row = findRelease(this.db, id).then((found) => found ?? null);
      // A miss is not kept: the release may be published a moment later.
      row.then((found) => (found ? undefined : this.rows.delete(id)), () => this.rows.delete(id));
      this.rows.set(id, row);
      if (this.rows.size > ROWS_KEPT) this.rows.delete(this.rows.keys().next().value!);
    }
    return row;
  }

  /** Forget what is kept (a test that changes rows behind the app's back). */
  forget(): void {
    this.snapshot = null;
    this.rows.clear();
  }

  close(): void {
    this.unsubscribe();
  }

  private async read(): Promise<PointerSnapshot> {
    try {
      const rows = await allPointers(this.db);
      const snapshot = emptySnapshot();
      for (const row of rows) {
        if (!(REMOTE_NAMES as readonly string[]).includes(row.remote)) continue;
        snapshot[row.remote as RemoteName] = {
          current: row.current_id,
          candidate: row.candidate_id,
          percent: row.candidate_id ? (row.candidate_percent ?? 0) : 0,
        };
      }
      return snapshot;
    } catch (error) {
      this.failedAt = Date.now();
      this.log.warn({ err: error }, 'could not read the release pointers; pages go out without remotes until they can be read');
      throw error;
    }
  }
}

function emptySnapshot(): PointerSnapshot {
  return Object.fromEntries(REMOTE_NAMES.map((name) => [name, EMPTY])) as PointerSnapshot;
}
