import type { Config } from '../platform/config.ts';
import { createFileStorage } from '../platform/storage/create.ts';
import { openDatabase, withoutStatementTimeout, withReadReplicas, type AppDatabase } from '../platform/db/connect.ts';
import { migrateToLatest } from '../platform/db/migrate.ts';
import { openReadReplicas } from '../platform/db/read-replicas.ts';
import { systemClock } from '../platform/clock.ts';
import { seedDemoData } from './seed/demo-data.ts';
import { keepDemoSessionAhead } from './seed/demo-groups.ts';
import { DEMO_REFERENCE_DATA } from './seed/demo-reference-data.ts';
import { loadReferenceDataFile } from './seed/reference-data.ts';
import { seedReferenceData } from './seed/seed.ts';

interface Log {
  info(msg: string): void;
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

/** Open, migrate and seed: everything the database needs before the app may answer. */
export async function prepareDatabase(config: Config, log: Log): Promise<AppDatabase> {
  // Read the reference file before touching the database, so a bad file fails fast.
  const referenceData = config.referenceDataFile ? loadReferenceDataFile(config.referenceDataFile) : DEMO_REFERENCE_DATA;
  const database = await openDatabase(config, log, { statementTimeoutMs: config.statementTimeoutMs });
  try {
    await withoutStatementTimeout(database, async (db) => {
      await migrateToLatest(db, undefined, log);
      if (await seedReferenceData(db, referenceData)) {
        log.info(`Seeded reference data from ${config.referenceDataFile ?? 'the bundled demo list'}`);
      }
      if (config.demoData) {
        const added = await seedDemoData(db, await createFileStorage(config), config.siteTimeZone);
        if (added > 0) log.info(`Seeded ${added} demo materials, and demo blog posts, by demo students (DEMO_DATA=false starts without them)`);
        else if (await keepDemoSessionAhead(db, new Date(), config.siteTimeZone)) log.info('Moved the demo study session to the coming Thursday');
      }
    });
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
  if (config.databaseReadUrls.length === 0) return database;
  const replicas = openReadReplicas(config.databaseReadUrls, {
    primary: database.db,
    maxLagMs: config.maxReplicaLagMs,
    clock: systemClock,
    log,
    statementTimeoutMs: config.statementTimeoutMs,
  });
  log.info(`Reading from ${config.databaseReadUrls.length} replica(s) when they are within ${config.maxReplicaLagMs} ms of the primary`);
  return withReadReplicas(database, replicas);
}
