// The database a spawned server uses. On the PostgreSQL pass (TEST_DATABASE_URL set, as in the
// e2e run) a fresh database on that server, dropped afterwards; otherwise the server's own
// embedded PGlite in DATA_DIR/db, which the test opens only once the server has stopped.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { openPglite } from '../../../src/platform/db/connect.ts';

export interface ServerDatabase {
  /** Env for the server: DATABASE_URL on the PostgreSQL pass, nothing on PGlite. */
  env: Record<string, string>;
  kind: 'postgres' | 'pglite';
  /** Rows in `materials` (PGlite: call once the server has exited). */
  countMaterials(dataDir: string): Promise<number>;
  drop(): Promise<void>;
}

export async function createServerDatabase(): Promise<ServerDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    return {
      env: {},
      kind: 'pglite',
      async countMaterials(dataDir) {
        const database = await openPglite(path.join(dataDir, 'db'));
        try {
          const { n } = await database.db.selectFrom('materials').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
          return Number(n);
        } finally {
          await database.close();
        }
      },
      async drop() {},
    };
  }
  const name = `lectern_faults_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const databaseUrl = target.toString();
  return {
    env: { DATABASE_URL: databaseUrl },
    kind: 'postgres',
    async countMaterials() {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const result = await client.query<{ n: string }>('select count(*) as n from materials');
        return Number(result.rows[0]?.n);
      } finally {
        await client.end();
      }
    },
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
      await admin.end();
    },
  };
}
