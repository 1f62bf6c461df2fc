import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.ts';
import { configError } from '../errors.ts';
import type { Database } from './schema.ts';
import { describeTarget } from './describe-target.ts';
import type { ReadReplicas } from './read-replicas.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export interface AppDatabase {
  db: Kysely<Database>;
  kind: DatabaseKind;
  close(): Promise<void>;
  /**
   * The connection pool as it is now (PostgreSQL; the metrics read it on a scrape). Absent on the
   * embedded database, which is one connection inside this process: there is no pool to watch.
   */
  poolStats?(): PoolStats;
  /** DATABASE_READ_URLS' streaming replicas (PostgreSQL only): reads routed by http/read-routing.ts. */
  replicas?: ReadReplicas;
}

export interface PoolStats {
  /** Connections open, in use or idle. */
  total: number;
  idle: number;
  /** Queries waiting for a connection: above 0 for long, the pool is too small or the database too slow. */
  waiting: number;
  /** The most connections the pool opens. */
  max: number;
}

/** The primary with its replicas beside it, closed together. */
export function withReadReplicas(database: AppDatabase, replicas: ReadReplicas): AppDatabase {
  return {
    ...database,
    replicas,
    close: async () => {
      await replicas.close();
      await database.close();
    },
  };
}

/** Resolves when the database answers a trivial query; rejects with the driver's error otherwise. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}

interface Log {
  error(obj: unknown, msg?: string): void;
}

/**
 * Open the configured database and check that it answers; a problem is a StartupError.
 * `statementTimeoutMs` (PostgreSQL only; 0 or none: no limit) cancels any statement of this
 * pool's that runs longer: the server's, not a backup's.
 */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>, log?: Log, { statementTimeoutMs = 0 } = {}): Promise<AppDatabase> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, statementTimeoutMs > 0 ? { statement_timeout: statementTimeoutMs } : {}, log)
    : openPglite(path.join(prepareDataDir(config.dataDir), 'db'));
}

/**
 * Runs `work` on one connection of the pool with no statement timeout (migrations and the seed
 * may take long on a large database), then gives the connection its pool's limit back.
 */
export async function withoutStatementTimeout<T>(database: AppDatabase, work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  if (database.kind === 'pglite') return work(database.db);
  return database.db.connection().execute(async (connection) => {
    await sql`set statement_timeout = 0`.execute(connection);
    try {
      return await work(connection);
    } finally {
      await sql`reset statement_timeout`.execute(connection);
    }
  });
}

function prepareDataDir(dataDir: string): string {
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.accessSync(dataDir, fs.constants.W_OK);
    // access() says yes to root everywhere; a real write is the only honest test.
    const probe = path.join(dataDir, `.write-test-${process.pid}`);
    fs.writeFileSync(probe, '');
    fs.rmSync(probe);
  } catch (error) {
    throw configError(`DATA_DIR ${dataDir} is not writable (${(error as NodeJS.ErrnoException).code ?? 'error'}); set DATA_DIR to a writable folder`);
  }
  return dataDir;
}

/** `dataDir` undefined means in memory (tests). */
export async function openPglite(dataDir?: string): Promise<AppDatabase> {
  let pglite: PGlite;
  try {
    pglite = await PGlite.create({ ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm } });
  } catch (error) {
    throw configError(`cannot open the embedded database in ${dataDir}: ${(error as Error).message}`);
  }
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}

export async function openPostgres(
  url: string,
  extra: pg.PoolConfig = {},
  log?: Log,
): Promise<AppDatabase> {
  const pool = new pg.Pool({ connectionString: url, connectionTimeoutMillis: 10_000, ...extra });
  // A client losing its connection must not crash the process; the pool drops it and opens
  // new ones when the server is back. Idle clients report through the pool's 'error'; a
  // client in use (pg-pool removes its idle listener meanwhile) emits 'error' on itself,
  // which with no listener would be thrown: its query fails on its own and the pool
  // discards it on release, so the event only needs a listener.
  pool.on('error', (error) => log?.error({ err: error }, 'database connection lost'));
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  try {
    await pingDatabase(db);
  } catch (error) {
    await db.destroy().catch(() => undefined);
    throw configError(`DATABASE_URL: cannot use the database at ${describeTarget(url)}: ${describePgError(error)}`);
  }
  return {
    db,
    kind: 'postgres',
    close: () => db.destroy(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max }),
  };
}

function describePgError(error: unknown): string {
  const err = error as { code?: string; message?: string; errors?: Array<{ code?: string }> };
  const code = err.code ?? err.errors?.[0]?.code;
  if (code === 'ECONNREFUSED') return 'connection refused (is PostgreSQL running there?)';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'host not found';
  if (code === 'ETIMEDOUT') return 'connection timed out';
  if (code === '28P01' || code === '28000') return 'authentication failed (check the user and password)';
  if (code === '3D000') return 'database does not exist';
  return err.message || code || 'unknown error';
}
