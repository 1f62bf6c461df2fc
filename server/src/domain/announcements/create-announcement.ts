// A staff member's new announcement (POST /announcements): its fields and optional image are
// checked, the image stored as WebP (as a blog's heading image), then the row inserted
// (domain/images). Pending until an admin approves it. On any failure nothing stays: no row, no
// stored file, no temp file.
import type { Kysely } from 'kysely';
import { ANNOUNCEMENT_MESSAGES as M, type Announcement } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import { createWithImage, type ReceivedImageForm } from '../images/index.ts';
import { parseAnnouncementFields } from './announcement-fields.ts';
import { findAnnouncement, insertAnnouncement } from './announcements-repository.ts';

/** Creates a pending announcement from a received form, or throws an ApiError leaving nothing behind. */
export function createAnnouncement(db: Kysely<Database>, storage: FileStorage, authorId: string, received: ReceivedImageForm, now: Date): Promise<Announcement> {
  return createWithImage(storage, received, {
    invalidImage: M.imageTypeInvalid,
    parse: parseAnnouncementFields,
    async create(fields, imageKey) {
      const id = await insertAnnouncement(db, { ...fields, authorId, imageKey }, now);
      const created = await findAnnouncement(db, id);
      if (!created) throw new Error('the new announcement disappeared');
      return created;
    },
  });
}
