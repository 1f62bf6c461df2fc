// Photos of handwritten notes become one PDF, a page per photo in the order they were sent; from
// then on the upload is an ordinary PDF upload (stored, sniffed, hashed, previewed by its job).
// Each photo's type is decided here by its bytes, never its name or declared type. The pages
// are made in a child process (photos-pdf-worker.mjs) with a time and heap limit: decoding a
// 12-megapixel photo takes libvips tens of megabytes, which the API's own memory never holds.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import { MAX_UPLOAD_BYTES, PHOTO_MESSAGES, PHOTOS_MAX, type FieldError } from '@lectern/shared-api/contract';
import { ApiError } from '../../../platform/api-error.ts';
import { runChildTask, type ChildTaskLimits } from '../../../platform/child-task.ts';
import { FileTooLargeError, type FileStorage, type TempFile } from '../../../platform/storage/storage.ts';
import { discardUpload, type ReceivedPart, type ReceivedUpload } from '../received-upload.ts';

export interface PhotoPdfLimits extends ChildTaskLimits {
  /** A page's photo is at most this many pixels on its longer side: sharp enough to read handwriting. */
  maxSide: number;
  quality: number;
  /** Pixels decoded of one photo at most: a 108-megapixel camera fits, a decompression bomb does not. */
  maxPixels: number;
  /** A page's longer side in PDF points (A4's height), so each page prints at a sensible size. */
  pageLongSide: number;
}

export const PHOTO_PDF_LIMITS: PhotoPdfLimits = { maxSide: 2000, quality: 80, maxPixels: 120_000_000, pageLongSide: 842, timeoutMs: 60_000, heapMb: 256 };
export const PHOTO_MAX_SIDE = PHOTO_PDF_LIMITS.maxSide;

const PHOTO_TYPES = ['jpg', 'png', 'webp', 'heic'] as const;
type PhotoType = (typeof PHOTO_TYPES)[number];

const WORKER = fileURLToPath(new URL('./photos-pdf-worker.mjs', import.meta.url));

/**
 * Whether this build of sharp decodes HEIC. Its prebuilt binaries read HEIF's AV1 flavour (AVIF)
 * only, not the HEVC one phones write; a libvips built with libde265 lists `.heic` here.
 */
export function heicReadable(): boolean {
  return sharp.format.heif?.input.fileSuffix?.includes('.heic') ?? false;
}

function photoError(status: 400 | 413 | 415, message: string): ApiError {
  const errors: FieldError[] = [{ field: 'photos', message }];
  const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'VALIDATION';
  return new ApiError(status, code, message, errors);
}

async function photoType(photo: ReceivedPart): Promise<PhotoType> {
  const ext = (await fileTypeFromFile(photo.temp.path))?.ext;
  if (!(PHOTO_TYPES as readonly string[]).includes(ext ?? '')) throw photoError(415, PHOTO_MESSAGES.typeInvalid(photo.filename));
  if (ext === 'heic' && !heicReadable()) throw photoError(415, PHOTO_MESSAGES.heicUnreadable(photo.filename));
  return ext as PhotoType;
}

type WorkerAnswer = { bytes: number } | { unreadable: number } | { tooLarge: true } | { failure: string };

/** Runs the worker on the photos, writing the PDF to `out`. */
async function runWorker(photos: readonly ReceivedPart[], out: string, limits: PhotoPdfLimits): Promise<WorkerAnswer> {
  const { maxSide, quality, maxPixels, pageLongSide } = limits;
  const outcome = await runChildTask<WorkerAnswer>(
    WORKER,
    { photos: photos.map((photo) => photo.temp.path), out, maxSide, quality, maxPixels, pageLongSide, maxBytes: MAX_UPLOAD_BYTES },
    limits,
  );
  if ('timedOut' in outcome) return { failure: `Making the PDF took longer than ${limits.timeoutMs / 1000} s.` };
  if ('stopped' in outcome) return { failure: `The PDF maker stopped (${outcome.stopped}).` };
  return outcome.answer;
}

/** The photos as one PDF in a new temp file (size and SHA-256 taken by the storage as it is received). */
export async function photosToPdf(storage: FileStorage, photos: readonly ReceivedPart[], limits: PhotoPdfLimits = PHOTO_PDF_LIMITS): Promise<TempFile> {
  if (photos.length === 0 || photos.length > PHOTOS_MAX) throw photoError(400, PHOTO_MESSAGES.tooMany);
  // Every type first: a wrong file at the end is refused before any photo is decoded.
  const types: PhotoType[] = [];
  for (const photo of photos) types.push(await photoType(photo));

  // Beside the photos' own temp files (local, on the storage's temp disk), under a name of its own.
  const out = `${photos[0]!.temp.path}.pages.pdf`;
  try {
    const answer = await runWorker(photos, out, limits);
    if ('unreadable' in answer) {
      const photo = photos[answer.unreadable]!;
      throw photoError(415, types[answer.unreadable] === 'heic' ? PHOTO_MESSAGES.heicUnreadable(photo.filename) : PHOTO_MESSAGES.unreadable(photo.filename));
    }
    if ('tooLarge' in answer) throw photoError(413, PHOTO_MESSAGES.pdfTooLarge);
    if ('failure' in answer) throw new Error(answer.failure);
    try {
      return await storage.receive(fs.createReadStream(out), MAX_UPLOAD_BYTES);
    } catch (error) {
      if (error instanceof FileTooLargeError) throw photoError(413, PHOTO_MESSAGES.pdfTooLarge);
      throw error;
    }
  } finally {
    await fs.promises.rm(out, { force: true });
  }
}

/** The file name the PDF is offered under: the material's title (upload-service strips odd characters). */
function pdfName(fields: Record<string, string>): string {
  return `${(fields.label ?? '').trim() || 'Photos of notes'}.pdf`;
}

/**
 * The upload with its photos made into one PDF as its `file` and the photos' temp files removed;
 * an upload without photos comes back as it is. On any failure every temp file of the upload
 * is removed before the error leaves.
 */
export async function withPhotosAsPdf(storage: FileStorage, upload: ReceivedUpload): Promise<ReceivedUpload> {
  const photos = upload.photos ?? [];
  if (photos.length === 0) return upload;
  try {
    if (upload.file) throw photoError(400, PHOTO_MESSAGES.fileAndPhotos);
    const temp = await photosToPdf(storage, photos);
    await discardUpload(storage, { file: null, image: null, photos });
    return { fields: upload.fields, image: upload.image, file: { temp, filename: pdfName(upload.fields) }, photos: [] };
  } catch (error) {
    await discardUpload(storage, upload);
    throw error;
  }
}
