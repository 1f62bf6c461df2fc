// Cache invalidation that reaches every server (docs/architecture.md §9). A process keeps some answers in
// memory (list pages, recently checked sessions, reference data); when the data behind them
// changes, the process that made the change publishes on a channel, and every process's
// subscribers drop what they kept. With DATABASE_URL the message travels through PostgreSQL
// LISTEN/NOTIFY, so servers on one database invalidate each other; on the embedded database
// there is one process, and the bus is a plain in-process one.
//
// Use: `deps.invalidation.subscribe('reference-data', () => cache.clear())` once at start, and
// `deps.invalidation.publish('reference-data')` after the change commits. Subscribers in the
// publishing process run at once, before publish returns (so this process never answers
// stale after its own change); other processes get it a few milliseconds later.
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Given to every subscriber when messages may have been missed (the LISTEN connection was lost
 * and is back): forget everything kept under that channel.
 */
export const RESYNC = '*';

export type InvalidationListener = (payload: string) => void;

export interface InvalidationBus {
  /**
   * Tell every process that what `channel` covers changed; `payload` (short, at most
   * MAX_PAYLOAD characters) says which part, '' for all of it. This process's subscribers run
   * before it returns; a failure to reach the others is logged, never thrown.
   */
  publish(channel: string, payload?: string): Promise<void>;
  /** Call `listener` for every message on `channel` (from this process or another); returns an unsubscribe. */
  subscribe(channel: string, listener: InvalidationListener): () => void;
  /**
   * Whether a message published by another process reaches this one now: always in one process;
   * with PostgreSQL, while the LISTEN connection is up. A cache whose correctness needs every
   * invalidation (recently checked sessions) is bypassed while this is false.
   */
  reachesThisProcess(): boolean;
  /** Stop listening (the app's onClose). */
  close(): Promise<void>;
}

/** PostgreSQL's NOTIFY payload limit is 8000 bytes; the envelope takes a little of it. */
export const MAX_PAYLOAD = 4000;
const CHANNEL_PATTERN = /^[a-z][a-z0-9-]{0,62}$/;

interface Log {
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

/** Subscribers by channel, and the delivery of one message to them (a throwing subscriber never stops the others). */
class Subscribers {
  private readonly byChannel = new Map<string, Set<InvalidationListener>>();

  constructor(private readonly log?: Log) {}

  add(channel: string, listener: InvalidationListener): () => void {
    checkChannel(channel);
    let set = this.byChannel.get(channel);
    if (!set) this.byChannel.set(channel, (set = new Set()));
    set.add(listener);
    return () => void set.delete(listener);
  }

  deliver(channel: string, payload: string): void {
    for (const listener of this.byChannel.get(channel) ?? []) {
      try {
        listener(payload);
      } catch (error) {
        this.log?.error({ err: error, channel }, 'an invalidation subscriber failed');
      }
    }
  }

  deliverToAll(payload: string): void {
    for (const channel of this.byChannel.keys()) this.deliver(channel, payload);
  }
}

function checkChannel(channel: string): void {
  if (!CHANNEL_PATTERN.test(channel)) throw new Error(`invalidation channel names are lower-case words with dashes, not ${JSON.stringify(channel)}`);
}

function checkPayload(payload: string): void {
  if (payload.length > MAX_PAYLOAD) throw new Error(`an invalidation payload is at most ${MAX_PAYLOAD} characters`);
}

/** One process: messages go to this process's subscribers only. */
export function createLocalInvalidationBus(log?: Log): InvalidationBus {
  const subscribers = new Subscribers(log);
  return {
    async publish(channel, payload = '') {
      checkChannel(channel);
      checkPayload(payload);
      subscribers.deliver(channel, payload);
    },
    subscribe: (channel, listener) => subscribers.add(channel, listener),
    reachesThisProcess: () => true,
    async close() {},
  };
}

/** The `o` of a message sent by a database trigger (migration 20261231000000_cheap_lists): every process delivers it. */
export const DATABASE_ORIGIN = 'database';

/** The one PostgreSQL channel every Lectern process listens on; the bus's channel travels in the payload. */
export const PG_CHANNEL = 'lectern_invalidation';
const RECONNECT_MIN_MS = 200;
const RECONNECT_MAX_MS = 5_000;

interface Envelope {
  /**
   * The process that published (it has delivered to itself already); DATABASE_ORIGIN for a
   * message the database sends itself (a trigger), which every process delivers.
   */
  o: string;
  c: string;
  p: string;
}

export interface PostgresInvalidationBus extends InvalidationBus {
  /** Settles once the first LISTEN attempt is done, whether it worked or not (a database that is down never stops a start). */
  readonly ready: Promise<void>;
  /** Whether the LISTEN connection is up now. */
  listening(): boolean;
}

/**
 * Several processes on one PostgreSQL: publish is a NOTIFY through the app's pool, and a
 * dedicated connection (not from the pool: a LISTEN lives as long as its connection) LISTENs.
 * When that connection drops it is opened again with backoff, and every subscriber is told
 * RESYNC, since messages sent meanwhile were lost.
 */
export function createPostgresInvalidationBus(options: { url: string; db: Kysely<Database>; log?: Log; clientConfig?: pg.ClientConfig }): PostgresInvalidationBus {
  const { url, db, log } = options;
  const origin = randomBytes(8).toString('hex');
  const subscribers = new Subscribers(log);
  let client: pg.Client | null = null;
  let connected = false;
  let closed = false;
  let firstAttempt = true;
  let warnedDown = false;
  let retryMs = RECONNECT_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== PG_CHANNEL || !message.payload) return;
    let envelope: Envelope;
    try {
      envelope = JSON.parse(message.payload) as Envelope;
    } catch {
      return;
    }
    if (envelope.o === origin || typeof envelope.c !== 'string' || typeof envelope.p !== 'string') return;
    subscribers.deliver(envelope.c, envelope.p);
  };

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
  };

  const lost = (current: pg.Client, error?: unknown) => {
    if (client !== current) return;
    client = null;
    if (connected) log?.warn({ err: error }, 'invalidation: LISTEN connection lost, reconnecting');
    connected = false;
    current.end().catch(() => undefined);
    scheduleReconnect();
  };

  const connect = async (): Promise<void> => {
    if (closed) return;
    const initial = firstAttempt;
    firstAttempt = false;
    const current = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000, keepAlive: true, ...options.clientConfig });
    client = current;
    // An unhandled 'error' on a client would end the process: a lost connection is only a reconnect.
    current.on('error', (error) => lost(current, error));
    current.on('end', () => lost(current));
    current.on('notification', onNotification);
    try {
      await current.connect();
      await current.query(`LISTEN ${PG_CHANNEL}`);
    } catch (error) {
      if (!warnedDown) log?.warn({ err: error }, 'invalidation: cannot LISTEN, retrying');
      warnedDown = true;
      lost(current, error);
      return;
    }
    if (closed || client !== current) {
      await current.end().catch(() => undefined);
      return;
    }
    connected = true;
    warnedDown = false;
    retryMs = RECONNECT_MIN_MS;
    // Back after a gap (a lost connection, or a database that was down at start): whatever was
    // published meanwhile never arrived here.
    if (!initial) subscribers.deliverToAll(RESYNC);
  };

  const ready = connect();

  return {
    ready,
    listening: () => connected,
    async publish(channel, payload = '') {
      checkChannel(channel);
      checkPayload(payload);
      subscribers.deliver(channel, payload);
      const envelope: Envelope = { o: origin, c: channel, p: payload };
      try {
        await sql`select pg_notify(${PG_CHANNEL}, ${JSON.stringify(envelope)})`.execute(db);
      } catch (error) {
        // The other servers keep their copies until those expire (a few seconds for lists).
        log?.error({ err: error, channel }, 'invalidation: could not notify the other servers');
      }
    },
    subscribe: (channel, listener) => subscribers.add(channel, listener),
    reachesThisProcess: () => connected,
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const current = client;
      client = null;
      connected = false;
      await current?.end().catch(() => undefined);
    },
  };
}

/** The bus for this database: LISTEN/NOTIFY with DATABASE_URL, in-process on the embedded database. */
export async function createInvalidationBus(databaseUrl: string | null, db: Kysely<Database>, log?: Log): Promise<InvalidationBus> {
  if (!databaseUrl) return createLocalInvalidationBus(log);
  const bus = createPostgresInvalidationBus({ url: databaseUrl, db, log });
  await bus.ready;
  return bus;
}
