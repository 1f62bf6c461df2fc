import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes (256 bits), base64url: session tokens and emailed link tokens. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the database keeps instead of a token: a stolen table or backup cannot be replayed.
 * A plain SHA-256 is enough because the tokens are long and random (nothing to guess).
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
