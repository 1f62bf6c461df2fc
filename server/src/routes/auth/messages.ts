import { AUTH_MESSAGES } from '@lectern/shared-api/contract';

// Answers the specification does not word; short and plain, in its voice (docs/spec-resolutions.md).
// Sign-up, resend and forgot-password answer the same whether or not the account exists.
export const ANSWERS = {
  signupAccepted: 'Check your email for a link to verify your account.',
  verificationSent: AUTH_MESSAGES.verificationSent,
  resetLinkSent: 'If an account uses this email, a link to reset the password is on its way. It expires in 1 hour.',
  passwordReset: 'Your password has been changed. Sign in with the new one.',
  signedOut: 'You have been signed out.',
} as const;
