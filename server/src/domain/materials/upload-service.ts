// POST /materials after the body is in: fields → content check → duplicate check → files moved
// into place → row inserted → the document job queued (docs/documents.md: the preview, an Office
// file's PDF and the text are made after the answer). On any failure nothing stays: no row, no
// stored file, no temp file.
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { MATERIAL_MESSAGES, materialPagePath, type FieldError, type Material, type MaterialFileType } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { ApiError } from '../../platform/api-error.ts';
import { skipsQueue } from '../rewards/index.ts';
import { claimForNewUpload, whyNotAnswerable } from '../material-requests/index.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { PREPARE_DOCUMENT, type PrepareDocumentJob } from '../documents/index.ts';
import { DOCUMENT_MIME_TYPES, detectDocumentType } from './content-type.ts';
import { imageErrors, toStoredWebp } from '../images/index.ts';
import type { Viewer } from '../users/index.ts';
import { isListedFor } from './material-access.ts';
import { materialFor } from './material-read.ts';
import { UPLOAD_MESSAGES, parseUploadFields, type UploadFields } from './upload-fields.ts';
import { discardUpload, type ReceivedUpload } from './received-upload.ts';

const FILE_NAME_MAX = 200;

export function duplicateMessage(label: string): string {
  return `This file is already on Lectern as "${label}".`;
}

/**
 * The name a download is offered under: the uploader's base name without control or path
 * characters, ending in the extension of the type the server decided (a PDF named .exe
 * downloads as .pdf).
 */
export function storedFileName(given: string, type: MaterialFileType): string {
  const base = path.basename(given.replace(/\\/g, '/')).replace(/[\p{Cc}\p{Cf}"<>:|?*/\\]/gu, '').trim();
  const stem = base.replace(/\.[^.]*$/, '').slice(0, FILE_NAME_MAX).trim() || 'material';
  return `${stem}.${type}`;
}

/**
 * The refusal of a file already on Lectern (a copy not rejected), or null when there is none. It
 * names the first copy, and links to it when it is the uploader's own or listed for them (public
 * and approved); another person's private, unlisted (its address is its owner's to give) or
 * pending copy is only named.
 */
async function liveCopyError(db: Kysely<Database>, viewer: Viewer, contentHash: string): Promise<ApiError | null> {
  const existing = await db
    .selectFrom('materials as m')
    .select(['m.id', 'm.label', sql<boolean>`(m.uploader_id = ${viewer.id} or ${isListedFor(viewer)})`.as('openable')])
    .where('m.content_hash', '=', contentHash)
    .where('m.review_status', '<>', 'rejected')
    .executeTakeFirst();
  if (!existing) return null;
  const message = duplicateMessage(existing.label);
  return new ApiError(409, 'CONFLICT', message, [{ field: 'file', message, ...(existing.openable ? { path: materialPagePath(existing.id) } : {}) }]);
}

interface Prepared {
  fields: UploadFields;
  document: { type: MaterialFileType } | null;
  previewImage: Buffer | null;
}

async function check(db: Kysely<Database>, viewer: Viewer, upload: ReceivedUpload): Promise<Prepared> {
  const parsed = parseUploadFields(upload.fields, upload.file !== null);
  const errors: FieldError[] = [...('errors' in parsed ? parsed.errors : []), ...(await imageErrors(upload.image, MATERIAL_MESSAGES.imageTypeInvalid))];
  if ('fields' in parsed && parsed.fields.courseId) {
    const course = await db
      .selectFrom('courses')
      .select('id')
      .where('id', '=', parsed.fields.courseId)
      .where('review_status', '=', 'approved')
      .executeTakeFirst();
    if (!course) errors.push({ field: 'courseId', message: UPLOAD_MESSAGES.courseInvalid });
  }
  if ('fields' in parsed && parsed.fields.answersRequest) {
    const problem = await whyNotAnswerable(db, viewer, parsed.fields.answersRequest, parsed.fields.courseId);
    if (problem) errors.push({ field: 'answersRequest', message: problem });
  }
  if (errors.length > 0 || !('fields' in parsed)) {
    throw new ApiError(400, 'VALIDATION', errors.map((e) => e.message).join('; '), errors);
  }

  let document: Prepared['document'] = null;
  if (upload.file) {
    const type = await detectDocumentType(upload.file.temp.path, upload.file.filename);
    if (!type) {
      throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.fileTypeInvalid, [{ field: 'file', message: UPLOAD_MESSAGES.fileTypeInvalid }]);
    }
    const duplicate = await liveCopyError(db, viewer, upload.file.temp.sha256);
    if (duplicate) throw duplicate;
    document = { type };
  }

  // The uploader's cover image, when given, is the preview (the job then renders no page).
  const previewImage = upload.image ? await toStoredWebp(upload.image, MATERIAL_MESSAGES.imageTypeInvalid) : null;
  return { fields: parsed.fields, document, previewImage };
}

/** Creates a pending material from a received upload, or throws an ApiError leaving nothing behind. */
export async function createMaterial(db: Kysely<Database>, storage: FileStorage, jobs: JobQueue, viewer: Viewer, upload: ReceivedUpload, now: Date): Promise<Material> {
  const placed: string[] = [];
  try {
    const { fields, document, previewImage } = await check(db, viewer, upload);
    const fileKey = upload.file ? await storage.commit(upload.file.temp) : null;
    if (fileKey) placed.push(fileKey);
    const previewKey = previewImage ? await storage.putBytes(previewImage) : null;
    if (previewKey) placed.push(previewKey);

    // Decided now, once: later approvals do not move an upload already waiting.
    const skips = await skipsQueue(db, viewer.id);
    let id: string;
    try {
      ({ id } = await db
        .insertInto('materials')
        .values({
          uploader_id: viewer.id,
          course_id: fields.courseId,
          label: fields.label,
          description: fields.description,
          classification: fields.classification,
          type: document?.type ?? 'link',
          url: fields.url,
          file_key: fileKey,
          file_name: upload.file && document ? storedFileName(upload.file.filename, document.type) : null,
          mime_type: document ? DOCUMENT_MIME_TYPES[document.type] : null,
          size_bytes: upload.file ? upload.file.temp.size : null,
          content_hash: upload.file ? upload.file.temp.sha256 : null,
          preview_key: previewKey,
          preview_status: document ? 'pending' : 'none',
          visibility: fields.visibility,
          restriction: fields.restriction,
          tags: fields.tags,
          ...(fields.metaData !== null ? { meta_data: fields.metaData } : {}),
          review_status: 'pending',
          skips_queue: skips,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow());
    } catch (error) {
      // The same file uploaded twice at once: the partial unique index lets one through.
      if (upload.file && isUniqueViolation(error, 'materials_content_hash_unique')) {
        throw (await liveCopyError(db, viewer, upload.file.temp.sha256)) ?? error;
      }
      throw error;
    }
    // It answers the request once approved (material-review.ts); checked above, before anything was stored.
    if (fields.answersRequest) await claimForNewUpload(db, fields.answersRequest, id, now);
    // The row stands whatever the queue says: a job not queued now is queued by the next
    // start's backfill (queuePendingDocuments), and the queue logs its own errors.
    if (document) await jobs.send<PrepareDocumentJob>(PREPARE_DOCUMENT, { materialId: id }, { key: id }).catch(() => undefined);
    return await materialFor(db, viewer, id);
  } catch (error) {
    await Promise.all(placed.map((key) => storage.delete(key).catch(() => undefined)));
    throw error;
  } finally {
    await discardUpload(storage, upload);
  }
}
