// At start, before any upload can be under way: temp files of uploads that never finished, and
// stored files no material, blog or announcement row points at (a crash between the rename and the insert, or a
// delete whose file removal failed), are removed.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { FileStorage } from './storage.ts';

export async function sweepOrphans(db: Kysely<Database>, storage: FileStorage): Promise<{ temp: number; orphans: number }> {
  const temp = await storage.clearTemp();
  const rows = await db.selectFrom('materials').select(['file_key', 'preview_key']).execute();
  const referenced = new Set<string>();
  for (const row of rows) {
    if (row.file_key) referenced.add(row.file_key);
    if (row.preview_key) referenced.add(row.preview_key);
  }
  const blogs = await db.selectFrom('blogs').select('heading_image_key').where('heading_image_key', 'is not', null).execute();
  for (const blog of blogs) if (blog.heading_image_key) referenced.add(blog.heading_image_key);
  const announcements = await db.selectFrom('announcements').select('image_key').where('image_key', 'is not', null).execute();
  for (const announcement of announcements) if (announcement.image_key) referenced.add(announcement.image_key);
  let orphans = 0;
  for await (const key of storage.keys()) {
    if (referenced.has(key)) continue;
    await storage.delete(key);
    orphans += 1;
  }
  return { temp, orphans };
}
