import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { openPglite, openPostgres, type AppDatabase } from '../../src/platform/db/connect.ts';
import { migrateToLatest } from '../../src/platform/db/migrate.ts';
import type { Database } from '../../src/platform/db/schema.ts';
import { DEMO_REFERENCE_DATA } from '../../src/setup/seed/demo-reference-data.ts';
import { seedReferenceData } from '../../src/setup/seed/seed.ts';

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
 * A migrated, seeded database for one test file: in-memory PGlite by default; with
 * TEST_DATABASE_URL, a fresh schema of that PostgreSQL server, dropped by cleanup().
 * Create it once per file (beforeAll): PGlite takes seconds to start.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  const { database, dropSchema } = url ? await openSchema(url) : { database: await openPglite(), dropSchema: null };
  await migrateToLatest(database.db, database.kind === 'postgres' ? currentSchema(database) : undefined);
  await seedReferenceData(database.db, DEMO_REFERENCE_DATA);
  return {
    database,
    cleanup: async () => {
      await database.close();
      await dropSchema?.();
    },
  };
}

const schemas = new WeakMap<AppDatabase, string>();
const currentSchema = (database: AppDatabase) => schemas.get(database);

async function openSchema(url: string): Promise<{ database: AppDatabase; dropSchema: () => Promise<void> }> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }) });
  await sql`create schema ${sql.id(schema)}`.execute(admin);
  // Test files run in parallel and share the extension in `public`: tolerate the race.
  await sql`create extension if not exists pg_trgm with schema public`.execute(admin).catch(() => undefined);
  const database = await openPostgres(url, { options: `-c search_path=${schema},public`, max: 4 });
  // Once more through the pool the migrator uses, so its first query cannot miss the schema.
  await sql`create schema if not exists ${sql.id(schema)}`.execute(database.db);
  schemas.set(database, schema);
  return {
    database,
    dropSchema: async () => {
      await sql`drop schema ${sql.id(schema)} cascade`.execute(admin);
      await admin.destroy();
    },
  };
}

export type TestDb = Kysely<Database>;
