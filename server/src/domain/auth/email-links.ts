// What the emailed links do, each in one transaction: the token is spent (with every other of its
// kind for that account), then the account changes. Answers the account's id, or undefined for an
// unknown, spent or expired token.
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { markEmailVerified, setPasswordHash } from '../users/index.ts';
import { consumeEmailToken, spendUserTokens } from './email-tokens.ts';
import { deleteUserSessions } from './sessions-repository.ts';
import { hashToken } from './tokens.ts';

/** The verification link: the email counts as verified. */
export function verifyEmailWithToken(db: Kysely<Database>, token: string, now: Date): Promise<string | undefined> {
  return db.transaction().execute(async (trx) => {
    const owner = await consumeEmailToken(trx, 'verify', hashToken(token), now);
    if (!owner) return undefined;
    await spendUserTokens(trx, owner, 'verify', now);
    await markEmailVerified(trx, owner, now);
    return owner;
  });
}

/** The password-reset link: the new password, every session ended; the link proves the inbox, so the email counts as verified. */
export function resetPasswordWithToken(db: Kysely<Database>, token: string, passwordHash: string, now: Date): Promise<string | undefined> {
  return db.transaction().execute(async (trx) => {
    const owner = await consumeEmailToken(trx, 'reset', hashToken(token), now);
    if (!owner) return undefined;
    await spendUserTokens(trx, owner, 'reset', now);
    await setPasswordHash(trx, owner, passwordHash, now);
    await markEmailVerified(trx, owner, now);
    await deleteUserSessions(trx, owner);
    return owner;
  });
}
