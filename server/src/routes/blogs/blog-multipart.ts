// Reads the multipart body of POST /blogs as it arrives (the shared image-form reader): text
// fields are kept, the `image` part is streamed into a temp file with its limit enforced while
// reading, and nothing is left behind when it fails.
import type { FastifyRequest } from 'fastify';
import { BLOG_BODY_MAX, BLOG_MESSAGES } from '@lectern/shared-api/contract';
import { imageFormLimits, receiveImageForm } from '../../http/image-form-multipart.ts';
import type { ReceivedImageForm } from '../../domain/images/index.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';

/** Limits for @fastify/multipart (busboy) on this route: the longest field is the body. */
export const BLOG_MULTIPART_LIMITS = imageFormLimits(BLOG_BODY_MAX);

export function receiveBlog(request: FastifyRequest, storage: FileStorage): Promise<ReceivedImageForm> {
  return receiveImageForm(request, storage, { imageTooLarge: BLOG_MESSAGES.imageTooLarge, notMultipart: 'Send the post as multipart/form-data.' });
}
