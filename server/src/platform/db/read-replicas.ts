// PostgreSQL read replicas (DATABASE_READ_URLS; docs/architecture.md, "Read replicas"): a pool
// per streaming standby, and a check every CHECK_EVERY_MS of how far each is behind the primary.
//
// How far behind, in time, without trusting anyone's clock: each check notes the primary's WAL
// position (pg_current_wal_lsn) with this process's time. A replica that has replayed the newest
// noted position is 0 ms behind; otherwise it is behind by the age of the oldest noted position
// it has not replayed yet. An idle primary's position stands still, so an idle replica is 0 ms
// behind (pg_last_xact_replay_timestamp would call it more behind each second).
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Clock } from '../clock.ts';
import type { Database } from './schema.ts';
import { describeTarget } from './describe-target.ts';

/** How often each replica's lag is checked. */
export const CHECK_EVERY_MS = 250;
/** A check that takes longer counts the replica as down (a stopped server, a cut network). */
const CHECK_TIMEOUT_MS = 1_000;
/** The primary positions kept: enough to date any lag up to a minute. */
const POSITIONS_KEPT = 240;

export type ReplicaState = 'usable' | 'lagging' | 'down' | 'unchecked';

export interface ReplicaStatus {
  /** host:port/database, never the password. */
  target: string;
  state: ReplicaState;
  /** Milliseconds behind the primary at the last check; null when down or never checked. */
  lagMs: number | null;
}

export interface ReadReplicas {
  /** A replica fit to read from now (in turn among several), or null when none is. */
  pick(): Kysely<Database> | null;
  /** The replica `db` failed a query (connection lost, conflict with recovery): skip it until a check passes. */
  failed(db: Kysely<Database>): void;
  status(): ReplicaStatus[];
  /** Checks every replica now (the timer does so every CHECK_EVERY_MS). */
  check(): Promise<void>;
  close(): Promise<void>;
}

interface Replica {
  db: Kysely<Database>;
  target: string;
  state: ReplicaState;
  lagMs: number | null;
}

interface Position {
  lsn: bigint;
  at: number;
}

interface Log {
  warn(obj: unknown, msg?: string): void;
}

export interface ReadReplicaOptions {
  primary: Kysely<Database>;
  maxLagMs: number;
  clock: Clock;
  log: Log;
  /** The primary pool's per-statement limit, the replicas' too (0: none). */
  statementTimeoutMs?: number;
  /** Connections per replica. */
  poolSize?: number;
  /** false: no timer (tests call check()). */
  autoCheck?: boolean;
}

/** A WAL position ('16/B374D848') as a number. */
export function parseLsn(text: string): bigint {
  const [high, low] = text.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

/** How long ago the primary was at a position `replayed` has not reached; 0 when it has reached the newest. */
export function lagOf(positions: readonly Position[], replayed: bigint, now: number): number {
  const newest = positions.at(-1);
  if (!newest || replayed >= newest.lsn) return 0;
  const oldestUnreplayed = positions.find((position) => position.lsn > replayed);
  // Behind every position noted: at least as old as the oldest kept.
  return now - (oldestUnreplayed ?? positions[0]!).at;
}

/** Opens a pool per URL (connecting lazily: a replica down at start is simply down) and starts checking them. */
export function openReadReplicas(urls: readonly string[], options: ReadReplicaOptions): ReadReplicas {
  const { primary, maxLagMs, clock, log } = options;
  const replicas: Replica[] = urls.map((url) => {
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: CHECK_TIMEOUT_MS,
      ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
    });
    // As the primary's pool (connect.ts): a lost connection is a failed query, never a crash.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), target: describeTarget(url), state: 'unchecked', lagMs: null };
  });
  const positions: Position[] = [];
  let turn = 0;
  let checking: Promise<void> | null = null;

  const checkOne = async (replica: Replica) => {
    try {
      const { rows } = await withTimeout(sql<{ lsn: string | null }>`select pg_last_wal_replay_lsn()::text as lsn`.execute(replica.db), CHECK_TIMEOUT_MS);
      // null: not a standby (a primary named as a replica): it is as current as can be.
      const lag = rows[0]?.lsn ? lagOf(positions, parseLsn(rows[0].lsn), clock().getTime()) : 0;
      const state: ReplicaState = lag > maxLagMs ? 'lagging' : 'usable';
      if (state !== replica.state && replica.state !== 'unchecked') log.warn({ replica: replica.target, lagMs: lag }, `read replica ${state}`);
      Object.assign(replica, { state, lagMs: lag });
    } catch (error) {
      if (replica.state !== 'down') log.warn({ replica: replica.target, err: error }, 'read replica down: reads go to the others or the primary');
      Object.assign(replica, { state: 'down', lagMs: null });
    }
  };

  const check = () => {
    checking ??= (async () => {
      try {
        const { rows } = await sql<{ lsn: string }>`select pg_current_wal_lsn()::text as lsn`.execute(primary);
        positions.push({ lsn: parseLsn(rows[0]!.lsn), at: clock().getTime() });
        if (positions.length > POSITIONS_KEPT) positions.shift();
        await Promise.all(replicas.map(checkOne));
      } catch (error) {
        // The primary did not answer: the replicas keep their last state until it does.
        log.warn({ err: error }, 'read replicas: the primary’s position could not be read');
      } finally {
        checking = null;
      }
    })();
    return checking;
  };

  const timer = options.autoCheck === false ? null : setInterval(() => void check(), CHECK_EVERY_MS);
  timer?.unref();

  return {
    pick() {
      const usable = replicas.filter((replica) => replica.state === 'usable');
      if (usable.length === 0) return null;
      turn = (turn + 1) % usable.length;
      return usable[turn]!.db;
    },
    failed(db) {
      const replica = replicas.find((candidate) => candidate.db === db);
      if (replica && replica.state !== 'down') {
        log.warn({ replica: replica.target }, 'read replica failed a query: skipped until it answers a check');
        Object.assign(replica, { state: 'down', lagMs: null });
      }
    },
    status: () => replicas.map(({ target, state, lagMs }) => ({ target, state, lagMs })),
    check,
    async close() {
      if (timer) clearInterval(timer);
      await checking;
      await Promise.all(replicas.map((replica) => replica.db.destroy()));
    },
  };
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
