// Is a webhook delivery really from Meta? Meta signs every POST with the app secret:
// `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the body>`, computed over the body exactly as
// sent (its non-ASCII characters arrive \u-escaped), so the check is on the raw bytes, never on
// JSON parsed and written again. Both checks here compare in constant time.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export type SignatureCheck = 'valid' | 'missing' | 'malformed' | 'mismatch';

const SIGNATURE = /^sha256=([0-9a-f]{64})$/i;

export function checkWhatsAppSignature(rawBody: Buffer, header: string | string[] | undefined, appSecret: string): SignatureCheck {
  if (header === undefined || header === '') return 'missing';
  const match = typeof header === 'string' ? SIGNATURE.exec(header.trim()) : null;
  if (!match) return 'malformed';
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  const given = Buffer.from(match[1]!, 'hex');
  return timingSafeEqual(expected, given) ? 'valid' : 'mismatch';
}

/** Two secrets compared without the time telling how much of them matched (their lengths may differ). */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}
