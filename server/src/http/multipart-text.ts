// The one place multipart forms are read from (the material upload, blog posts, announcements):
// each part's field name, text value and file name passes the text-input rule as it arrives,
// so a NUL or a lone surrogate in a form is the same 400 as in a JSON body; and a body the
// parser cannot read (no boundary, a broken part header) is a 400, not a server error.
import type { Multipart, MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../platform/api-error.ts';
import { hostileTextError, isHostileText } from '../platform/fields/text-input.ts';

export const MALFORMED_MULTIPART = 'The multipart body could not be read';

export async function* checkedParts(request: FastifyRequest): AsyncGenerator<Multipart> {
  try {
    for await (const part of request.parts()) {
      if (isHostileText(part.fieldname)) throw hostileTextError(part.fieldname);
      if (part.type === 'field') {
        if (typeof part.value === 'string' && isHostileText(part.value)) throw hostileTextError(part.fieldname);
      } else {
        if (isHostileText(part.filename)) {
          // Let the file's bytes flow away so the parser reaches the end of the body.
          part.file.resume();
          throw hostileTextError(part.fieldname);
        }
        // A body cut off inside a file fails the route's read of that file: mark it the client's
        // (the parser may have failed the stream already, before the part reached us).
        if (part.file.errored) markClientError(part.file.errored);
        else part.file.prependListener('error', markClientError);
      }
      yield part;
    }
  } catch (error) {
    throw asClientError(error);
  }
}

/**
 * Keeps a text field of a form: a value cut at the parser's fieldSize is a 400, never stored
 * shortened; the first of a repeated field wins.
 */
export function keepTextField(fields: Record<string, string>, part: MultipartValue): void {
  if (part.valueTruncated) throw new ApiError(400, 'VALIDATION', `${part.fieldname} is too long`, [{ field: part.fieldname, message: 'is too long' }]);
  if (typeof part.value === 'string' && !(part.fieldname in fields)) fields[part.fieldname] = part.value;
}

// What busboy says (as plain Errors) about a body it cannot parse.
const PARSER_COMPLAINT = /^Multipart:|Boundary required|needle|Unsupported content type|unexpected end of (form|multipart data)|terminated early|Malformed part header/i;

/** busboy throws plain Errors for bodies it cannot parse; they are the client's, not ours. */
function asClientError(error: unknown): unknown {
  if (error instanceof ApiError) return error;
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && status < 500) return error;
  if (error instanceof Error && PARSER_COMPLAINT.test(error.message)) return new ApiError(400, 'VALIDATION', MALFORMED_MULTIPART);
  return error;
}

/** The same error object rejects the route's read of the file: give it a 4xx status for the error handler. */
function markClientError(error: Error & { statusCode?: number }): void {
  if (error.statusCode === undefined && PARSER_COMPLAINT.test(error.message)) {
    error.statusCode = 400;
    error.message = MALFORMED_MULTIPART;
  }
}
