// GET /notifications, POST /notifications/:id/read, POST /notifications/read-all (docs/api-contract.md):
// the signed-in person's own notifications only.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PAGE_SIZE_DEFAULT, isUuid } from '@lectern/shared-api/contract';
import type { AppDeps } from '../../http/app-deps.ts';
import { ApiError } from '../../platform/api-error.ts';
import { COMMON_ERRORS, Success, errorResponses, ok } from '../../http/envelope.ts';
import { NotificationListSchema, UnreadCountSchema } from '../../http/schemas/notifications.ts';
import { limitField, pageField } from '../../http/schemas/paged.ts';
import { listNotifications, markAllRead, markRead, unreadCount } from '../../domain/notifications/index.ts';
import { answerNeverCached } from '../../http/never-cached.ts';

export const NOTIFICATION_NOT_FOUND = 'This notification does not exist.';

function userIdOf(request: { user: { id: string } | null }): string {
  if (!request.user) throw new Error('requireUser did not run');
  return request.user.id;
}

export const notificationRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;
  answerNeverCached(app);

  app.get(
    '/notifications',
    {
      schema: {
        summary: 'Your notifications, newest first, with the unread count',
        querystring: Type.Object({ page: pageField(), limit: limitField() }),
        response: { 200: Success(NotificationListSchema), ...COMMON_ERRORS, ...errorResponses(401) },
      },
      preHandler: deps.auth.requireUser,
    },
    async (request) => ok(await listNotifications(db, userIdOf(request), request.query.page ?? 1, request.query.limit ?? PAGE_SIZE_DEFAULT)),
  );

  app.post(
    '/notifications/read-all',
    {
      schema: {
        summary: 'Mark every one of your notifications read',
        response: { 200: Success(UnreadCountSchema), ...COMMON_ERRORS, ...errorResponses(401, 403) },
      },
      preHandler: deps.auth.requireUser,
    },
    async (request) => {
      const userId = userIdOf(request);
      await markAllRead(db, userId, deps.clock());
      return ok({ unread: await unreadCount(db, userId) });
    },
  );

  app.post(
    '/notifications/:id/read',
    {
      schema: {
        summary: 'Mark one of your notifications read (answers the unread count left)',
        description: 'Someone else’s notification answers 404 like one that does not exist.',
        params: Type.Object({ id: Type.String({ description: 'The notification id (uuid)' }) }),
        response: { 200: Success(UnreadCountSchema), ...COMMON_ERRORS, ...errorResponses(401, 403, 404) },
      },
      preHandler: deps.auth.requireUser,
    },
    async (request) => {
      const userId = userIdOf(request);
      const { id } = request.params;
      if (!isUuid(id) || !(await markRead(db, userId, id, deps.clock()))) {
        throw new ApiError(404, 'NOT_FOUND', NOTIFICATION_NOT_FOUND);
      }
      return ok({ unread: await unreadCount(db, userId) });
    },
  );
};
