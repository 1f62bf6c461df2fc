// A throwaway PostgreSQL server of the test's own, which it may stop and start (as
// e2e/scripts/with-postgres.mjs makes one): initdb into a temp folder, pg_ctl on a free port.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../helpers/free-port.ts';

const run = promisify(execFile);

/** The folder of initdb and pg_ctl (PG_BIN, or the newest /usr/lib/postgresql/<version>/bin), or null. */
export function postgresBin(): string | null {
  const versions = fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a)) : [];
  const candidates = [process.env.PG_BIN, ...versions.map((v) => `/usr/lib/postgresql/${v}/bin`)].filter((dir): dir is string => Boolean(dir));
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl'))) ?? null;
}

export interface Cluster {
  url: string;
  /** pg_ctl stop -m fast: sessions are ended (57P01) and the server goes away. */
  stop(): Promise<void>;
  /** pg_ctl start -w: resolves once it accepts connections. */
  start(): Promise<void>;
  /** Stops it (if running) and removes its files. */
  destroy(): Promise<void>;
}

/** Runs PostgreSQL's programs in a temp folder of their own: as the postgres user when this is root (initdb refuses root). */
async function ownedFolder(prefix: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  let owner: { uid: number; gid: number; env: NodeJS.ProcessEnv } | Record<string, never> = {};
  if (process.getuid?.() === 0) {
    const uid = Number((await run('id', ['-u', 'postgres'])).stdout.trim());
    const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
    fs.chownSync(dir, uid, gid);
    owner = { uid, gid, env: { ...process.env, HOME: dir } };
  }
  return { dir, owner };
}

/** pg_ctl start/stop over a data folder, on a port of its own. */
function controlled(dir: string, port: number, pgData: string, pg: (command: string, args: string[]) => Promise<unknown>): Cluster {
  const pgCtl = (args: string[]) => pg('pg_ctl', ['-D', pgData, ...args]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  let running = false;
  const start = async () => {
    await pgCtl(['-w', '-l', path.join(dir, 'server.log'), '-o', options, 'start']);
    running = true;
  };
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await pgCtl(['-w', '-m', 'fast', 'stop']);
      running = false;
    },
    start,
    async destroy() {
      if (running) await pgCtl(['-m', 'immediate', 'stop']).catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function startCluster(bin: string): Promise<Cluster> {
  const { dir, owner } = await ownedFolder('lectern-fault-pg-');
  const pgData = path.join(dir, 'data');
  const pg = (command: string, args: string[]) => run(path.join(bin, command), args, { ...owner });
  await pg('initdb', ['-D', pgData, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const cluster = controlled(dir, await freePort(), pgData, pg);
  await cluster.start();
  return cluster;
}

/**
 * A streaming replica of the server `primaryUrl` points at (its pg_hba must allow replication from
 * 127.0.0.1, as initdb -A trust's does): pg_basebackup -R, then a hot standby on a free port.
 */
export async function startStandby(bin: string, primaryUrl: string): Promise<Cluster> {
  const { dir, owner } = await ownedFolder('lectern-standby-pg-');
  const pgData = path.join(dir, 'data');
  const primary = new URL(primaryUrl);
  const pg = (command: string, args: string[]) => run(path.join(bin, command), args, { ...owner });
  await pg('pg_basebackup', ['-h', primary.hostname, '-p', primary.port || '5432', '-U', primary.username || 'postgres', '-D', pgData, '-R', '-X', 'stream', '--checkpoint=fast', '--no-sync']);
  const standby = controlled(dir, await freePort(), pgData, pg);
  await standby.start();
  return standby;
}
