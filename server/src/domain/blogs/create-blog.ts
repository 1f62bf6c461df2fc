// A student's new post (POST /blogs): its fields and optional heading image are checked, the image
// stored as WebP, then the row inserted (domain/images). New posts are pending until staff review
// them. On any failure nothing stays: no row, no stored file, no temp file.
import type { Kysely } from 'kysely';
import { BLOG_MESSAGES, type Blog } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import { createWithImage, type ReceivedImageForm } from '../images/index.ts';
import { parseBlogFields } from './blog-fields.ts';
import { insertBlog, selectBlogs, toBlog, type BlogViewer } from './blogs-repository.ts';

/** Creates a pending post from a received form, or throws an ApiError leaving nothing behind. */
export function createBlog(db: Kysely<Database>, storage: FileStorage, author: BlogViewer, received: ReceivedImageForm, now: Date): Promise<Blog> {
  return createWithImage(storage, received, {
    invalidImage: BLOG_MESSAGES.imageTypeInvalid,
    parse: parseBlogFields,
    async create(fields, headingImageKey) {
      const id = await insertBlog(db, { authorId: author.id, ...fields, headingImageKey }, now);
      const row = await selectBlogs(db, author).where('b.id', '=', id).executeTakeFirstOrThrow();
      return toBlog(row, author);
    },
  });
}
