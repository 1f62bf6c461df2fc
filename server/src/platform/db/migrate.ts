import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { migrationProvider } from './migrations/index.ts';
import { ensureRumIndex } from './rum-index.ts';

/**
 * Bring the schema up to date, then build the RUM index where PostgreSQL offers it (rum-index.ts:
 * outside a transaction, so after the migrations' own). `schema` pins Kysely's bookkeeping tables to one schema;
 * the tests need it because they share a PostgreSQL database between per-file schemas.
 */
export async function migrateToLatest<DB>(db: Kysely<DB>, schema?: string, log?: Parameters<typeof ensureRumIndex>[1]): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  await ensureRumIndex(db, log);
}
