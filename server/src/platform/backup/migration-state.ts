// The migration state a backup records and a restore rebuilds. Kysely keeps it in
// kysely_migration, in the schema the app's tables live in (the tests give each file its own
// schema and pin the table there; a real site uses public, unqualified).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { Migrator } from 'kysely/migration';
import { migrationProvider } from '../db/migrations/index.ts';
import { currentSchema } from './tables.ts';

/** Names of the migrations applied to this database, oldest first; empty when it has none. */
export async function appliedMigrations(db: Kysely<Database>): Promise<string[]> {
  const { rows: exists } = await sql<{ found: boolean }>`
    select exists (select 1 from information_schema.tables
      where table_schema = current_schema() and table_name = 'kysely_migration') as found`.execute(db);
  if (!exists[0]?.found) return [];
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return rows.map((r) => r.name);
}

/** The names this build of the server knows, oldest first. */
export async function knownMigrations(): Promise<string[]> {
  return Object.keys(await migrationProvider.getMigrations()).sort();
}

async function migratorFor(db: Kysely<Database>): Promise<Migrator> {
  const schema = await currentSchema(db);
  return new Migrator({ db, provider: migrationProvider, ...(schema === 'public' ? {} : { migrationTableSchema: schema }) });
}

/** Runs the migrations up to and including `name` (the last one the backup had), or all when null. */
export async function migrateUpTo(db: Kysely<Database>, name: string | null): Promise<void> {
  const migrator = await migratorFor(db);
  const { error, results } = name === null ? await migrator.migrateToLatest() : await migrator.migrateTo(name);
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
