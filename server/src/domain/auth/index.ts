// What domain/auth offers the rest of the server; its other files are its own.
export { ensureAdminAccount } from './bootstrap-admin.ts';
export { isAllowedEmailDomain } from './email-domains.ts';
export { consumeEmailToken, insertEmailToken, spendUserTokens } from './email-tokens.ts';
export { signInWithIdentity } from './google-accounts.ts';
export { passwordResetMail, signupAttemptMail, verificationMail } from './mail-templates.ts';
export { consumeOAuthFlow, insertOAuthFlow } from './oauth-flows.ts';
export { hashPassword, prepareDummyHash, verifyPassword } from './passwords.ts';
export { clearSessionToken, readCookie, readSessionToken, sendSessionToken, type TokenSource } from './session-token.ts';
export { deleteOtherSessions, deleteUserSessions } from './sessions-repository.ts';
export { createSessions, type ActiveSession, type Sessions } from './sessions.ts';
export { sweepEndedAuthRows } from './sweep.ts';
export { hashToken, newToken } from './tokens.ts';
