// Reads the multipart body of POST /blogs as it arrives: text fields are kept, the `image` part
// is streamed into a temp file with its limit enforced while reading. Whatever goes wrong, a
// temp file received so far is removed before the error leaves.
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { BLOG_BODY_MAX, BLOG_MESSAGES, MAX_IMAGE_BYTES } from '@lectern/shared-api/contract';
import { ApiError } from '../../http/api-error.ts';
import { FileTooLargeError, type FileStorage, type TempFile } from '../../storage/storage.ts';

/** Limits for @fastify/multipart (busboy) on this route: the parser's own guard rails. */
export const BLOG_MULTIPART_LIMITS = {
  // One byte past the limit still reaches our own counter; busboy's limit is the backstop.
  fileSize: MAX_IMAGE_BYTES + 1,
  files: 1,
  fields: 10,
  parts: 11,
  fieldNameSize: 100,
  // The longest field is the body (BLOG_BODY_MAX characters, up to 4 bytes each), plus room
  // for the whitespace that is trimmed away.
  fieldSize: BLOG_BODY_MAX * 4 + 1024,
} as const;

export interface ReceivedBlog {
  /** The first value of each text field. */
  fields: Record<string, string>;
  image: TempFile | null;
}

const imageTooLarge = () =>
  new ApiError(400, 'VALIDATION', BLOG_MESSAGES.imageTooLarge, [{ field: 'image', message: BLOG_MESSAGES.imageTooLarge }]);

export async function receiveBlog(request: FastifyRequest, storage: FileStorage): Promise<ReceivedBlog> {
  if (!request.isMultipart()) {
    throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the post as multipart/form-data.');
  }
  const received: ReceivedBlog = { fields: {}, image: null };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw new ApiError(400, 'VALIDATION', `${part.fieldname} is too long`, [{ field: part.fieldname, message: 'is too long' }]);
        if (typeof part.value === 'string' && !(part.fieldname in received.fields)) received.fields[part.fieldname] = part.value;
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
