// Reads the multipart body of POST /materials as it arrives: text fields are kept, the `file`
// and `image` parts are streamed into temp files with their limits enforced while reading.
// Whatever goes wrong, the temp files received so far are removed before the error leaves.
import type { FastifyRequest } from 'fastify';
import { MATERIAL_MESSAGES, MAX_IMAGE_BYTES, MAX_UPLOAD_BYTES, VALIDATION_MESSAGES } from '@lectern/shared-api/contract';
import { ApiError } from '../../platform/api-error.ts';
import { checkedParts } from '../../http/multipart-text.ts';
import { FileTooLargeError, type FileStorage, type TempFile } from '../../platform/storage/storage.ts';
import { discardUpload, type ReceivedUpload } from '../../domain/materials/index.ts';

/** Limits for @fastify/multipart (busboy) on this route: the parser's own guard rails. */
export const UPLOAD_MULTIPART_LIMITS = {
  // One byte past the limit still reaches our own counter, which answers 413; busboy's
  // limit is the backstop.
  fileSize: MAX_UPLOAD_BYTES + 1,
  files: 2,
  fields: 20,
  parts: 22,
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
        if (part.valueTruncated) throw new ApiError(400, 'VALIDATION', `${part.fieldname} is too long`, [{ field: part.fieldname, message: 'is too long' }]);
        if (typeof part.value === 'string' && !(part.fieldname in received.fields)) received.fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname === 'file' && !received.file) {
        const temp = await receiveWithin(storage, part.file, MAX_UPLOAD_BYTES, () => {
          throw new ApiError(413, 'PAYLOAD_TOO_LARGE', VALIDATION_MESSAGES.fileTooLarge, [{ field: 'file', message: VALIDATION_MESSAGES.fileTooLarge }]);
        });
        // A browser sends an empty part when no file was chosen.
        if (temp.size === 0 && !part.filename) await storage.discard(temp);
        else received.file = { temp, filename: part.filename };
      } else if (part.fieldname === 'image' && !received.image) {
        const temp = await receiveWithin(storage, part.file, MAX_IMAGE_BYTES, () => {
          throw new ApiError(400, 'VALIDATION', MATERIAL_MESSAGES.imageTooLarge, [{ field: 'image', message: MATERIAL_MESSAGES.imageTooLarge }]);
        });
        if (temp.size === 0 && !part.filename) await storage.discard(temp);
        else received.image = temp;
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
