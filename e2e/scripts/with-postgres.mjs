#!/usr/bin/env node
// Starts a throwaway PostgreSQL server on 127.0.0.1 and a free port, runs the given command
// with TEST_DATABASE_URL pointing at it, then stops the server and removes its data.
// Fails (never skips) when no server can be started.
//   node e2e/scripts/with-postgres.mjs -- npm test -w @lectern/server
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../support/servers.mjs';

function findBin() {
  const candidates = [process.env.PG_BIN, ...(existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort().reverse().map((v) => `/usr/lib/postgresql/${v}/bin`) : [])].filter(Boolean);
  const bin = candidates.find((dir) => existsSync(path.join(dir, 'initdb')));
  if (!bin) {
    console.error('PostgreSQL is not installed. Install it with: apt-get install -y postgresql');
    process.exit(1);
  }
  return bin;
}

const bin = findBin();
const isRoot = process.getuid?.() === 0;
const dataDir = mkdtempSync(path.join(tmpdir(), 'lectern-pg-'));
const port = await freePort();
// initdb refuses to run as root: run the server as the postgres user, in a folder it owns.
const asOwner = (command, args) => {
  if (!isRoot) return execFileSync(command, args, { stdio: 'pipe' });
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  chownSync(dataDir, uid, gid);
  return execFileSync(command, args, { stdio: 'pipe', uid, gid, env: { ...process.env, HOME: dataDir } });
};

const pgData = path.join(dataDir, 'data');
let exitCode = 1;
try {
  asOwner(path.join(bin, 'initdb'), ['-D', pgData, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  asOwner(path.join(bin, 'pg_ctl'), ['-D', pgData, '-w', '-l', path.join(dataDir, 'server.log'), '-o', `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start']);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  console.log(`PostgreSQL test server on 127.0.0.1:${port}`);
  const separator = process.argv.indexOf('--');
  const [command, ...args] = process.argv.slice(separator + 1);
  exitCode = await new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: url } });
    child.once('exit', (code) => resolve(code ?? 1));
  });
} catch (error) {
  console.error(`Could not start PostgreSQL: ${error.message}\n${error.stderr?.toString() ?? ''}`);
} finally {
  try {
    asOwner(path.join(bin, 'pg_ctl'), ['-D', pgData, '-m', 'fast', 'stop']);
  } catch {
    // it never started
  }
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
