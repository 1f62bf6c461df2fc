// After the run: remove what global-setup.mjs made (and any database of this run a file left).
import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

export default async function globalTeardown() {
  const dump = process.env.LECTERN_TEST_PGLITE_DUMP;
  if (dump) rmSync(path.dirname(dump), { recursive: true, force: true });
  const run = process.env.LECTERN_TEST_RUN;
  if (process.env.TEST_DATABASE_URL && run) {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query('select datname from pg_database where datname like $1', [`lectern_test_${run}_%`]);
      for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
    } finally {
      await client.end();
    }
  }
}
