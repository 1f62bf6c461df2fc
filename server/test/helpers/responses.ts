// Reading an API answer in a test: the status is checked first, so a test never reads `data`
// out of an error (or out of the wrong success) and fails later on a confusing undefined.
import type { LightMyRequestResponse } from 'fastify';

/** An answer from `app.inject`, or one read off a real socket (`status`: test/faults/helpers/http-client.ts). */
type Answer = Pick<LightMyRequestResponse, 'statusCode' | 'body'> | { status: number; body: string };
type Json = { json(): unknown };
type FieldError = { field: string; message: string };

/** The `data` of a success answer with `status` (200 unless named); any other status fails with the body. */
export function dataOf<T>(res: Answer, status = 200): T {
  const got = 'statusCode' in res ? res.statusCode : res.status;
  if (got !== status) throw new Error(`expected ${status}, got ${got}: ${res.body}`);
  return (JSON.parse(res.body) as { data: T }).data;
}

/** The `message` of an error answer. */
export const messageOf = (res: Json) => (res.json() as { message: string }).message;

/** The `code` of an error answer (NOT_FOUND, VALIDATION, ...). */
export const codeOf = (res: Json) => (res.json() as { code: string }).code;

/** The field errors of a 400 VALIDATION, in the answer's order; none for any other answer. */
export const errorsOf = (res: Json): FieldError[] => (res.json() as { errors?: FieldError[] }).errors ?? [];

/** The same, as field name to message. */
export const fieldErrors = (res: Json): Record<string, string> => Object.fromEntries(errorsOf(res).map((e) => [e.field, e.message]));
