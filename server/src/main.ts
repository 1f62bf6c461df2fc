import { buildApp } from './app.ts';
import { ensureAdminAccount } from './domain/auth/index.ts';
import { listenForBackups, type BackupListener } from './platform/backup/backup-listener.ts';
import { systemClock } from './platform/clock.ts';
import { loadConfig } from './platform/config.ts';
import { HOUSEKEEPING_EVERY_MS } from './setup/housekeeping.ts';
import { prepareDatabase } from './setup/prepare-database.ts';
import { releaseCommandHandler } from './setup/release/socket-handler.ts';
import { StartupError } from './platform/errors.ts';
import { createFileStorage, createFileTree } from './platform/storage/create.ts';
import { sweepOrphans } from './platform/storage/sweep-orphans.ts';

// How long a shutdown waits for requests in flight (a slow upload) before cutting them; under
// the 30 s most orchestrators allow between SIGTERM and SIGKILL.
const SHUTDOWN_DRAIN_MS = 25_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const startupLog = {
    info: (msg: string) => console.log(msg),
    warn: (obj: unknown, msg?: string) => console.warn(msg ?? '', obj),
    error: (obj: unknown, msg?: string) => console.error(msg ?? '', obj),
  };
  const database = await prepareDatabase(config, startupLog);
  await ensureAdminAccount(database.db, config.admin, systemClock, startupLog);
  // No upload can be under way yet: unfinished temp files and files without a row go.
  const storage = await createFileStorage(config);
  await sweepOrphans(database.db, storage);
  const app = await buildApp(config, database, { storage, queuePendingDocuments: true, housekeepingEveryMs: HOUSEKEEPING_EVERY_MS, publishLocalBuilds: true });

  let backups: BackupListener | null = null;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // Still listening: new requests are answered 503 with Retry-After (a balancer sends them
    // elsewhere) while the ones in flight finish; then the listener and the database close.
    app.log.info(`${signal} received: finishing ${app.requestsInFlight()} requests in flight, refusing new ones`);
    try {
      const drained = await app.drainRequests(SHUTDOWN_DRAIN_MS);
      if (!drained) {
        app.log.warn(`${app.requestsInFlight()} requests still running after ${SHUTDOWN_DRAIN_MS / 1000} s: closing their connections`);
        app.server.closeAllConnections();
      }
      await app.close();
      await backups?.close();
      await database.close();
      process.exit(drained ? 0 : 1);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Lectern on ${config.publicUrl} (database: ${database.kind})`);
  // The embedded database is open in this process only: `npm run backup` asks it for the archive,
  // and `npm run release` to publish or move a remote's releases (this server then serves the change).
  if (database.kind === 'pglite') {
    const handleRelease = releaseCommandHandler({
      db: database.db,
      publishing: app.releases.publishing,
      overrides: config.remoteOverrides,
      changed: () => app.releases.changed(),
      log: app.log,
    });
    backups = await listenForBackups({ dataDir: config.dataDir, db: database.db, storage, tree: await createFileTree(config), log: app.log, handleRelease });
  }
}

main().catch((error: unknown) => {
  // A StartupError is something the operator fixes: one line, no stack.
  if (error instanceof StartupError) {
    console.error(error.message);
  } else if ((error as NodeJS.ErrnoException)?.code === 'EADDRINUSE') {
    console.error(`Config error: port in use (${(error as Error).message}); set PORT to a free port`);
  } else {
    console.error('Failed to start:', error);
  }
  process.exit(1);
});
