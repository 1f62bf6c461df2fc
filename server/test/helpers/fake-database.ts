import { Kysely, PostgresDialect } from 'kysely';
import type { AppDatabase } from '../../src/platform/db/connect.ts';
import type { Database } from '../../src/platform/db/schema.ts';

/** A database that never answers: for tests that need no data, and for the 503 of /health. */
export function unreachableDatabase(): AppDatabase {
  const pool = {
    connect: async () => {
      throw new Error('connection refused');
    },
    end: async () => undefined,
  };
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: pool as never }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}
