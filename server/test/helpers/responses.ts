// Reading an API answer in a test: the status is checked first, so a test never reads `data`
// out of an error (or out of the wrong success) and fails later on a confusing undefined.
import type { LightMyRequestResponse } from 'fastify';

type Answer = Pick<LightMyRequestResponse, 'statusCode' | 'body' | 'json'>;

/** The `data` of a success answer with `status` (200 unless named); any other status fails with the body. */
export function dataOf<T>(res: Answer, status = 200): T {
  if (res.statusCode !== status) throw new Error(`expected ${status}, got ${res.statusCode}: ${res.body}`);
  return (res.json() as { data: T }).data;
}
