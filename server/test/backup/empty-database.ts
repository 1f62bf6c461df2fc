// A database with nothing in it, the target a restore needs: a fresh in-memory PGlite, or
// with TEST_DATABASE_URL a new empty schema of that PostgreSQL server (dropped by cleanup()).
import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { openPglite, openPostgres, type AppDatabase } from '../../src/platform/db/connect.ts';

export interface EmptyDatabase {
  database: AppDatabase;
  cleanup(): Promise<void>;
}

export async function createEmptyDatabase(): Promise<EmptyDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const database = await openPglite();
    return { database, cleanup: () => database.close() };
  }
  const schema = `restore_${randomBytes(6).toString('hex')}`;
  const admin = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }) });
  await sql`create schema ${sql.id(schema)}`.execute(admin);
  const database = await openPostgres(url, { options: `-c search_path=${schema},public`, max: 4 });
  return {
    database,
    cleanup: async () => {
      await database.close();
      await sql`drop schema ${sql.id(schema)} cascade`.execute(admin);
      await admin.destroy();
    },
  };
}
