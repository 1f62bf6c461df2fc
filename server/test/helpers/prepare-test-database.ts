// Run once per jest run by global-setup.mjs, through tsx (jest's global hooks cannot load the
// app's TypeScript): migrates and seeds the database every test file starts from.
//   pglite <file>           an in-memory PGlite, its data folder dumped to <file>
//   postgres <url> <name>   a new database <name> on that server, the template of each file's database
import fs from 'node:fs';
import { sql } from 'kysely';
import { openPostgres, type AppDatabase } from '../../src/platform/db/connect.ts';
import { migrateToLatest } from '../../src/platform/db/migrate.ts';
import { DEMO_REFERENCE_DATA } from '../../src/setup/seed/demo-reference-data.ts';
import { seedReferenceData } from '../../src/setup/seed/seed.ts';
import { databaseUrl } from './postgres-url.ts';
import { openTestPglite } from './test-pglite.ts';

async function migrateAndSeed(database: AppDatabase): Promise<void> {
  await migrateToLatest(database.db);
  await seedReferenceData(database.db, DEMO_REFERENCE_DATA);
}

const [mode, target, name] = process.argv.slice(2);
if (mode === 'pglite' && target) {
  const { database, pglite } = await openTestPglite();
  await migrateAndSeed(database);
  // A dump is a running database's folder: each load recovers it from its last checkpoint, which
  // without this one was initdb's, and replayed the migrations' and the seed's 3 MB of WAL in every file.
  await pglite.exec('checkpoint');
  const dump = await pglite.dumpDataDir('none');
  fs.writeFileSync(target, Buffer.from(await dump.arrayBuffer()));
  await database.close();
} else if (mode === 'postgres' && target && name) {
  const admin = await openPostgres(target, { max: 1 });
  await sql`create database ${sql.id(name)}`.execute(admin.db);
  await admin.close();
  const database = await openPostgres(databaseUrl(target, name), { max: 1 });
  await migrateAndSeed(database);
  await database.close();
} else {
  console.error('usage: prepare-test-database.ts pglite <file> | postgres <url> <name>');
  process.exit(2);
}
