import type { Kysely } from 'kysely';
import { PAGE_PATHS, RESET_TOKEN_TTL_MS, VERIFY_TOKEN_TTL_MS } from '@lectern/shared-api/contract';
import { hashToken, newToken } from './tokens.ts';
import { insertEmailToken } from './email-tokens.ts';
import { passwordResetMail, signupAttemptMail, verificationMail } from './mail-templates.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database, EmailTokenPurpose } from '../../platform/db/schema.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';

interface Recipient {
  id: string;
  email: string;
  firstName: string;
}

export interface AccountMail {
  /** A new single-use verification link (24 h), mailed. */
  sendVerification(user: Recipient): Promise<void>;
  /** A new single-use password-reset link (1 h), mailed. */
  sendPasswordReset(user: Recipient): Promise<void>;
  /** Someone signed up with this (taken) email: tell the owner, with links to sign in and to reset. */
  sendSignupAttempt(user: Recipient): void;
}

export function createAccountMail(db: Kysely<Database>, mailer: Mailer, clock: Clock, publicUrl: string): AccountMail {
  const page = (path: string) => `${publicUrl}${path}`;

  async function issueToken(userId: string, purpose: EmailTokenPurpose, ttlMs: number): Promise<string> {
    const now = clock();
    const token = newToken();
    await insertEmailToken(db, { userId, purpose, tokenHash: hashToken(token), now, expiresAt: new Date(now.getTime() + ttlMs) });
    return token;
  }

  return {
    async sendVerification(user) {
      const token = await issueToken(user.id, 'verify', VERIFY_TOKEN_TTL_MS);
      mailer.send(verificationMail(user.email, user.firstName, `${page(PAGE_PATHS.verifyEmail)}?token=${token}`));
    },
    async sendPasswordReset(user) {
      const token = await issueToken(user.id, 'reset', RESET_TOKEN_TTL_MS);
      mailer.send(passwordResetMail(user.email, user.firstName, `${page(PAGE_PATHS.resetPassword)}?token=${token}`));
    },
    sendSignupAttempt(user) {
      mailer.send(signupAttemptMail(user.email, user.firstName, page(PAGE_PATHS.signIn), page(PAGE_PATHS.forgotPassword)));
    },
  };
}
