// One rule for every piece of text a request brings (JSON bodies, query strings, route params,
// headers, multipart fields and file names): a NUL character or an unpaired UTF-16 surrogate is
// refused with a 400 before validation or a handler sees it. PostgreSQL refuses NUL in text
// (and `\u0000` or a lone surrogate escape in jsonb), and a lone surrogate cannot be encoded as
// UTF-8 without being silently replaced: neither is ever meant, so neither goes further.
import { Stream } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { FieldError } from '@lectern/shared-api/contract';
import { ApiError } from '../api-error.ts';

export const HOSTILE_TEXT_MESSAGE = 'contains a character that is not allowed';

// NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const HOSTILE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isHostileText(text: string): boolean {
  return HOSTILE.test(text);
}

/**
 * The dotted path (within `value`) of the first string or object key that breaks the rule, or
 * null. Iterative, so a deeply nested JSON body cannot overflow the stack.
 */
export function findHostileText(value: unknown): string | null {
  const pending: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  while (pending.length > 0) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      if (isHostileText(current)) return path;
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push({ value: item, path: join(path, String(index)) }));
      continue;
    }
    // A body a route reads itself (a stream, bytes) is not text to look through: its 50 MB would
    // be walked byte by byte.
    if (current instanceof Stream || ArrayBuffer.isView(current)) continue;
    for (const [key, item] of Object.entries(current)) {
      // The key itself travels too (stored JSON, error messages naming the field).
      if (isHostileText(key)) return join(path, printable(key));
      pending.push({ value: item, path: join(path, key) });
    }
  }
  return null;
}

/** The 400 VALIDATION envelope naming the field whose text broke the rule. */
export function hostileTextError(field: string): ApiError {
  const name = printable(field) || 'request';
  const errors: FieldError[] = [{ field: name, message: HOSTILE_TEXT_MESSAGE }];
  return new ApiError(400, 'VALIDATION', `${name} ${HOSTILE_TEXT_MESSAGE}`, errors);
}

/** Throws the 400 when `value` (a string, or parsed JSON) carries hostile text. */
export function refuseHostileText(field: string, value: unknown): void {
  const found = findHostileText(value);
  if (found !== null) throw hostileTextError(found ? `${field}.${found}` : field);
}

/**
 * preValidation, for every route: params, query, headers and a parsed body. Multipart bodies
 * are read by the route as a stream; they pass through `checkedParts` (multipart-text.ts).
 */
export async function refuseHostileRequestText(request: FastifyRequest): Promise<void> {
  for (const value of [request.params, request.query, request.headers, request.body]) {
    const found = findHostileText(value);
    if (found !== null) throw hostileTextError(found);
  }
}

function join(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}

/** The name as it can be shown back: hostile characters replaced, so the answer is valid JSON text. */
function printable(name: string): string {
  return name.replace(new RegExp(HOSTILE.source, 'g'), '\uFFFD');
}
