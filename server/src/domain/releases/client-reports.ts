// What browsers report (POST /client-errors): page views and errors per release. Reports are
// summed in memory and written every few seconds, one statement per table: counting a view costs
// a page nothing, and a flood of reports costs the database a few rows a minute per release.
// Errors are grouped per release by their fingerprint (the message and the top frame); views and
// errors are also counted per minute, over which a canary is judged.
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { CLIENT_REPORT_LIMITS as LIMITS, reportPath, scrubReportText, type ClientReport, type ClientErrorKind } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import type { ReleaseState } from './release-state.ts';

/** How often what was counted is written. */
export const FLUSH_EVERY_MS = 2_000;
/** Error groups held between two writes; past it, errors are still counted but not grouped. */
const GROUPS_HELD = 2_000;

const MINUTE_MS = 60_000;

interface GroupCount {
  release: string;
  fingerprint: string;
  kind: ClientErrorKind;
  message: string;
  frame: string | null;
  path: string;
  count: number;
  first: Date;
  last: Date;
}

/** What a report is also counted as elsewhere (the operators' metrics). */
export interface ReportCounters {
  countViews(remote: string, release: string, n: number): void;
  countClientErrors(remote: string, release: string, kind: string, n: number): void;
}

export interface ClientReportsDeps {
  db: Kysely<Database>;
  state: ReleaseState;
  clock: () => Date;
  log: { error(obj: unknown, msg?: string): void };
  counters?: ReportCounters;
  /** After each write (the canary judge looks at the new figures). */
  afterWrite?: () => Promise<void>;
}

export const fingerprintOf = (message: string, frame: string | null) => createHash('sha256').update(`${message}\n${frame ?? ''}`).digest('hex').slice(0, 16);

export class ClientReports {
  private minutes = new Map<string, { release: string; minute: Date; views: number; errors: number }>();
  private groups = new Map<string, GroupCount>();
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(private readonly deps: ClientReportsDeps) {}

  /**
   * Counts a report whose every entry names a release of its remote; answers false, counting
   * nothing, when one does not (a forged or stale report).
   */
  async accept(report: ClientReport): Promise<boolean> {
    const claimed = new Map<string, string>();
    for (const entry of [...report.views, ...report.errors]) claimed.set(entry.release, entry.remote);
    for (const [release, remote] of claimed) {
      const row = await this.deps.state.release(release);
      if (!row || row.remote !== remote) return false;
    }
    const now = this.deps.clock();
    const minute = new Date(Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS);
    const tally = (release: string) => {
      const key = `${release}@${minute.getTime()}`;
      let counted = this.minutes.get(key);
      if (!counted) this.minutes.set(key, (counted = { release, minute, views: 0, errors: 0 }));
      return counted;
    };
    for (const { remote, release, count } of report.views) {
      tally(release).views += count;
      this.deps.counters?.countViews(remote, release, count);
    }
    for (const error of report.errors) {
      tally(error.release).errors += 1;
      this.deps.counters?.countClientErrors(error.remote, error.release, error.kind, 1);
      const message = scrubReportText(error.message, LIMITS.maxMessage);
      const frame = error.frame === null ? null : scrubReportText(error.frame, LIMITS.maxFrame);
      const fingerprint = fingerprintOf(message, frame);
      const key = `${error.release}/${fingerprint}`;
      const group = this.groups.get(key);
      if (group) {
        group.count += 1;
        group.last = now;
        group.path = reportPath(error.path);
      } else if (this.groups.size < GROUPS_HELD) {
        this.groups.set(key, { release: error.release, fingerprint, kind: error.kind, message, frame, path: reportPath(error.path), count: 1, first: now, last: now });
      }
    }
    this.timer ??= setTimeout(() => void this.flush(), FLUSH_EVERY_MS).unref();
    return true;
  }

  /** Writes what was counted; answers once it is written (tests, and closing the app). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const minutes = [...this.minutes.values()];
    const groups = [...this.groups.values()];
    this.minutes = new Map();
    this.groups = new Map();
    // A failed write loses those counts (they only make figures); the next write is tried as usual.
    this.writing = this.writing
      .then(() => (minutes.length + groups.length > 0 ? this.write(minutes, groups) : undefined))
      .catch((error: unknown) => this.deps.log.error({ err: error }, 'could not write the client reports'));
    return this.writing;
  }

  private async write(minutes: Array<{ release: string; minute: Date; views: number; errors: number }>, groups: GroupCount[]): Promise<void> {
    if (minutes.length > 0) {
      await this.deps.db
        .insertInto('release_minutes')
        .values(minutes.map(({ release, minute, views, errors }) => ({ release_id: release, minute, views, errors })))
        .onConflict((oc) =>
          oc.columns(['release_id', 'minute']).doUpdateSet({
            views: sql<number>`release_minutes.views + excluded.views`,
            errors: sql<number>`release_minutes.errors + excluded.errors`,
          }),
        )
        .execute();
    }
    if (groups.length > 0) {
      await this.deps.db
        .insertInto('client_error_groups')
        .values(
          groups.map((group) => ({
            release_id: group.release,
            fingerprint: group.fingerprint,
            kind: group.kind,
            message: group.message,
            frame: group.frame,
            path: group.path,
            count: group.count,
            first_seen_at: group.first,
            last_seen_at: group.last,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['release_id', 'fingerprint']).doUpdateSet({
            count: sql<number>`client_error_groups.count + excluded.count`,
            last_seen_at: sql<Date>`greatest(client_error_groups.last_seen_at, excluded.last_seen_at)`,
            path: sql<string>`excluded.path`,
          }),
        )
        .execute();
    }
    await this.deps.afterWrite?.();
  }
}
