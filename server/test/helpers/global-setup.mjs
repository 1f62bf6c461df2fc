// Once per jest run, before any test file: the migrated, seeded database each file copies
// (test-database.ts), so no file runs initdb or the migrations itself.
// - PGlite: a dump of its data folder in a temp folder (LECTERN_TEST_PGLITE_DUMP).
// - PostgreSQL (TEST_DATABASE_URL): a template database (LECTERN_TEST_PG_TEMPLATE); each file
//   gets `create database ... template` of it, so files never share a catalog and never race
//   each other's migrations or drops.
// Workers are started after this hook and inherit these variables.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const serverDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

function prepare(...args) {
  execFileSync(process.execPath, ['--import', 'tsx', '--conditions=@lectern/source', 'test/helpers/prepare-test-database.ts', ...args], {
    cwd: serverDir,
    stdio: 'inherit',
  });
}

export default function globalSetup() {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const run = randomBytes(4).toString('hex');
    process.env.LECTERN_TEST_RUN = run;
    process.env.LECTERN_TEST_PG_TEMPLATE = `lectern_test_${run}_template`;
    prepare('postgres', url, process.env.LECTERN_TEST_PG_TEMPLATE);
  } else {
    const dump = path.join(mkdtempSync(path.join(tmpdir(), 'lectern-jest-')), 'pglite.tar');
    prepare('pglite', dump);
    process.env.LECTERN_TEST_PGLITE_DUMP = dump;
  }
}
