// Blog posts through the API, as the blog form sends them: a multipart body of text fields
// and an optional heading image.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { Blog, ReviewStatus } from '@lectern/shared-api/contract';
import type { Database } from '../../src/platform/db/schema.ts';
import type { Session } from './accounts.ts';
import { dataOf } from './responses.ts';
import { formParts, postMultipart, type AttachedFile, type MultipartPart } from './multipart.ts';

export interface BlogPostInput {
  /** Text fields; defaults: a fresh title, type study_tips, a description, a body, no tags. `undefined` leaves one out. */
  fields?: Record<string, string | undefined>;
  image?: AttachedFile;
}

export function blogParts(input: BlogPostInput = {}): MultipartPart[] {
  const fields: Record<string, string | undefined> = {
    title: `How I study ${randomBytes(3).toString('hex')}`,
    type: 'study_tips',
    description: 'A short note on what worked for me',
    body: 'Read the notes the day before, then do past questions.',
    tags: '[]',
    ...input.fields,
  };
  return formParts(fields, input.image, 'heading.png');
}

/** POST /api/blogs as `session` (bearer), or anonymously. */
export function postBlog(app: FastifyInstance, session: Session | null, input: BlogPostInput = {}): Promise<LightMyRequestResponse> {
  return postMultipart(app, '/api/blogs', session, blogParts(input));
}

/** Posts and returns the created blog; throws unless the answer is 201. */
export async function createBlogThroughApi(app: FastifyInstance, session: Session, input: BlogPostInput = {}): Promise<Blog> {
  return dataOf<Blog>(await postBlog(app, session, input), 201);
}

/** A review decision straight in the database (the review routes are tested on their own). */
export async function setBlogReviewStatus(db: Kysely<Database>, blogId: string, status: ReviewStatus, comment: string | null = null): Promise<void> {
  await db.updateTable('blogs').set({ review_status: status, review_comment: comment }).where('id', '=', blogId).execute();
}

export async function blogCount(db: Kysely<Database>): Promise<number> {
  const { n } = await db.selectFrom('blogs').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(n);
}
