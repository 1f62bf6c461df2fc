// A person's notifications: newest first, read marks, the unread count. Every query is scoped
// to the owner, so someone else's id behaves like an unknown one.
import { sql, type Kysely } from 'kysely';
import type { AppNotification, NotificationList, NotificationType } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import { paginationOf } from '../../platform/db/pagination.ts';

const count = sql<number>`count(*)::int`.as('n');

export async function unreadCount(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db.selectFrom('notifications').select(count).where('user_id', '=', userId).where('read_at', 'is', null).executeTakeFirstOrThrow();
  return row.n;
}

export async function listNotifications(db: Kysely<Database>, userId: string, page: number, limit: number): Promise<NotificationList> {
  const [rows, total, unread] = await Promise.all([
    db
      .selectFrom('notifications')
      .select(['id', 'type', 'title', 'body', 'link', 'read_at', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    db.selectFrom('notifications').select(count).where('user_id', '=', userId).executeTakeFirstOrThrow(),
    unreadCount(db, userId),
  ]);
  const data: AppNotification[] = rows.map((row) => ({
    id: row.id,
    type: row.type as NotificationType,
    title: row.title,
    body: row.body,
    link: row.link,
    read: row.read_at !== null,
    createdAt: new Date(row.created_at).toISOString(),
  }));
  return { data, unread, pagination: paginationOf(page, limit, total.n) };
}

/** Marks one of the owner's notifications read; false when the owner has none with this id. */
export async function markRead(db: Kysely<Database>, userId: string, id: string, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('notifications')
    .set({ read_at: sql<Date>`coalesce(read_at, ${now})` })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function markAllRead(db: Kysely<Database>, userId: string, now: Date): Promise<void> {
  await db.updateTable('notifications').set({ read_at: now }).where('user_id', '=', userId).where('read_at', 'is', null).execute();
}
