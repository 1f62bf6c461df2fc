// Study sessions (docs/api-contract.md): a group's sessions (members and staff read),
// scheduling and answering (members), cancelling (its scheduler or the group's owner), and the
// next sessions of one's own groups for the dashboard. Each change's answer goes to afterGroupChange
// after its commit: live streams are told, and a new session's notifications reach linked chats.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GROUP_MESSAGES, SESSION_LENGTH_MAX_HOURS, SESSION_MESSAGES as M, UPCOMING_SESSIONS_MAX } from '@lectern/shared-api/contract';
import { Type } from 'typebox';
import type { AppDeps } from '../../http/app-deps.ts';
import { COMMON_ERRORS, Success, errorResponses, ok } from '../../http/envelope.ts';
import { viewerOf } from '../../http/viewer.ts';
import {
  answerSession,
  cancelSession,
  checkGroupId,
  listGroupSessions,
  requireGroupReader,
  scheduleSession,
  sessionFor,
  sessionNotFound,
  upcomingSessionsOf,
  afterGroupChange,
} from '../../domain/groups/index.ts';
import { GroupParams, SessionAnswerBody, SessionCancelledSchema, SessionInputBody, SessionParams, StudySessionSchema } from './sessions-schemas.ts';

const HIDDEN = `404 NOT_FOUND ("${GROUP_MESSAGES.notFound}") for a group that does not exist or an invite-only group one is not in.`;

export const sessionRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;


  // Static: registered beside /groups/:id, which the router tries only after this path.
  app.get(
    '/groups/sessions/upcoming',
    {
      schema: {
        summary: `The next ${UPCOMING_SESSIONS_MAX} study sessions of my groups, not yet ended, soonest first (the dashboard overview)`,
        querystring: Type.Object({}),
        response: { 200: Success(Type.Array(StudySessionSchema)), ...COMMON_ERRORS, ...errorResponses(401) },
      },
      preHandler: deps.auth.requireUser,
    },
    async (request) => ok(await upcomingSessionsOf(db, viewerOf(request), deps.clock(), deps.config.siteTimeZone)),
  );

  app.get(
    '/groups/:id/sessions',
    {
      schema: {
        summary: 'A group\'s study sessions: those not yet ended, soonest first, then the most recent past ones (members and staff)',
        description: `403 FORBIDDEN ("${GROUP_MESSAGES.notMember}") for someone who may see an open group but is not in it. ${HIDDEN}`,
        params: GroupParams,
        querystring: Type.Object({}),
        response: { 200: Success(Type.Array(StudySessionSchema)), ...COMMON_ERRORS, ...errorResponses(401, 403, 404) },
      },
      preHandler: deps.auth.requireUser,
    },
    async (request) => {
      const viewer = viewerOf(request);
      checkGroupId(request.params.id);
      await requireGroupReader(db, viewer, request.params.id);
      return ok(await listGroupSessions(db, viewer, request.params.id, deps.clock(), deps.config.siteTimeZone));
    },
  );

  app.post(
    '/groups/:id/sessions',
    {
      schema: {
        summary: 'Schedule a study session (members); every other member is told, and the scheduler answers Going',
        description:
          `400 VALIDATION names each bad field: the end after the start ("${M.endBeforeStart}"), at most ${SESSION_LENGTH_MAX_HOURS} hours ("${M.tooLong}"), ` +
          `the start not in the past ("${M.inThePast}"). 403 FORBIDDEN ("${GROUP_MESSAGES.notMember}") for staff and others who are not members. ${HIDDEN}`,
        params: GroupParams,
        body: SessionInputBody,
        response: { 201: Success(StudySessionSchema), ...COMMON_ERRORS, ...errorResponses(401, 403, 404) },
      },
      preHandler: deps.auth.requireUser,
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const scheduled = await scheduleSession(db, viewer, request.params.id, request.body, deps.clock(), deps.config.siteTimeZone);
      await afterGroupChange(deps, scheduled.change, request.log);
      const session = await sessionFor(db, viewer, scheduled.change.groupId, scheduled.sessionId, deps.config.siteTimeZone);
      if (!session) throw sessionNotFound();
      reply.status(201);
      return ok(session);
    },
  );

  app.delete(
    '/groups/:id/sessions/:sessionId',
    {
      schema: {
        summary: 'Cancel a study session: the member who scheduled it, or the group\'s owner',
        description: `403 FORBIDDEN ("${M.cancelOwnOnly}") for another member; 404 NOT_FOUND ("${M.notFound}") for a session not in the group. ${HIDDEN}`,
        params: SessionParams,
        response: { 200: Success(SessionCancelledSchema), ...COMMON_ERRORS, ...errorResponses(401, 403, 404) },
      },
      preHandler: deps.auth.requireUser,
    },
    async (request) => {
      const { id, sessionId } = request.params;
      await afterGroupChange(deps, await cancelSession(db, viewerOf(request), id, sessionId), request.log);
      return ok({ id: sessionId });
    },
  );

  app.put(
    '/groups/:id/sessions/:sessionId/answer',
    {
      schema: {
        summary: 'Answer Going or Not going (members), until the session ends; answers the session as it now is',
        description: `409 CONFLICT ("${M.ended}") once it has ended. 403 FORBIDDEN for anyone not a member. ${HIDDEN}`,
        params: SessionParams,
        body: SessionAnswerBody,
        response: { 200: Success(StudySessionSchema), ...COMMON_ERRORS, ...errorResponses(401, 403, 404, 409) },
      },
      preHandler: deps.auth.requireUser,
    },
    async (request) => {
      const viewer = viewerOf(request);
      const { id, sessionId } = request.params;
      await afterGroupChange(deps, await answerSession(db, viewer, id, sessionId, request.body.answer, deps.clock()), request.log);
      const session = await sessionFor(db, viewer, id, sessionId, deps.config.siteTimeZone);
      if (!session) throw sessionNotFound();
      return ok(session);
    },
  );
};
