// Fault: a statement that runs too long. On PostgreSQL the server's pool cancels any statement
// past STATEMENT_TIMEOUT_MS, so one runaway query (or one stuck behind a lock) cannot hold a
// connection for ever: the request is answered 503 with Retry-After and a plain message, and the
// next one is served as usual. Migrations and the seed run with no limit. Here a table is held by
// an exclusive lock from another connection, as a long maintenance command would hold it.
// PostgreSQL only: the embedded database has no statement timeout.
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { TOOK_TOO_LONG } from '../../src/http/error-handler.ts';
import { openPostgres, withoutStatementTimeout, type AppDatabase } from '../../src/platform/db/connect.ts';
import { prepareDatabase } from '../../src/setup/prepare-database.ts';
import { createUser, signIn } from '../helpers/accounts.ts';
import { databaseUrl } from '../helpers/postgres-url.ts';
import { testConfig } from '../helpers/test-config.ts';

const url = process.env.TEST_DATABASE_URL;
const TIMEOUT_MS = 300;
const name = `lectern_test_timeout_${randomBytes(5).toString('hex')}`;
let admin: AppDatabase | null = null;
let database: AppDatabase | null = null;
let lockHolder: AppDatabase | null = null;
let app: FastifyInstance | null = null;

afterAll(async () => {
  await app?.close();
  await database?.close();
  await lockHolder?.close();
  if (admin) {
    await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin.db);
    await admin.close();
  }
});

const describeOnPostgres = url ? describe : describe.skip;

describeOnPostgres(`past STATEMENT_TIMEOUT_MS (${TIMEOUT_MS} ms here), on PostgreSQL`, () => {
  beforeAll(async () => {
    admin = await openPostgres(url!, { max: 1 });
    await sql`create database ${sql.id(name)}`.execute(admin.db);
    const config = testConfig({ DATABASE_URL: databaseUrl(url!, name), STATEMENT_TIMEOUT_MS: String(TIMEOUT_MS), DEMO_DATA: 'false' });
    // Migrated and seeded through the server's own start: the limit does not apply to them.
    database = await prepareDatabase(config, { info: () => undefined, warn: () => undefined, error: () => undefined });
    app = await buildApp(config, database);
    await app.ready();
  }, 120_000);

  test('a statement of the server’s pool is cancelled; migrations and the seed are not limited', async () => {
    await expect(sql`select pg_sleep(1)`.execute(database!.db)).rejects.toMatchObject({ code: '57014' });
    await expect(withoutStatementTimeout(database!, (db) => sql`select pg_sleep(0.5)`.execute(db))).resolves.toBeDefined();
    // The connection went back to the pool with the limit again.
    const { rows } = await sql<{ limit: string }>`select current_setting('statement_timeout') as limit`.execute(database!.db);
    expect(rows[0]!.limit).toBe(`${TIMEOUT_MS}ms`);
  });

  test('a request stuck behind a lock is answered 503 with Retry-After and a plain message; the next, once it is gone, as usual', async () => {
    const session = await signIn(app!, await createUser(database!.db, { firstName: 'Ada' }));
    const lookup = () => app!.inject({ method: 'GET', url: `/api/materials/${randomUUID()}`, headers: session.bearer });
    expect((await lookup()).statusCode).toBe(404);

    lockHolder = await openPostgres(databaseUrl(url!, name), { max: 1 });
    await lockHolder.db.connection().execute(async (connection) => {
      await sql`begin`.execute(connection);
      await sql`lock table materials in access exclusive mode`.execute(connection);
      try {
        const stuck = await lookup();
        expect(stuck.statusCode).toBe(503);
        expect(stuck.headers['retry-after']).toBe('5');
        expect(stuck.json()).toEqual({ status: 'error', statusCode: 503, code: 'UNAVAILABLE', message: TOOK_TOO_LONG });
        expect(stuck.body).not.toMatch(/statement|timeout|materials/i);
      } finally {
        await sql`rollback`.execute(connection);
      }
    });
    expect((await lookup()).statusCode).toBe(404);
  });
});
