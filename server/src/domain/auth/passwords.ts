import { hash, verify, type Algorithm } from '@node-rs/argon2';

// `Algorithm` is a const enum that exists only in the type declarations (the runtime object
// is empty), so its value is written out: Argon2id = 2.
const ARGON2ID = 2 as Algorithm.Argon2id;

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/** Compute the dummy hash ahead (at start), so even the first unknown-email sign-in costs one hash. */
export function prepareDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('dummy password: never matches anything sent');
  return dummyHash;
}

/**
 * Check a password against a stored hash. With no hash (unknown email, or an account
 * without a password) it still spends one verification against a fixed dummy hash, so the
 * answer takes as long as for a real account and timing does not tell which emails exist.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    await verify(await prepareDummyHash(), password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
