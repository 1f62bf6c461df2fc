import type { QueryClient } from '@tanstack/react-query';
import { authProvidersQuery, onBeforeLogout, sessionStore } from '@lectern/shared-api';

export interface StartOneTapOptions {
  queryClient: QueryClient;
  /** Where a successful One Tap sign-in goes: a full page load. Tests replace it. */
  assignLocation?: (url: string) => void;
}

/** Offered to visitors only, and not inside a running /auth/* flow (sign-in, reset, verify). */
function wantsOneTap(): boolean {
  return sessionStore.getState().status === 'signedOut' && !window.location.pathname.startsWith('/auth/');
}

/**
 * Offers Google One Tap once the session check has settled. This module is in the first
 * bundle of every page, so it only decides; the provider's script and the sign-in code load
 * later, and only when Google is configured and nobody is signed in.
 */
export async function startOneTap({ queryClient, assignLocation = (url) => window.location.assign(url) }: StartOneTapOptions) {
  if (!wantsOneTap()) return;
  try {
    const clientId = (await queryClient.fetchQuery(authProvidersQuery())).google?.clientId;
    if (!clientId) return;
    const { offerOneTap } = await import(/* webpackChunkName: "one-tap" */ './offerOneTap.ts');
    await offerOneTap({ clientId, assignLocation, stillWanted: wantsOneTap });
  } catch (error) {
    // One Tap is a convenience: without it, the Sign In page still works.
    console.warn('Google One Tap is not available', error);
  }
}

/**
 * Logout first tells the provider not to pick the account by itself next time, so that
 * signing out is not followed by an automatic sign-in. A no-op when the script never loaded.
 */
export function clearAutoSelectOnLogout(): () => void {
  return onBeforeLogout(() => window.google?.accounts.id.disableAutoSelect());
}
