import { confirmSession, hydrateSession, sessionStore, type SessionUser } from '@lectern/shared-api';

declare global {
  interface Window {
    /** The session the server read from the page request's cookie (null: nobody signed in). */
    __LECTERN_SESSION__?: SessionUser | null;
  }
}

/** The service worker's offline page (tools/build/artifacts.mjs OFFLINE_PAGE_PATH; shell/public/offline.html). */
export const OFFLINE_PAGE = '/offline.html';

/** Nobody to show offline: the offline page, which comes back to `page` with "Try again". */
function showOfflinePage(page: string): void {
  window.location.replace(`${OFFLINE_PAGE}?from=${encodeURIComponent(page)}`);
}

/**
 * Settles the session: from the profile the server inlined into the page when it did (no
 * /api/auth/check and /api/user/profile round trips), otherwise by asking the server. A page
 * the service worker opened offline (its app shell carries no session) gets the last person
 * seen signed in, marked offline, and asks again once the connection is back; with nobody to
 * show, the offline page.
 */
export async function startSession({ offlinePage = showOfflinePage }: { offlinePage?: (page: string) => void } = {}): Promise<void> {
  const known = window.__LECTERN_SESSION__;
  if (known === undefined) {
    // The page asked for, read now: once the session is settled, the access rules may already
    // have sent a visitor on to sign in.
    const asked = `${window.location.pathname}${window.location.search}`;
    await hydrateSession();
    const { offline, user } = sessionStore.getState();
    if (offline && !user) offlinePage(asked);
    else if (offline) window.addEventListener('online', () => void hydrateSession(), { once: true });
    return;
  }
  const { signedIn, signedOut } = sessionStore.getState();
  if (!known) return signedOut();
  signedIn(known);
  // The session may have ended since the server wrote the page (the page then shows what it
  // carried, and nothing it reads later would be answered): checked once, off the first render.
  void confirmSession();
}
