// At start, before any upload can be under way here: temp files of uploads that never finished,
// and stored files no material, blog or announcement row points at (a crash between the rename and
// the insert, or a delete whose file removal failed), are removed. On storage other servers share
// (a bucket), they may be placing a file whose row is not committed yet: only files older than
// SHARED_SWEEP_GRACE_MS go there.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { FileStorage } from './storage.ts';

/** Far longer than any upload takes between placing its file and committing its row. */
export const SHARED_SWEEP_GRACE_MS = 60 * 60 * 1000;

export interface SweepOptions {
  /** Only stored files placed before this may go; by default all on this server's own disk, those older than an hour on shared storage. */
  placedBefore?: Date;
}

export async function sweepOrphans(db: Kysely<Database>, storage: FileStorage, options: SweepOptions = {}): Promise<{ temp: number; orphans: number }> {
  const placedBefore = options.placedBefore ?? (storage.shared ? new Date(Date.now() - SHARED_SWEEP_GRACE_MS) : undefined);
  const temp = await storage.clearTemp();
  const rows = await db.selectFrom('materials').select(['file_key', 'preview_key', 'read_key']).execute();
  const referenced = new Set<string>();
  for (const row of rows) {
    if (row.file_key) referenced.add(row.file_key);
    if (row.preview_key) referenced.add(row.preview_key);
    if (row.read_key) referenced.add(row.read_key);
  }
  const blogs = await db.selectFrom('blogs').select('heading_image_key').where('heading_image_key', 'is not', null).execute();
  for (const blog of blogs) if (blog.heading_image_key) referenced.add(blog.heading_image_key);
  const announcements = await db.selectFrom('announcements').select('image_key').where('image_key', 'is not', null).execute();
  for (const announcement of announcements) if (announcement.image_key) referenced.add(announcement.image_key);
  let orphans = 0;
  for await (const key of storage.keys(placedBefore)) {
    if (referenced.has(key)) continue;
    await storage.delete(key);
    orphans += 1;
  }
  return { temp, orphans };
}
