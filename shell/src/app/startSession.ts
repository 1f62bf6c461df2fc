import { hydrateSession, sessionStore, type SessionUser } from '@lectern/shared-api';

declare global {
  interface Window {
    /** The session the server read from the page request's cookie (null: nobody signed in). */
    __LECTERN_SESSION__?: SessionUser | null;
  }
}

/**
 * Settles the session: from the profile the server inlined into the page when it did (no
 * /api/auth/check and /api/user/profile round trips), otherwise by asking the server.
 */
export function startSession(): Promise<void> {
  const known = window.__LECTERN_SESSION__;
  if (known === undefined) return hydrateSession();
  const { signedIn, signedOut } = sessionStore.getState();
  if (known) signedIn(known);
  else signedOut();
  return Promise.resolve();
}
