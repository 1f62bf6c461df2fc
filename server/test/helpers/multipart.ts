// Multipart form bodies as the browser forms send them (materials, blogs, announcements), and the
// one POST that carries them: the forms differ only in their fields and their default image name.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Session } from './accounts.ts';

export type MultipartPart = { name: string; value: string } | { name: string; filename: string; content: Buffer; contentType?: string };

/** A file a test attaches; the name and type fall back to the form's own defaults. */
export type AttachedFile = { content: Buffer; filename?: string; contentType?: string };

/** A multipart/form-data body (parts in the order given) and its Content-Type header. */
export function multipart(parts: MultipartPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----lectern${randomBytes(12).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        part.content,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * The text fields (in order; an `undefined` value leaves the field out, so a test can drop a
 * default), then the image if one is attached, named `imageName` unless the test named it.
 */
export function formParts(fields: Record<string, string | undefined>, image: AttachedFile | undefined, imageName: string): MultipartPart[] {
  const parts: MultipartPart[] = Object.entries(fields)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => ({ name, value }));
  if (image) parts.push({ name: 'image', filename: image.filename ?? imageName, content: image.content, contentType: image.contentType ?? 'image/png' });
  return parts;
}

/** POST `parts` to `url` as `session` (bearer), or anonymously. */
export function postMultipart(app: FastifyInstance, url: string, session: Session | null, parts: MultipartPart[]): Promise<LightMyRequestResponse> {
  const body = multipart(parts);
  return app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...(session?.bearer ?? {}) } });
}
