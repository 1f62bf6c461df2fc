// Reads that scale out (docs/architecture.md, "Read replicas") against a real streaming
// replica: pg_basebackup of the PostgreSQL pass's server, a hot standby on another port. Its
// replay is paused to make it behind on purpose, so where each read went shows in what it finds.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../../src/app.ts';
import { LIST_CACHE_TTL_MS } from '../../src/domain/materials/list-cache.ts';
import { READ_YOUR_WRITES_MS, WROTE_COOKIE } from '../../src/http/read-routing.ts';
import { withReadReplicas } from '../../src/platform/db/connect.ts';
import { openReadReplicas, type ReadReplicas } from '../../src/platform/db/read-replicas.ts';
import type { Database } from '../../src/platform/db/schema.ts';
import { postgresBin, startStandby, type Cluster } from '../faults/helpers/postgres-cluster.ts';
import { createCast, type Cast, type Person } from '../helpers/materials.ts';
import { getList, insertMaterial, pageOf, uniqueWord } from '../helpers/material-rows.ts';
import { databaseUrl } from '../helpers/postgres-url.ts';
import { createTestClock } from '../helpers/test-clock.ts';
import { testConfig } from '../helpers/test-config.ts';
import { createTestDatabase, DATABASE_SETUP_TIMEOUT_MS, type TestDatabase } from '../helpers/test-database.ts';
import { until } from '../helpers/wait.ts';

const MAX_LAG_MS = 1_000;
const METRICS_TOKEN = 'replica-metrics-token-1234';
const primaryUrl = process.env.TEST_DATABASE_URL;
const bin = postgresBin();
const skipReason = !primaryUrl
  ? 'runs on the PostgreSQL pass (npm run test:postgres)'
  : !bin
    ? 'no PostgreSQL binaries (pg_basebackup, pg_ctl) under /usr/lib/postgresql or PG_BIN'
    : null;

const clock = createTestClock();
let standby: Cluster | null = null;
let testDatabase: TestDatabase | null = null;
let replicas: ReadReplicas;
let standbyDb: Kysely<Database>;
let replicaUrl = '';
let app: FastifyInstance;
let dataDir = '';
let cast: Cast;

beforeAll(async () => {
  if (skipReason) return;
  // The standby first: the test's database, made after, reaches it by replication.
  standby = await startStandby(bin!, primaryUrl!);
  testDatabase = await createTestDatabase();
  const primary = testDatabase.database.db;
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(primary);
  replicaUrl = databaseUrl(standby.url, rows[0]!.name);
  standbyDb = openStandby();
  await until(async () => sql`select 1`.execute(standbyDb).then(() => true, () => false), 'the test database on the standby');
  replicas = openReadReplicas([replicaUrl], { primary, maxLagMs: MAX_LAG_MS, clock: clock.clock, log: { warn: () => undefined }, autoCheck: false });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-replicas-'));
  app = await buildApp(testConfig({ DATA_DIR: dataDir, RATE_LIMIT_AUTH: '1000', METRICS_TOKEN }), withReadReplicas(testDatabase.database, replicas), {
    clock: clock.clock,
    office: null,
  });
  await app.ready();
  cast = await createCast(app, primary);
}, DATABASE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await app?.close();
  await standbyDb?.destroy();
  await testDatabase?.cleanup();
  await standby?.destroy();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A connection of the test's own to the standby, to pause and resume its replay. */
const openStandby = () => new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: replicaUrl, max: 1 }) }) });
const state = () => replicas.status()[0]!.state;
/** A search as `person` after the shared lists' few seconds are over, so it reaches a database. */
async function found(person: Person, word: string, headers: Record<string, string> = {}): Promise<number> {
  clock.advance(LIST_CACHE_TTL_MS);
  const res = await app.inject({ method: 'GET', url: '/api/materials', query: { query: word }, headers: { ...person.session.bearer, ...headers } });
  return pageOf(res).pagination.total;
}
const pauseReplay = () => sql`select pg_wal_replay_pause()`.execute(standbyDb);
const resumeReplay = () => sql`select pg_wal_replay_resume()`.execute(standbyDb);
const caughtUp = async () => {
  await replicas.check();
  return state() === 'usable' && replicas.status()[0]!.lagMs === 0;
};

(skipReason ? describe.skip : describe)(`read replicas${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
  test('reads go to the replica; a person’s reads after their own write go to the primary and see it', async () => {
    await until(caughtUp, 'the replica to catch up');
    await pauseReplay();
    try {
      const word = uniqueWord();
      const id = await insertMaterial(testDatabase!.database.db, { uploader_id: cast.uploader.id, label: `${word} notes` });
      // The replica has not replayed the new material: a search that reached it finds nothing.
      expect(await found(cast.stranger, word)).toBe(0);

      const saved = await app.inject({ method: 'POST', url: `/api/materials/${id}/save`, headers: cast.member.session.bearer });
      expect(saved.statusCode).toBe(200);
      expect(String(saved.headers['set-cookie'])).toContain(`${WROTE_COOKIE}=1; Max-Age=${READ_YOUR_WRITES_MS / 1000}; Path=/api`);
      const mine = pageOf(await getList(app, cast.member, '/api/materials/saved'));
      expect(mine.data.map((material) => material.id)).toEqual([id]);

      // Another server knows a writer by the cookie the write set.
      expect(await found(cast.stranger, word, { cookie: `${WROTE_COOKIE}=1` })).toBe(1);
      expect(await found(cast.stranger, word)).toBe(0);
    } finally {
      await resumeReplay();
    }
  });

  test('a replica further behind than MAX_REPLICA_LAG_MS is skipped until it catches up', async () => {
    await until(caughtUp, 'the replica to catch up');
    await pauseReplay();
    const word = uniqueWord();
    try {
      await insertMaterial(testDatabase!.database.db, { uploader_id: cast.uploader.id, label: `${word} handout` });
      await replicas.check();
      clock.advance(MAX_LAG_MS + 1);
      await replicas.check();
      expect(replicas.status()[0]).toMatchObject({ state: 'lagging', lagMs: MAX_LAG_MS + 1 });
      expect(await found(cast.stranger, word)).toBe(1);
      const metrics = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(metrics.body).toContain(`lectern_db_replica_lag_ms{replica="${replicas.status()[0]!.target}",state="lagging"} ${MAX_LAG_MS + 1}`);
    } finally {
      await resumeReplay();
    }
    await until(caughtUp, 'the replica to catch up again');
    expect(await found(cast.stranger, word)).toBe(1);
  });

  test('a stopped replica costs no failed request, and is used again once it is back', async () => {
    await until(caughtUp, 'the replica to catch up');
    const word = uniqueWord();
    await insertMaterial(testDatabase!.database.db, { uploader_id: cast.uploader.id, label: `${word} summary` });
    await until(caughtUp, 'the replica to replay the new material');
    await standbyDb.destroy();
    await standby!.stop();
    // Still "usable" until a check or a read says otherwise: the first read fails there and is asked of the primary.
    expect(state()).toBe('usable');
    for (let i = 0; i < 5; i++) expect(await found(cast.stranger, word)).toBe(1);
    expect(state()).toBe('down');
    await replicas.check();
    expect(state()).toBe('down');

    await standby!.start();
    standbyDb = openStandby();
    await until(caughtUp, 'the restarted replica to be usable');
    expect(await found(cast.stranger, word)).toBe(1);
  });
});
