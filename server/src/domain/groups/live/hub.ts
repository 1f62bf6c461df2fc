// One live hub per server (docs/groups.md "Live updates"). It subscribes once to the bus channel
// 'group-events' (live/announce.ts); a message names a group, and the hub reads that group's new
// rows once (however many clients, and once for a burst of messages) and writes them to every
// open stream of the group here. A stream starts where its client left off (Last-Event-ID), or
// gets `resync` when that is no longer kept. It ends when its reader leaves the group or is
// removed, when the session that opened it ends (signed out, revoked or expired: live/stream-
// sessions.ts) or its reader's role changes, when the client reads too slowly, or when the hub
// closes with the app.
import { GROUP_EVENTS_HEARTBEAT_MS, GROUP_EVENTS_KEPT_MS } from '@lectern/shared-api/contract';
import type { Kysely } from 'kysely';
import { RESYNC, type InvalidationBus } from '../../../platform/cache/invalidation.ts';
import type { Database } from '../../../platform/db/schema.ts';
import { existingSessionIds, namesSession, roleChangedUserIds, SESSIONS_CHANNEL } from '../../auth/index.ts';
import { GROUP_EVENTS_CHANNEL } from './announce.ts';
import { deleteOldGroupEvents, eventBounds, groupEventsAfter, membersAmong, type EventRow } from './event-rows.ts';
import { HEARTBEAT_FRAME, eventFrame, parseEventId, positionFrame, resyncFrame } from './frames.ts';
import { sessionExpired, type StreamSession } from './stream-sessions.ts';

/** Where a stream's frames go (the HTTP response, in routes/groups/events.ts). */
export interface LiveSink {
  write(chunk: string): void;
  /** Bytes written and not yet taken by the client. */
  buffered(): number;
  /** Ends the response; the route then calls the stream's `close()`. */
  end(): void;
}

export interface OpenStream {
  groupId: string;
  userId: string;
  /** Staff read any group without being members: their streams are not ended by membership. */
  staff: boolean;
  /** The client's Last-Event-ID (header or query); null for a fresh start. */
  lastEventId: string | null;
  /** The session the request came with: the stream ends with it. */
  session: StreamSession;
  sink: LiveSink;
}

export interface LiveStreamHandle {
  /** The client went away: forget the stream. */
  close(): void;
}

export interface GroupLiveHubOptions {
  heartbeatMs?: number;
  keptMs?: number;
  /** How often old events are deleted (and once at start). */
  cleanupEveryMs?: number;
}

interface Log {
  info(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

interface Stream {
  groupId: string;
  userId: string;
  staff: boolean;
  session: StreamSession;
  sink: LiveSink;
  /** Events after this are the stream's to send (its resume point or fresh start). */
  startId: bigint;
  /** While the stream reads what it missed, what the hub delivers waits here. */
  pending: EventRow[] | null;
  ended: boolean;
}

interface GroupState {
  streams: Set<Stream>;
  /** The newest event delivered here. */
  lastId: bigint;
  /** Nothing at or before this is read by the hub (the streams' own catch-up covers it). */
  floor: bigint;
  /** Delivered ids and when: a row committed late is delivered once, not again. */
  delivered: Map<string, number>;
  reading: Promise<void> | null;
  again: boolean;
}

/** A transaction that took its event id before another's may commit after it, for this long. */
const LATE_COMMIT_MS = 10_000;
/**
 * A fresh stream also gets its group's events of the last moments: the page opening it read its
 * data a moment before, and a change in between would otherwise be missed (a repeat only refetches).
 */
const FRESH_LOOKBACK_MS = 10_000;
/** A client further behind than this many events reads everything again instead. */
export const BACKLOG_MAX = 1_000;
/** A client that lets this much pile up unread is ended (it reconnects and resumes). */
const MAX_BUFFERED_BYTES = 256 * 1024;
const CLEANUP_EVERY_MS = 60 * 60 * 1000;

export class GroupLiveHub {
  private readonly groups = new Map<string, GroupState>();
  /** Every stream from its open on (before it joins its group's state), for the end of its session. */
  private readonly streams = new Set<Stream>();
  private readonly work = new Set<Promise<unknown>>();
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly unsubscribes: Array<() => void> = [];
  private closed = false;
  private readonly heartbeatMs: number;
  private readonly keptMs: number;
  private readonly cleanupEveryMs: number;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly bus: InvalidationBus,
    private readonly log: Log,
    options: GroupLiveHubOptions = {},
  ) {
    this.heartbeatMs = options.heartbeatMs ?? GROUP_EVENTS_HEARTBEAT_MS;
    this.keptMs = options.keptMs ?? GROUP_EVENTS_KEPT_MS;
    this.cleanupEveryMs = options.cleanupEveryMs ?? CLEANUP_EVERY_MS;
  }

  /** Subscribes to the bus (group events, ended sessions), starts the heartbeat and deletes old events (now and every hour). */
  start(): void {
    this.unsubscribes.push(
      this.bus.subscribe(GROUP_EVENTS_CHANNEL, (payload) => this.onMessage(payload)),
      this.bus.subscribe(SESSIONS_CHANNEL, (payload) => this.onSessionsMessage(payload)),
    );
    const heartbeat = setInterval(() => this.heartbeat(), this.heartbeatMs);
    const cleanup = setInterval(() => this.cleanUp(), this.cleanupEveryMs);
    heartbeat.unref();
    cleanup.unref();
    this.timers.push(heartbeat, cleanup);
    this.cleanUp();
  }

  /** Open streams on this server (the benchmark and tests read it). */
  openStreams(): number {
    let count = 0;
    for (const state of this.groups.values()) count += state.streams.size;
    return count;
  }

  /**
   * Starts a stream: what the client missed (or `resync`), then live events. The caller checked
   * access. Returns at once; the catch-up goes on in the background.
   */
  open(input: OpenStream): LiveStreamHandle {
    const stream: Stream = {
      groupId: input.groupId,
      userId: input.userId,
      staff: input.staff,
      session: input.session,
      sink: input.sink,
      startId: 0n,
      pending: [],
      ended: false,
    };
    const handle = { close: () => this.forget(stream) };
    if (this.closed) {
      this.end(stream);
      return handle;
    }
    // Watched from now: a session ended from here on is heard; one ended since the request
    // checked it (its message came before this stream was here) is found by this read.
    this.streams.add(stream);
    this.checkSessions([stream]);
    this.track(
      this.catchUp(stream, input.lastEventId).catch((error: unknown) => {
        this.log.error({ err: error, groupId: stream.groupId }, 'live: could not open a group stream');
        this.end(stream);
      }),
    );
    return handle;
  }

  /** Ends every stream and stops; waits for reads under way, so the database is not closed under one. */
  async close(): Promise<void> {
    this.closed = true;
    for (const unsubscribe of this.unsubscribes.splice(0)) unsubscribe();
    for (const timer of this.timers) clearInterval(timer);
    for (const stream of [...this.streams]) this.end(stream);
    this.groups.clear();
    await Promise.allSettled([...this.work]);
  }

  private async catchUp(stream: Stream, lastEventId: string | null): Promise<void> {
    // Registered first, so nothing delivered while the missed events are read is lost (it waits in `pending`).
    const { latest, floor } = await eventBounds(this.db);
    if (this.closed || stream.ended) return;
    this.register(stream, latest);
    const resumeFrom = lastEventId === null ? null : parseEventId(lastEventId);
    let start = latest;
    if (lastEventId === null) {
      stream.sink.write(positionFrame(latest));
    } else if (resumeFrom !== null && resumeFrom >= floor && resumeFrom <= latest) {
      start = resumeFrom;
    } else {
      stream.sink.write(resyncFrame(latest));
    }
    let missed =
      lastEventId === null
        ? await groupEventsAfter(this.db, stream.groupId, { after: latest, floor: 0n, lateMs: FRESH_LOOKBACK_MS, limit: BACKLOG_MAX })
        : await groupEventsAfter(this.db, stream.groupId, { after: start, limit: BACKLOG_MAX + 1 });
    if (missed.length > BACKLOG_MAX) {
      stream.sink.write(resyncFrame(latest));
      missed = await groupEventsAfter(this.db, stream.groupId, { after: latest, limit: BACKLOG_MAX });
      start = latest;
    }
    if (stream.ended) return;
    stream.startId = start;
    const sent = new Set<string>();
    for (const row of missed) {
      sent.add(row.id);
      stream.sink.write(eventFrame(row));
    }
    const waiting = stream.pending ?? [];
    stream.pending = null;
    for (const row of waiting) if (row.seq > start && !sent.has(row.id)) stream.sink.write(eventFrame(row));
  }

  private register(stream: Stream, latest: bigint): void {
    let state = this.groups.get(stream.groupId);
    if (!state) {
      state = { streams: new Set(), lastId: latest, floor: latest, delivered: new Map(), reading: null, again: false };
      this.groups.set(stream.groupId, state);
    }
    state.streams.add(stream);
  }

  private forget(stream: Stream): void {
    stream.ended = true;
    this.streams.delete(stream);
    const state = this.groups.get(stream.groupId);
    if (!state) return;
    state.streams.delete(stream);
    if (state.streams.size === 0 && !state.reading) this.groups.delete(stream.groupId);
  }

  private end(stream: Stream): void {
    if (!stream.ended) {
      stream.ended = true;
      try {
        stream.sink.end();
      } catch {
        // Already gone.
      }
    }
    this.forget(stream);
  }

  private onMessage(payload: string): void {
    if (this.closed) return;
    if (payload === RESYNC) {
      // The LISTEN connection was lost: what was announced meanwhile never arrived here.
      for (const [groupId, state] of this.groups) {
        for (const stream of state.streams) if (!stream.pending && !stream.ended) stream.sink.write(resyncFrame(state.lastId));
        this.read(groupId);
      }
      return;
    }
    if (this.groups.has(payload)) this.read(payload);
  }

  /**
   * Sessions ended: the streams the message names end unless their session is still there. A
   * role changed: the person's streams end at once, since staff read groups they are not in;
   * the browser reconnects from its last event and is let in (or not) under the new role.
   */
  private onSessionsMessage(payload: string): void {
    if (this.closed) return;
    const named = [...this.streams].filter((stream) => namesSession(payload, { id: stream.session.id, tokenHash: stream.session.tokenHash, userId: stream.userId }));
    const roleChanged = new Set(roleChangedUserIds(payload));
    if (roleChanged.size > 0) {
      for (const stream of named) if (roleChanged.has(stream.userId)) this.end(stream);
      return;
    }
    this.checkSessions(named);
  }

  /** Ends the streams whose session is gone; on a failed read too (the client reconnects and is checked again). */
  private checkSessions(streams: Stream[]): void {
    if (streams.length === 0) return;
    this.track(
      existingSessionIds(this.db, [...new Set(streams.map((stream) => stream.session.id))]).then(
        (there) => {
          for (const stream of streams) if (!there.has(stream.session.id)) this.end(stream);
        },
        (error: unknown) => {
          this.log.error({ err: error }, 'live: could not check the sessions of open streams; they are ended');
          for (const stream of streams) this.end(stream);
        },
      ),
    );
  }

  /** Reads a group's new rows: once now, and once more if messages came during the read (a burst is one or two reads). */
  private read(groupId: string): void {
    const state = this.groups.get(groupId);
    if (!state) return;
    if (state.reading) {
      state.again = true;
      return;
    }
    const reading = (async () => {
      do {
        state.again = false;
        await this.readOnce(groupId, state);
      } while (state.again && !this.closed && state.streams.size > 0);
    })()
      .catch((error: unknown) => this.log.error({ err: error, groupId }, 'live: could not read a group events'))
      .finally(() => {
        state.reading = null;
        if (state.streams.size === 0 && this.groups.get(groupId) === state) this.groups.delete(groupId);
      });
    state.reading = reading;
    this.track(reading);
  }

  private async readOnce(groupId: string, state: GroupState): Promise<void> {
    const now = Date.now();
    const rows = await groupEventsAfter(this.db, groupId, { after: state.lastId, floor: state.floor, lateMs: LATE_COMMIT_MS });
    for (const [id, at] of state.delivered) if (at < now - 3 * LATE_COMMIT_MS) state.delivered.delete(id);
    const fresh = rows.filter((row) => !state.delivered.has(row.id));
    for (const row of fresh) {
      state.delivered.set(row.id, now);
      if (row.seq > state.lastId) state.lastId = row.seq;
      const frame = eventFrame(row);
      for (const stream of state.streams) {
        if (stream.ended || row.seq <= stream.startId) continue;
        if (stream.pending) stream.pending.push(row);
        else this.send(stream, frame);
      }
    }
    // A member who left or was removed, or a deleted group (its events went with it): read who still belongs.
    if (fresh.length === 0 || fresh.some((row) => row.type === 'members' || row.type === 'group')) await this.checkReaders(groupId, state);
  }

  private async checkReaders(groupId: string, state: GroupState): Promise<void> {
    const holders = [...new Set([...state.streams].filter((stream) => !stream.staff).map((stream) => stream.userId))];
    const members = await membersAmong(this.db, groupId, holders);
    for (const stream of [...state.streams]) {
      if (members === null || (!stream.staff && !members.has(stream.userId))) this.end(stream);
    }
  }

  private send(stream: Stream, frame: string): void {
    if (stream.sink.buffered() > MAX_BUFFERED_BYTES) {
      // A client this far behind reconnects and resumes from its last event.
      this.end(stream);
      return;
    }
    stream.sink.write(frame);
  }

  /** A comment to every stream, and the end of those whose session ran out (by its times as of the open: no read). */
  private heartbeat(): void {
    for (const stream of [...this.streams]) if (sessionExpired(stream.session)) this.end(stream);
    for (const state of this.groups.values()) for (const stream of state.streams) if (!stream.pending && !stream.ended) this.send(stream, HEARTBEAT_FRAME);
  }

  private cleanUp(): void {
    if (this.closed) return;
    this.track(
      deleteOldGroupEvents(this.db, this.keptMs).then(
        (count) => count > 0 && this.log.info({ count }, 'live: old group events deleted'),
        (error: unknown) => this.log.error({ err: error }, 'live: could not delete old group events'),
      ),
    );
  }

  private track(promise: Promise<unknown>): void {
    this.work.add(promise);
    void promise.finally(() => this.work.delete(promise)).catch(() => undefined);
  }
}
