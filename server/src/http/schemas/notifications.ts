import { Type } from 'typebox';
import { NOTIFICATION_TYPES, type AppNotification, type NotificationList, type UnreadCount } from '@lectern/shared-api/contract';
import { matchesContract } from './contract-match.ts';
import { PaginationSchema } from './paged.ts';

export const NotificationSchema = matchesContract<AppNotification>()(
  Type.Object({
    id: Type.String(),
    type: Type.Enum(NOTIFICATION_TYPES),
    title: Type.String(),
    body: Type.String(),
    link: Type.Union([Type.String(), Type.Null()]),
    read: Type.Boolean(),
    createdAt: Type.String({ format: 'date-time' }),
  }),
);

export const NotificationListSchema = matchesContract<NotificationList>()(
  Type.Object({ data: Type.Array(NotificationSchema), unread: Type.Integer(), pagination: PaginationSchema }),
);

export const UnreadCountSchema = matchesContract<UnreadCount>()(Type.Object({ unread: Type.Integer() }));
