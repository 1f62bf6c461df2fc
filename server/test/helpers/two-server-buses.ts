import { sql } from 'kysely';
import { createLocalInvalidationBus, createPostgresInvalidationBus, type InvalidationBus } from '../../src/platform/cache/invalidation.ts';
import { databaseUrl } from './postgres-url.ts';
import type { TestDatabase } from './test-database.ts';

/**
 * The invalidation buses of two servers on one test database: on PostgreSQL (TEST_DATABASE_URL)
 * each has its own LISTEN connection, as two processes would; on the embedded database they
 * share the one in-process bus. Close each distinct bus after the test.
 */
export async function twoServerBuses(database: TestDatabase, applicationName: string): Promise<InvalidationBus[]> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const shared = createLocalInvalidationBus();
    return [shared, shared];
  }
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(database.database.db);
  const buses: InvalidationBus[] = [];
  for (let i = 0; i < 2; i += 1) {
    const bus = createPostgresInvalidationBus({ url: databaseUrl(url, rows[0]!.name), db: database.database.db, clientConfig: { application_name: applicationName } });
    await bus.ready;
    buses.push(bus);
  }
  return buses;
}
