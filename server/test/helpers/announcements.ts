// Announcements through the API, as the announcement form sends them (a multipart body of text
// fields and an optional image), and straight in the database for window tests.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { Announcement, ReviewStatus } from '@lectern/shared-api/contract';
import type { Database } from '../../src/platform/db/schema.ts';
import type { Session } from './accounts.ts';
import { dataOf } from './responses.ts';
import { formParts, postMultipart, type AttachedFile, type MultipartPart } from './multipart.ts';

export interface AnnouncementPostInput {
  /** Text fields; defaults: a fresh title, a text, a link, 2026-06-01 to 2026-06-30. `undefined` leaves one out. */
  fields?: Record<string, string | undefined>;
  image?: AttachedFile;
}

export function announcementParts(input: AnnouncementPostInput = {}): MultipartPart[] {
  const fields: Record<string, string | undefined> = {
    title: `Exam timetable ${randomBytes(3).toString('hex')}`,
    body: 'Check the faculty board for your exam dates and rooms.',
    link: 'https://example.edu/timetable',
    startsOn: '2026-06-01',
    endsOn: '2026-06-30',
    ...input.fields,
  };
  return formParts(fields, input.image, 'poster.png');
}

/** POST /api/announcements as `session` (bearer), or anonymously. */
export function postAnnouncement(app: FastifyInstance, session: Session | null, input: AnnouncementPostInput = {}): Promise<LightMyRequestResponse> {
  return postMultipart(app, '/api/announcements', session, announcementParts(input));
}

/** Posts and returns the created announcement; throws unless the answer is 201. */
export async function createAnnouncementThroughApi(app: FastifyInstance, session: Session, input: AnnouncementPostInput = {}): Promise<Announcement> {
  return dataOf<Announcement>(await postAnnouncement(app, session, input), 201);
}

/** A review decision straight in the database (the review routes are tested on their own). */
export async function setAnnouncementStatus(db: Kysely<Database>, id: string, status: ReviewStatus): Promise<void> {
  await db.updateTable('announcements').set({ review_status: status }).where('id', '=', id).execute();
}

export async function announcementCount(db: Kysely<Database>): Promise<number> {
  const { n } = await db.selectFrom('announcements').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(n);
}
