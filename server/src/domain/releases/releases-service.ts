// The releases as one server holds them (built once in app.ts): the pointers and rows it keeps,
// the files it serves, the reports it sums, and what publishing needs. A change of the pointers
// is told to every server by the database's trigger; this process is told at once by `changed()`
// (the embedded database has no other process to tell).
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { FEDERATION_MANIFEST_FILE } from '@lectern/build/artifacts';
import type { InvalidationBus } from '../../platform/cache/invalidation.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { FileTree } from '../../platform/storage/file-tree.ts';
import { judgeCanaries } from './canary-judge.ts';
import { ClientReports, type ReportCounters } from './client-reports.ts';
import type { SharedProvider } from './compatibility.ts';
import type { PublishDeps } from './publish.ts';
import { ReleaseFiles } from './release-files.ts';
import { RELEASES_CHANNEL, ReleaseState } from './release-state.ts';

interface Log {
  info(msg: string): void;
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

export interface ReleasesOptions {
  db: Kysely<Database>;
  tree: FileTree;
  bus: InvalidationBus;
  clock: () => Date;
  log: Log;
  /** Where the shell's build is (its mf-manifest.json says what it provides). */
  shellDist: string;
  /** Where a bucket's prerender bundles are copied to run. */
  cacheDir: string;
  counters?: ReportCounters;
}

export interface Releases {
  state: ReleaseState;
  files: ReleaseFiles;
  reports: ClientReports;
  publishing: PublishDeps;
  /** After a change of the pointers commits: this process reads them again now. */
  changed(): Promise<void>;
  close(): Promise<void>;
}

/** The shared packages the shell's build provides, or null when it is not built. */
async function shellShared(shellDist: string): Promise<SharedProvider['shared'] | null> {
  try {
    const manifest = JSON.parse(await fs.readFile(path.join(shellDist, FEDERATION_MANIFEST_FILE), 'utf8')) as { shared?: Array<{ name?: unknown; version?: unknown }> };
    return (manifest.shared ?? []).flatMap((entry) => (typeof entry.name === 'string' && typeof entry.version === 'string' ? [{ name: entry.name, version: entry.version }] : []));
  } catch {
    return null;
  }
}

export function createReleases(options: ReleasesOptions): Releases {
  const { db, tree, bus, clock, log } = options;
  const state = new ReleaseState(db, bus, log);
  const changed = () => bus.publish(RELEASES_CHANNEL);
  const reports = new ClientReports({
    db,
    state,
    clock,
    log,
    counters: options.counters,
    afterWrite: async () => {
      const withdrawn = await judgeCanaries(db, clock());
      for (const remote of withdrawn) log.info(`the ${remote} canary was withdrawn by the canary check`);
      if (withdrawn.length > 0) await changed();
    },
  });
  return {
    state,
    files: new ReleaseFiles(tree, state, options.cacheDir),
    reports,
    publishing: { db, tree, clock, shellShared: () => shellShared(options.shellDist) },
    changed,
    async close() {
      await reports.flush();
      state.close();
    },
  };
}
