// `npm run release` with the site's database opened here: PostgreSQL (DATABASE_URL; the
// database's trigger tells every running server of the change at once), or an embedded database
// no process holds. The files go to the site's storage (DATA_DIR/files or STORAGE_URL's bucket),
// checked against the shell build of STATIC_ROOT, exactly as the server publishes.
import path from 'node:path';
import { Migrator } from 'kysely/migration';
import type { Config } from '../../platform/config.ts';
import { createLocalInvalidationBus } from '../../platform/cache/invalidation.ts';
import { systemClock } from '../../platform/clock.ts';
import { openDatabase, type AppDatabase } from '../../platform/db/connect.ts';
import { migrationProvider } from '../../platform/db/migrations/index.ts';
import { createFileTree } from '../../platform/storage/create.ts';
import { createReleases } from '../../domain/releases/index.ts';
import { runRelease } from './local-release.ts';
import { ReleaseRefusal, SiteNotReadyError } from './errors.ts';
import type { ReleaseOperation, ReleaseOutcome } from './operation.ts';
import { refusalMessage } from './refusal.ts';

/**
 * The command never migrates: on PostgreSQL older servers may still be running on the schema. A
 * database behind this build is the server's to bring forward, at its next start.
 */
async function assertMigrated(database: AppDatabase): Promise<void> {
  const migrations = await new Migrator({ db: database.db, provider: migrationProvider }).getMigrations();
  const pending = migrations.filter((migration) => !migration.executedAt).length;
  if (pending > 0) {
    throw new SiteNotReadyError(`the database is ${pending} migrations behind this build; start the server of this build once (it migrates), then release`);
  }
}

// Only the pointer reads' and the reports' warnings could be logged here; neither runs in a command.
const quietLog = { info() {}, warn() {}, error: (_obj: unknown, msg?: string) => msg && console.error(msg) };

export async function releaseDirectly(config: Config, op: ReleaseOperation, actorLabel: string): Promise<ReleaseOutcome> {
  const database = await openDatabase(config);
  try {
    await assertMigrated(database);
    // What the server builds in app.ts, so publishing checks the same shell and stores in the same place.
    const releases = createReleases({
      db: database.db,
      tree: await createFileTree(config),
      // No server in this process to tell: PostgreSQL's trigger tells the running ones.
      bus: createLocalInvalidationBus(),
      clock: systemClock,
      log: quietLog,
      shellDist: path.join(config.staticRoot, 'shell', 'dist'),
      cacheDir: path.join(config.dataDir, 'release-cache'),
    });
    try {
      return await runRelease({ db: database.db, publishing: releases.publishing, overrides: config.remoteOverrides }, op, { label: actorLabel });
    } catch (error) {
      const refusal = refusalMessage(error);
      throw refusal ? new ReleaseRefusal(refusal) : error;
    } finally {
      await releases.close();
    }
  } finally {
    await database.close();
  }
}
