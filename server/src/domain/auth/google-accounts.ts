import type { Kysely } from 'kysely';
import { EMAIL_MAX, EMAIL_PATTERN, NAME_MAX, type GoogleErrorCode } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import { findUserIdByIdentity, insertIdentity } from './user-identities.ts';
import { findUserByEmail, insertUserIfEmailFree, verifyEmailThroughProvider } from '../users/index.ts';
import { isAllowedEmailDomain } from './email-domains.ts';
import type { ProviderIdentity } from '../../platform/oidc/provider.ts';

export type FederatedSignIn =
  | { ok: true; userId: string; isNewUser: boolean }
  | { ok: false; code: Extract<GoogleErrorCode, 'google_email_unverified' | 'google_email_domain' | 'google_failed'> };

/** A concurrent sign-in of the same person got there first: start over once. */
class LostRace extends Error {}

/**
 * The account a provider identity signs in to:
 * 1. the account its subject is linked to;
 * 2. else the account with its email, linked now, only when the provider says the email is
 *    verified (the password stops working if that account had never proved its inbox);
 * 3. else a new student, verified, without a password, if the email is verified and
 *    allowed by ALLOWED_EMAIL_DOMAINS.
 */
export async function signInWithIdentity(
  db: Kysely<Database>,
  provider: string,
  identity: ProviderIdentity,
  allowedEmailDomains: string[] | null,
  now: Date,
): Promise<FederatedSignIn> {
  // A race lost to a parallel sign-in of the same identity is tried once more: by then the
  // winner's link or account is there to be found.
  for (let tries = 1; ; tries += 1) {
    try {
      return await attempt(db, provider, identity, allowedEmailDomains, now);
    } catch (error) {
      if (!(error instanceof LostRace)) throw error;
      if (tries === 2) return { ok: false, code: 'google_failed' };
    }
  }
}

async function attempt(
  db: Kysely<Database>,
  provider: string,
  identity: ProviderIdentity,
  allowedEmailDomains: string[] | null,
  now: Date,
): Promise<FederatedSignIn> {
  const linked = await findUserIdByIdentity(db, provider, identity.subject);
  if (linked) return { ok: true, userId: linked, isNewUser: false };

  const email = identity.email;
  if (!email || email.length > EMAIL_MAX || !EMAIL_PATTERN.test(email)) return { ok: false, code: 'google_email_unverified' };
  // Never trust an email the provider has not verified: not to link, not to create.
  if (!identity.emailVerified) return { ok: false, code: 'google_email_unverified' };

  const existing = await findUserByEmail(db, email);
  if (existing) {
    await db.transaction().execute(async (trx) => {
      if (!(await insertIdentity(trx, { provider, subject: identity.subject, userId: existing.id, email }, now))) throw new LostRace();
      await verifyEmailThroughProvider(trx, existing.id, now);
    });
    return { ok: true, userId: existing.id, isNewUser: false };
  }

  if (!isAllowedEmailDomain(email, allowedEmailDomains)) return { ok: false, code: 'google_email_domain' };
  const { firstName, lastName } = namesOf(identity, email);
  const userId = await db.transaction().execute(async (trx) => {
    const id = await insertUserIfEmailFree(trx, { email, firstName, lastName, passwordHash: null, emailVerifiedAt: now }, now);
    if (!id) throw new LostRace();
    if (!(await insertIdentity(trx, { provider, subject: identity.subject, userId: id, email }, now))) throw new LostRace();
    return id;
  });
  return { ok: true, userId, isNewUser: true };
}

function namesOf(identity: ProviderIdentity, email: string): { firstName: string; lastName: string } {
  const cut = (value: string) => value.slice(0, NAME_MAX).trim();
  if (identity.givenName || identity.familyName) {
    return { firstName: cut(identity.givenName ?? identity.familyName ?? ''), lastName: cut(identity.givenName ? (identity.familyName ?? '') : '') };
  }
  if (identity.name) {
    const parts = identity.name.split(/\s+/);
    const lastName = parts.length > 1 ? (parts.pop() ?? '') : '';
    return { firstName: cut(parts.join(' ')), lastName: cut(lastName) };
  }
  return { firstName: cut(email.slice(0, email.indexOf('@'))), lastName: '' };
}
