// What domain/auth offers the rest of the server; its other files are its own.
export { type AccountMail, createAccountMail } from './account-mail.ts';
export { ensureAdminAccount } from './bootstrap-admin.ts';
export { isAllowedEmailDomain } from './email-domains.ts';
export { consumeEmailToken, spendUserTokens } from './email-tokens.ts';
export { signInWithIdentity } from './google-accounts.ts';
export { consumeOAuthFlow, insertOAuthFlow } from './oauth-flows.ts';
export { hashPassword, prepareDummyHash, verifyPassword } from './passwords.ts';
export { clearSessionToken, readCookie, readSessionToken, sendSessionToken, type TokenSource } from './session-token.ts';
export { namesSession, roleChangedUserIds, type SessionIdentity, SESSIONS_CHANNEL } from './session-messages.ts';
export { deleteOtherSessions, deleteUserSessions, existingSessionIds } from './sessions-repository.ts';
export { type ActiveSession, createSessions, type Sessions } from './sessions.ts';
export { sweepEndedAuthRows } from './sweep.ts';
export { hashToken } from './tokens.ts';
export { resetPasswordWithToken, verifyEmailWithToken } from './email-links.ts';
