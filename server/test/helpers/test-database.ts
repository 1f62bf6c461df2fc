import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { sql, type Kysely } from 'kysely';
import { openPostgres, type AppDatabase } from '../../src/platform/db/connect.ts';
import { migrateToLatest } from '../../src/platform/db/migrate.ts';
import type { Database } from '../../src/platform/db/schema.ts';
import { DEMO_REFERENCE_DATA } from '../../src/setup/seed/demo-reference-data.ts';
import { seedReferenceData } from '../../src/setup/seed/seed.ts';
import { databaseUrl } from './postgres-url.ts';
import { openTestPglite } from './test-pglite.ts';

/**
 * How long a beforeAll may take to open, migrate and seed a database (and build an app on it):
 * not what a test measures, and on a busy 2-core machine it can take longer than jest's 30 s.
 */
export const DATABASE_SETUP_TIMEOUT_MS = 120_000;

export interface TestDatabase {
  database: AppDatabase;
  cleanup(): Promise<void>;
}

/**
 * A migrated, seeded database of one test file's own: in-memory PGlite by default; with
 * TEST_DATABASE_URL, a new database on that PostgreSQL server, dropped by cleanup().
 * Both are copies of the one jest's global setup migrated and seeded (test/helpers/global-setup.mjs);
 * without it (a run that skipped that hook) the file migrates and seeds its own.
 * Create it once per file (beforeAll).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? createPostgresDatabase(url) : createPgliteDatabase();
}

async function migrateAndSeed(database: AppDatabase): Promise<void> {
  await migrateToLatest(database.db);
  await seedReferenceData(database.db, DEMO_REFERENCE_DATA);
}

async function createPgliteDatabase(): Promise<TestDatabase> {
  const dumpFile = process.env.LECTERN_TEST_PGLITE_DUMP;
  const dump = dumpFile && fs.existsSync(dumpFile) ? new Blob([fs.readFileSync(dumpFile)]) : undefined;
  const { database } = await openTestPglite(dump);
  if (!dump) await migrateAndSeed(database);
  return { database, cleanup: () => database.close() };
}

async function createPostgresDatabase(url: string): Promise<TestDatabase> {
  const template = process.env.LECTERN_TEST_PG_TEMPLATE;
  const name = `lectern_test_${process.env.LECTERN_TEST_RUN ?? 'solo'}_${randomBytes(5).toString('hex')}`;
  const admin = await openPostgres(url, { max: 1 });
  await sql`create database ${sql.id(name)} ${template ? sql`template ${sql.id(template)}` : sql``}`.execute(admin.db);
  const database = await openPostgres(databaseUrl(url, name), { max: 4 });
  if (!template) await migrateAndSeed(database);
  return {
    database,
    cleanup: async () => {
      await database.close();
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin.db);
      await admin.close();
    },
  };
}

export type TestDb = Kysely<Database>;
