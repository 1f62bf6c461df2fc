import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../../src/app.ts';
import type { Database } from '../../src/db/schema.ts';
import { testConfig } from './test-config.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

/** One app on one migrated, seeded database for the whole test file. */
export function useTestApp(env: Record<string, string> = {}): { app(): FastifyInstance; db(): Kysely<Database> } {
  let testDatabase: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    app = await buildApp(testConfig(env), testDatabase.database);
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await testDatabase?.cleanup();
  });
  return { app: () => app, db: () => testDatabase.database.db };
}
