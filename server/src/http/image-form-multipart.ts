// Reads a multipart form of text fields and one optional `image` part as it arrives (a blog
// post, an announcement): text fields are kept, the image is streamed into a temp file with its
// limit enforced while reading. Whatever goes wrong, a temp file received so far is removed
// before the error leaves.
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { MAX_IMAGE_BYTES } from '@lectern/shared-api/contract';
import { FileTooLargeError, type FileStorage, type TempFile } from '../platform/storage/storage.ts';
import { ApiError } from '../platform/api-error.ts';
import type { ReceivedImageForm } from '../domain/images/index.ts';
import { checkedParts, keepTextField } from './multipart-text.ts';

/** Limits for @fastify/multipart (busboy) on such a route: the parser's own guard rails. */
export function imageFormLimits(longestFieldCharacters: number) {
  return {
    // One byte past the limit still reaches our own counter; busboy's limit is the backstop.
    fileSize: MAX_IMAGE_BYTES + 1,
    files: 1,
    fields: 10,
    parts: 11,
    fieldNameSize: 100,
    // The longest field at up to 4 bytes a character, plus room for whitespace that is trimmed away.
    fieldSize: longestFieldCharacters * 4 + 1024,
  } as const;
}

export interface ImageFormWords {
  /** The 400 on the `image` field when it is larger than MAX_IMAGE_BYTES. */
  imageTooLarge: string;
  /** The 415 when the body is not multipart, e.g. 'Send the post as multipart/form-data.' */
  notMultipart: string;
}

export async function receiveImageForm(request: FastifyRequest, storage: FileStorage, words: ImageFormWords): Promise<ReceivedImageForm> {
  if (!request.isMultipart()) throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', words.notMultipart);
  const imageTooLarge = () => new ApiError(400, 'VALIDATION', words.imageTooLarge, [{ field: 'image', message: words.imageTooLarge }]);
  const received: ReceivedImageForm = { fields: {}, image: null };
  try {
    for await (const part of checkedParts(request)) {
      if (part.type === 'field') {
        keepTextField(received.fields, part);
        continue;
      }
      if (part.fieldname !== 'image' || received.image) {
        throw new ApiError(400, 'VALIDATION', `Unexpected file field ${part.fieldname}`, [{ field: part.fieldname, message: 'is not expected here' }]);
      }
      let temp: TempFile;
      try {
        temp = await storage.receive(part.file as Readable, MAX_IMAGE_BYTES);
      } catch (error) {
        if (error instanceof FileTooLargeError) throw imageTooLarge();
        throw error;
      }
      if (part.file.truncated) {
        await storage.discard(temp);
        throw imageTooLarge();
      }
      // A browser sends an empty part when no file was chosen.
      if (temp.size === 0 && !part.filename) await storage.discard(temp);
      else received.image = temp;
    }
  } catch (error) {
    if (received.image) await storage.discard(received.image);
    throw error;
  }
  return received;
}
