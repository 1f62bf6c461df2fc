// What the live-stream tests share: an app listening on a real port (app.inject buffers a whole
// answer, and a stream never ends), groups and members inserted directly, events recorded and
// announced as the routes do, and a streaming reader of text/event-stream.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { GroupEvent, GroupEventType, GroupJoinPolicy } from '@lectern/shared-api/contract';
import { recordGroupEvent } from '../../src/domain/groups/index.ts';
import type { Database } from '../../src/platform/db/schema.ts';
import { listenOnFreePort } from '../helpers/listening.ts';

export async function listen(app: FastifyInstance): Promise<string> {
  return `http://127.0.0.1:${await listenOnFreePort(app)}`;
}

export async function insertGroup(db: Kysely<Database>, ownerId: string, joinPolicy: GroupJoinPolicy = 'open'): Promise<string> {
  const group = await db
    .insertInto('study_groups')
    .values({ name: `Live group ${Math.random().toString(36).slice(2, 8)}`, join_policy: joinPolicy, invite_code: joinPolicy === 'invite' ? randomBytes(16).toString('base64url').slice(0, 22) : null, member_count: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('study_group_members').values({ group_id: group.id, user_id: ownerId, role: 'owner' }).execute();
  return group.id;
}

export { addMember } from '../helpers/groups.ts';

/** Records an event in a transaction and announces it after the commit, as a route does; returns its id. */
export async function recordEvent(
  db: Kysely<Database>,
  announce: (groupId: string) => Promise<void>,
  groupId: string,
  type: GroupEventType = 'thread',
  subjectId: string | null = null,
): Promise<string> {
  await db.transaction().execute((trx) => recordGroupEvent(trx, { groupId, type, subjectId }));
  const row = await db.selectFrom('group_events').select('id').where('group_id', '=', groupId).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
  await announce(groupId);
  return String(row.id);
}

export interface Frame {
  id: string | null;
  event: string | null;
  data: string | null;
}

export interface EventStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Every frame so far (comments left out), in order. */
  frames: Frame[];
  /** The raw text so far. */
  text(): string;
  /** The group events so far (event: group), parsed. */
  events(): GroupEvent[];
  /** Resolves once `check` holds for the frames, or fails after `ms`. */
  until(check: (frames: Frame[]) => boolean, ms?: number): Promise<void>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export const cookieOf = (token: string) => ({ cookie: `lectern_session=${token}` });

/** Opens the stream with a streaming GET; resolves once the status and headers are in. */
export function openStream(url: string, headers: Record<string, string>): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { accept: 'text/event-stream', 'accept-encoding': 'gzip, br', ...headers } }, (res) => {
      let raw = '';
      let pending = '';
      const frames: Frame[] = [];
      const waiters = new Set<() => void>();
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        raw += chunk;
        pending += chunk;
        let cut: number;
        while ((cut = pending.indexOf('\n\n')) >= 0) {
          const block = pending.slice(0, cut);
          pending = pending.slice(cut + 2);
          const frame: Frame = { id: null, event: null, data: null };
          let any = false;
          for (const line of block.split('\n')) {
            const match = /^(id|event|data): ?(.*)$/.exec(line);
            if (!match) continue;
            any = true;
            frame[match[1] as keyof Frame] = match[2]!;
          }
          if (any) frames.push(frame);
        }
        for (const wake of waiters) wake();
      });
      const ended = new Promise<void>((done) => res.once('close', () => done()));
      res.on('error', () => undefined);
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        frames,
        text: () => raw,
        events: () => frames.filter((frame) => frame.event === 'group').map((frame) => JSON.parse(frame.data!) as GroupEvent),
        until: (check, ms = 5_000) =>
          new Promise<void>((done, fail) => {
            if (check(frames)) return done();
            const timer = setTimeout(() => {
              waiters.delete(wake);
              fail(new Error(`not within ${ms} ms; frames: ${JSON.stringify(frames)}`));
            }, ms);
            const wake = () => {
              if (!check(frames)) return;
              clearTimeout(timer);
              waiters.delete(wake);
              done();
            };
            waiters.add(wake);
          }),
        ended,
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
}

/** Reads a whole (non-stream) answer's body. */
export async function readBody(stream: EventStream): Promise<string> {
  await stream.ended;
  return stream.text();
}
