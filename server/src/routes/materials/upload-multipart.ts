// Reads the multipart body of POST /materials as it arrives: text fields are kept, the `file`,
// `image` and `photos` parts are streamed into temp files with their limits enforced while reading
// (a photo alone and the photos together at most MAX_UPLOAD_BYTES, at most PHOTOS_MAX of them).
// Whatever goes wrong, the temp files received so far are removed before the error leaves.
import type { FastifyRequest } from 'fastify';
import { MATERIAL_MESSAGES, MAX_IMAGE_BYTES, MAX_UPLOAD_BYTES, PHOTO_MESSAGES, PHOTOS_MAX, VALIDATION_MESSAGES } from '@lectern/shared-api/contract';
import { ApiError } from '../../platform/api-error.ts';
import { checkedParts, keepTextField } from '../../http/multipart-text.ts';
import { FileTooLargeError, type FileStorage, type TempFile } from '../../platform/storage/storage.ts';
import { discardUpload, type ReceivedUpload } from '../../domain/materials/index.ts';

/** Limits for @fastify/multipart (busboy) on this route: the parser's own guard rails. */
export const UPLOAD_MULTIPART_LIMITS = {
  // One byte past the limit still reaches our own counter, which answers 413; busboy's
  // limit is the backstop.
  fileSize: MAX_UPLOAD_BYTES + 1,
  // The file or the photos, the image, and one photo too many (refused by name, not by the parser).
  files: PHOTOS_MAX + 3,
  fields: 20,
  parts: 20 + PHOTOS_MAX + 3,
  fieldNameSize: 100,
  // The longest field is the description (2000 characters, up to 4 bytes each).
  fieldSize: 16 * 1024,
} as const;

export async function receiveUpload(request: FastifyRequest, storage: FileStorage): Promise<ReceivedUpload> {
  if (!request.isMultipart()) {
    throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the upload as multipart/form-data.');
  }
  const received: ReceivedUpload = { fields: {}, file: null, image: null };
  try {
    for await (const part of checkedParts(request)) {
      if (part.type === 'field') {
        keepTextField(received.fields, part);
        continue;
      }
      if (part.fieldname === 'file' && !received.file) {
        const temp = await receiveWithin(storage, part.file, MAX_UPLOAD_BYTES, () => {
          throw new ApiError(413, 'PAYLOAD_TOO_LARGE', VALIDATION_MESSAGES.fileTooLarge, [{ field: 'file', message: VALIDATION_MESSAGES.fileTooLarge }]);
        });
        // A browser sends an empty part when no file was chosen.
        if (temp.size === 0 && !part.filename) await storage.discard(temp);
        else received.file = { temp, filename: part.filename };
        if (received.file && received.photos?.length) photosRefused(part.file, 400, PHOTO_MESSAGES.fileAndPhotos);
      } else if (part.fieldname === 'image' && !received.image) {
        const temp = await receiveWithin(storage, part.file, MAX_IMAGE_BYTES, () => {
          throw new ApiError(400, 'VALIDATION', MATERIAL_MESSAGES.imageTooLarge, [{ field: 'image', message: MATERIAL_MESSAGES.imageTooLarge }]);
        });
        if (temp.size === 0 && !part.filename) await storage.discard(temp);
        else received.image = temp;
      } else if (part.fieldname === 'photos') {
        await receivePhoto(storage, received, part.file, part.filename);
      } else {
        throw new ApiError(400, 'VALIDATION', `Unexpected file field ${part.fieldname}`, [{ field: part.fieldname, message: 'is not expected here' }]);
      }
    }
  } catch (error) {
    await discardUpload(storage, received);
    throw error;
  }
  return received;
}

function photosRefused(stream: NodeJS.ReadableStream, status: 400 | 413, message: string): never {
  // Let the part's bytes flow away so the parser reaches the end of the body.
  stream.resume();
  throw new ApiError(status, status === 413 ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION', message, [{ field: 'photos', message }]);
}

/** One `photos` part, in the order sent; each is checked alone and with those before it. */
async function receivePhoto(storage: FileStorage, received: ReceivedUpload, stream: NodeJS.ReadableStream, filename: string): Promise<void> {
  const photos = (received.photos ??= []);
  if (received.file) photosRefused(stream, 400, PHOTO_MESSAGES.fileAndPhotos);
  if (photos.length >= PHOTOS_MAX) photosRefused(stream, 400, PHOTO_MESSAGES.tooMany);
  const temp = await receiveWithin(storage, stream, MAX_UPLOAD_BYTES, () => photosRefused(stream, 413, PHOTO_MESSAGES.tooLarge(filename)));
  if (temp.size === 0 && !filename) {
    await storage.discard(temp);
    return;
  }
  photos.push({ temp, filename });
  const together = photos.reduce((sum, photo) => sum + photo.temp.size, 0);
  if (together > MAX_UPLOAD_BYTES) photosRefused(stream, 413, PHOTO_MESSAGES.togetherTooLarge);
}

async function receiveWithin(
  storage: FileStorage,
  stream: NodeJS.ReadableStream & { truncated?: boolean },
  maxBytes: number,
  tooLarge: () => never,
): Promise<TempFile> {
  let temp: TempFile;
  try {
    temp = await storage.receive(stream as import('node:stream').Readable, maxBytes);
  } catch (error) {
    if (error instanceof FileTooLargeError) tooLarge();
    throw error;
  }
  if (stream.truncated) {
    await storage.discard(temp);
    tooLarge();
  }
  return temp;
}
