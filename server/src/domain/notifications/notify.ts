// One notification for one person (docs/api-contract.md: GET /notifications). Called inside the
// transaction of whatever happened (a review, a report hiding a material), so the note and
// the change it tells about land together or not at all.
import type { Kysely } from 'kysely';
import type { NotificationType } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';

export interface NotificationInput {
  userId: string;
  type: NotificationType;
  title: string;
  body: string;
  /** A page path in the site (e.g. /material/:id), or null. */
  link: string | null;
}

/** Stores a notification for `userId` and returns its id. `db` may be a transaction. */
export async function notify(db: Kysely<Database>, input: NotificationInput): Promise<string> {
  const { id } = await db
    .insertInto('notifications')
    .values({ user_id: input.userId, type: input.type, title: input.title, body: input.body, link: input.link })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The same notification for each of `userIds`, in one statement (a new session tells a whole group); their ids. */
export async function notifyEach(db: Kysely<Database>, userIds: readonly string[], notice: Omit<NotificationInput, 'userId'>): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .insertInto('notifications')
    .values(userIds.map((userId) => ({ user_id: userId, type: notice.type, title: notice.title, body: notice.body, link: notice.link })))
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}
