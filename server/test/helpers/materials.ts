// Materials through the API, as a browser would send them: multipart bodies, users of each
// role with sessions, and a course with a department to restrict materials to.
import { randomBytes } from 'node:crypto';
import type { MemoryQueue } from '../../src/platform/jobs/memory-queue.ts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { Material, ReviewStatus, Role } from '@lectern/shared-api/contract';
import type { Database } from '../../src/platform/db/schema.ts';
import { createSessions } from '../../src/domain/auth/sessions.ts';
import { systemClock, type Clock } from '../../src/platform/clock.ts';
import { ORIGIN, createUser, signIn, type Session, type TestUser } from './accounts.ts';
import { dataOf } from './responses.ts';
import { samplePdf } from './sample-files.ts';
import { formParts, postMultipart, type AttachedFile, type MultipartPart } from './multipart.ts';

export { multipart, type MultipartPart } from './multipart.ts';

export interface UploadInput {
  /** Text fields; defaults: a label, classification lecture-notes, public, downloadable, no tags. */
  fields?: Record<string, string | undefined>;
  /** The document; a fresh 2-page PDF unless `url` is given or `file` is null. */
  file?: AttachedFile | null;
  url?: string;
  image?: AttachedFile;
}

export function uploadParts(input: UploadInput = {}): MultipartPart[] {
  const fields: Record<string, string | undefined> = {
    label: `Notes ${randomBytes(3).toString('hex')}`,
    classification: 'lecture-notes',
    visibility: 'public',
    restriction: 'downloadable',
    tags: '[]',
    ...(input.url !== undefined ? { url: input.url } : {}),
    ...input.fields,
  };
  const parts = formParts(fields, input.image, 'cover.png');
  const file = input.file === undefined && input.url === undefined ? { content: samplePdf() } : input.file;
  if (file) parts.push({ name: 'file', filename: file.filename ?? 'notes.pdf', content: file.content, contentType: file.contentType ?? 'application/pdf' });
  return parts;
}

/** POST /api/materials as `session` (bearer). */
export function uploadMaterial(app: FastifyInstance, session: Session | null, input: UploadInput = {}): Promise<LightMyRequestResponse> {
  return postMultipart(app, '/api/materials', session, uploadParts(input));
}

/**
 * Uploads and returns the created material as the upload answered it; throws unless 201. Its
 * document job (preview, page count, text) has finished when this returns.
 */
export async function createMaterialThroughApi(app: FastifyInstance, session: Session, input: UploadInput = {}): Promise<Material> {
  const material = dataOf<Material>(await uploadMaterial(app, session, input), 201);
  await jobsDone(app);
  return material;
}

/** GET /api/materials/:id as `session` (null: a guest); fails unless 200. */
export async function readMaterial(app: FastifyInstance, session: Session | null, id: string): Promise<Material> {
  return dataOf<Material>(await app.inject({ method: 'GET', url: `/api/materials/${id}`, headers: session?.bearer ?? {} }));
}

/** Waits until the app's background jobs (the in-process queue of the tests) have all finished. */
export function jobsDone(app: FastifyInstance): Promise<void> {
  return (app.jobs as MemoryQueue).idle();
}

/** A staff decision through POST /api/review/materials/review/:id (the material must be pending). */
export async function reviewThroughApi(
  app: FastifyInstance,
  staff: Session,
  materialId: string,
  action: 'approved' | 'rejected',
  comment?: string,
): Promise<Material> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/review/materials/review/${materialId}`,
    payload: { action, ...(comment !== undefined ? { comment } : {}) },
    headers: staff.bearer,
  });
  return dataOf<Material>(res);
}

/** Any review status at once (also approved -> rejected, which the review route refuses); straight in the database. */
export async function setReviewStatus(db: Kysely<Database>, materialId: string, status: ReviewStatus): Promise<void> {
  await db.updateTable('materials').set({ review_status: status }).where('id', '=', materialId).execute();
}

export interface Person extends TestUser {
  session: Session;
}

export async function createPerson(
  app: FastifyInstance,
  db: Kysely<Database>,
  options: { role?: Role; departmentId?: string | null; verified?: boolean; firstName?: string } = {},
  clock?: Clock,
): Promise<Person> {
  const user = await createUser(db, { role: options.role ?? 'student', firstName: options.firstName, verified: options.verified });
  if (options.departmentId) await db.updateTable('users').set({ department_id: options.departmentId }).where('id', '=', user.id).execute();
  // An unverified account cannot sign in (403 EMAIL_NOT_VERIFIED): its session is made directly.
  if (options.verified === false) {
    const token = await createSessions(db, clock ?? systemClock).start(user.id, 'test');
    return { ...user, session: { token, cookie: { cookie: `lectern_session=${token}`, origin: ORIGIN }, bearer: { authorization: `Bearer ${token}` } } };
  }
  return { ...user, session: await signIn(app, user) };
}

/** An approved course of the seeded reference data, and one department it belongs to. */
export async function courseWithDepartment(db: Kysely<Database>): Promise<{ courseId: string; departmentId: string }> {
  const row = await db
    .selectFrom('courses as c')
    .innerJoin('department_courses as dc', 'dc.course_id', 'c.id')
    .select(['c.id as courseId', 'dc.department_id as departmentId'])
    .where('c.review_status', '=', 'approved')
    .orderBy('c.course_code')
    .executeTakeFirstOrThrow();
  return row;
}

/** A department that does not hold `courseId`. */
export async function otherDepartment(db: Kysely<Database>, courseId: string): Promise<string> {
  const row = await db
    .selectFrom('departments as d')
    .select('d.id')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('department_courses as dc').select('dc.course_id').whereRef('dc.department_id', '=', 'd.id').where('dc.course_id', '=', courseId))))
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Every role the material rules treat differently. */
export interface Cast {
  uploader: Person;
  /** A student in no department of the course. */
  stranger: Person;
  /** A student in a department of the course (Restricted materials are theirs to see). */
  member: Person;
  moderator: Person;
  admin: Person;
  course: { courseId: string; departmentId: string };
}

export async function createCast(app: FastifyInstance, db: Kysely<Database>): Promise<Cast> {
  const course = await courseWithDepartment(db);
  const elsewhere = await otherDepartment(db, course.courseId);
  return {
    course,
    uploader: await createPerson(app, db, { firstName: 'Uche', departmentId: elsewhere }),
    stranger: await createPerson(app, db, { firstName: 'Sade', departmentId: elsewhere }),
    member: await createPerson(app, db, { firstName: 'Musa', departmentId: course.departmentId }),
    moderator: await createPerson(app, db, { role: 'moderator' }),
    admin: await createPerson(app, db, { role: 'admin' }),
  };
}

/** Every file and temp file under DATA_DIR/files (paths relative to it). */
export { listStoredFiles } from './stored-files.ts';
