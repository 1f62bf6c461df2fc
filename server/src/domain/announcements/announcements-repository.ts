// Announcements in the database: one query shape for every read (the current one, the review
// queue), turned into the contract's Announcement. Days are read as 'YYYY-MM-DD' text by the
// database itself: node-postgres turns a `date` into a Date at local midnight and PGlite may
// not, so neither driver's reading is trusted.
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Announcement } from '@lectern/shared-api/contract';
import { containsPattern } from '../../platform/db/like-pattern.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { AnnouncementFields } from './announcement-fields.ts';

/** Where the image of an announcement is served. */
export const announcementImagePath = (id: string) => `/api/announcements/${encodeURIComponent(id)}/image`;

/** Announcements with their author; the table is aliased `a`. */
export function selectAnnouncements(db: Kysely<Database>) {
  return db
    .selectFrom('announcements as a')
    .innerJoin('users as u', 'u.id', 'a.author_id')
    .select([
      'a.id',
      'a.title',
      'a.body',
      'a.link',
      'a.image_key',
      'a.review_status',
      'a.review_comment',
      'a.created_at',
      'u.first_name',
      'u.last_name',
      sql<string>`to_char(a.starts_on, 'YYYY-MM-DD')`.as('starts_on'),
      sql<string>`to_char(a.ends_on, 'YYYY-MM-DD')`.as('ends_on'),
    ]);
}

type AnnouncementRow = Awaited<ReturnType<ReturnType<typeof selectAnnouncements>['executeTakeFirstOrThrow']>>;

export function toAnnouncement(row: AnnouncementRow): Announcement {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    link: row.link,
    imageUrl: row.image_key ? announcementImagePath(row.id) : null,
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    reviewStatus: row.review_status,
    reviewComment: row.review_comment,
    createdAt: new Date(row.created_at).toISOString(),
    author: { firstName: row.first_name, lastName: row.last_name },
  };
}

/** The title or the text holds the words (ignoring case). Expects `a`. */
export function announcementTextMatch(text: string) {
  const pattern = containsPattern(text);
  return sql<SqlBool>`(a.title ilike ${pattern} or a.body ilike ${pattern})`;
}

export async function findAnnouncement(db: Kysely<Database>, id: string): Promise<Announcement | null> {
  const row = await selectAnnouncements(db).where('a.id', '=', id).executeTakeFirst();
  return row ? toAnnouncement(row) : null;
}

/**
 * The approved announcement showing on `today` (YYYY-MM-DD, both ends included): the one that
 * started most recently, the newest of those that started the same day.
 */
export async function currentAnnouncement(db: Kysely<Database>, today: string): Promise<Announcement | null> {
  const row = await selectAnnouncements(db)
    .where('a.review_status', '=', 'approved')
    .where(sql<SqlBool>`a.starts_on <= ${today}::date and a.ends_on >= ${today}::date`)
    .orderBy('a.starts_on', 'desc')
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .executeTakeFirst();
  return row ? toAnnouncement(row) : null;
}

export async function insertAnnouncement(
  db: Kysely<Database>,
  input: AnnouncementFields & { authorId: string; imageKey: string | null },
  now: Date,
): Promise<string> {
  const { id } = await db
    .insertInto('announcements')
    .values({
      author_id: input.authorId,
      title: input.title,
      body: input.body,
      link: input.link,
      image_key: input.imageKey,
      starts_on: input.startsOn,
      ends_on: input.endsOn,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The image key and review status of an announcement, for serving its image. */
export async function announcementImageOf(db: Kysely<Database>, id: string) {
  return db.selectFrom('announcements').select(['image_key', 'review_status']).where('id', '=', id).executeTakeFirst();
}
