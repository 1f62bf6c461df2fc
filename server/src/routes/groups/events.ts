// GET /groups/:id/events: a group's live stream, Server-Sent Events (docs/groups.md "Live updates").
// The answer is a stream Fastify pipes to the client, not a hijacked response: the onSend hooks
// still run, so it carries the security headers, `no-store` and the overload guard's headers, and
// @fastify/compress leaves text/event-stream alone (http/compression.ts), since a compressor would
// hold events back until its buffer fills. Once open, the stream stops counting as a request in
// flight (http/overload.ts), so open streams neither shed other requests nor hold the shutdown
// drain; the app's close ends them (the hub, in app.ts). The stream ends with the session that
// opened it (signed out, revoked or expired), on every server: a reconnect then gets 401.
import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { GROUP_EVENT_NAME, GROUP_EVENTS_HEARTBEAT_MS, GROUP_RESYNC_EVENT_NAME } from '@lectern/shared-api/contract';
import type { AppDeps } from '../../http/app-deps.ts';
import { COMMON_ERRORS, errorResponses } from '../../http/envelope.ts';
import { viewerOf } from '../../http/viewer.ts';
import { hashToken, readSessionToken } from '../../domain/auth/index.ts';
import { requireGroupReader } from '../../domain/groups/index.ts';

const EventsParams = Type.Object({ id: Type.String({ description: 'The group id (uuid); anything else is the 404 of a group that does not exist' }) });
const EventsQuery = Type.Object({
  lastEventId: Type.Optional(Type.String({ maxLength: 40, description: 'For a client that cannot send the Last-Event-ID header; the header wins' })),
});

/** Sent first, so the headers go out before the database is asked anything. */
const OPENING = ': connected\n\n';

export const groupEventRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;

  app.get(
    '/groups/:id/events',
    {
      schema: {
        summary: "A group's live events (Server-Sent Events), for its members and staff",
        description:
          `text/event-stream. Each change is an \`event: ${GROUP_EVENT_NAME}\` with \`id:\` its number and \`data:\` a GroupEvent (JSON: id, type, threadId, subjectId; never text). ` +
          'A fresh stream starts with an `id:` line alone (the current position). With `Last-Event-ID` (or `?lastEventId=`), every event of the group after it comes first; ' +
          `an id no longer kept (a day) or unknown gets \`event: ${GROUP_RESYNC_EVENT_NAME}\`: read everything again. A comment every ${GROUP_EVENTS_HEARTBEAT_MS / 1000} s. ` +
          'The stream ends when the reader leaves or is removed, when the session that opened it ends (signed out, revoked or expired: a reconnect gets 401), or the server closes. Non-members: 404 for an invite-only group, 403 for an open one.',
        params: EventsParams,
        querystring: EventsQuery,
        response: {
          200: { description: 'The event stream', content: { 'text/event-stream': { schema: Type.String() } } },
          ...COMMON_ERRORS,
          ...errorResponses(401, 403, 404),
        },
      },
      preHandler: deps.auth.requireUser,
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const session = await deps.auth.currentSession(request);
      const carried = readSessionToken(request);
      if (!session || !carried) throw new Error('requireUser did not run');
      const access = await requireGroupReader(db, viewer, request.params.id);
      const header = request.headers['last-event-id'];
      const lastEventId = (Array.isArray(header) ? header[0] : header) ?? request.query.lastEventId ?? null;

      const body = new PassThrough();
      body.write(OPENING);
      const handle = app.groupHub.open({
        groupId: access.groupId,
        userId: viewer.id,
        staff: access.staff,
        lastEventId,
        session: { id: session.id, tokenHash: hashToken(carried.token), endsAt: session.endsAt, clock: deps.clock },
        sink: {
          write: (chunk) => void body.write(chunk),
          buffered: () => body.writableLength + (reply.raw.writableLength ?? 0),
          end: () => body.end(),
        },
      });
      reply.raw.once('close', () => {
        handle.close();
        body.destroy();
      });
      reply.notInFlight();
      return reply
        .status(200)
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store')
        // nginx and other proxies pass each event on at once instead of buffering the answer.
        .header('x-accel-buffering', 'no')
        .send(body);
    },
  );
};
