// A site for tests that spawn the real server: a fresh DATA_DIR and its own database (PGlite in
// that folder, or a new database on the PostgreSQL pass). Registers its own beforeAll/afterAll:
// after the file's tests any server it started that still runs is killed, the database dropped
// and the folder removed, also when a test failed half-way.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createServerDatabase, type ServerDatabase } from './server-database.ts';
import { startServer, type ServerProcess } from './server-process.ts';

export interface SpawnedSite {
  readonly dataDir: string;
  readonly database: ServerDatabase;
  /** Starts a server on this site (resolves once it answers /api/health). */
  start(): Promise<ServerProcess>;
}

export function useSpawnedSite(prefix: string): SpawnedSite {
  let dataDir = '';
  let database: ServerDatabase | null = null;
  const started: ServerProcess[] = [];

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    database = await createServerDatabase();
  });
  afterAll(async () => {
    for (const server of started) {
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
      await server.exited;
    }
    await database?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  return {
    get dataDir() {
      return dataDir;
    },
    get database() {
      if (!database) throw new Error('the site is ready only inside tests (after beforeAll)');
      return database;
    },
    async start() {
      const server = await startServer({ dataDir, env: this.database.env });
      started.push(server);
      return server;
    },
  };
}
