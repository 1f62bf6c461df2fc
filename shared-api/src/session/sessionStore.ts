import { createStore } from 'zustand/vanilla';
import type { QueryClient } from '@tanstack/react-query';
import type { AuthCheck, SessionUser } from '../contract/index.ts';
import { apiRequest } from '../client/http.ts';
import { ApiError } from '../client/apiError.ts';
import { forgetSignedIn, lastSignedIn, rememberSignedIn } from './lastSignedIn.ts';

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  /**
   * The server could not be reached when the session was checked: `user` is the last person
   * this browser saw signed in (or null), and the shell says "You are offline".
   */
  offline: boolean;
  signedIn: (user: SessionUser) => void;
  signedOut: () => void;
  logout: () => Promise<void>;
}

let boundQueryClient: QueryClient | null = null;
let reloadPage: () => void = () => window.location.reload();
const beforeLogout = new Set<() => void>();

/** The shell hands over its QueryClient so that logout can clear every cached answer. */
export function bindSessionQueryClient(client: QueryClient | null): void {
  boundQueryClient = client;
}

/** Tests replace the page reload that follows logout. */
export function setReloadPage(reload: () => void): void {
  reloadPage = reload;
}

/**
 * Registers work to do before signing out (the shell clears the federated provider's
 * auto-select, so that the provider does not sign the person straight back in). Returns
 * the function that unregisters it.
 */
export function onBeforeLogout(work: () => void): () => void {
  // A wrapper, so registering the same function twice gives two independent registrations.
  const entry = () => work();
  beforeLogout.add(entry);
  return () => void beforeLogout.delete(entry);
}

function runBeforeLogout(): void {
  for (const work of beforeLogout) {
    // Sign-out must happen even when a provider's clean-up fails.
    try {
      work();
    } catch (error) {
      console.warn('Work before logout failed', error);
    }
  }
}

/**
 * One vanilla store for the whole site: a shared singleton, so the shell and every remote
 * see the same session. Remotes read it through useSession() and change it only through
 * these actions.
 */
export const sessionStore = createStore<SessionState>()((set) => ({
  status: 'loading',
  user: null,
  offline: false,
  signedIn: (user) => {
    rememberSignedIn(user);
    set({ status: 'signedIn', user, offline: false });
  },
  signedOut: () => {
    forgetSignedIn();
    set({ status: 'signedOut', user: null, offline: false });
  },
  // A failed sign-out rejects and changes nothing: the cookie would still sign the person
  // back in, so callers show 'Logout failed. Please try again.' instead.
  logout: async () => {
    runBeforeLogout();
    await apiRequest('/auth/logout', { method: 'POST' });
    boundQueryClient?.clear();
    forgetSignedIn();
    set({ status: 'signedOut', user: null, offline: false });
    reloadPage();
  },
}));

/** No answer at all (offline, a dropped connection), as opposed to an answer saying no. */
const unreachable = (error: unknown) => error instanceof ApiError && error.code === 'NETWORK';

/**
 * Asks whether the session the page started with still stands (it may have ended between the
 * page's HTML and now, or while the page was open): a 'no' signs out here, and the access rules
 * then send the person to sign in, with `next`. No answer (offline, an error) changes nothing.
 */
export async function confirmSession(): Promise<void> {
  try {
    const check = await apiRequest<AuthCheck>('/auth/check');
    if (!check.loggedIn && sessionStore.getState().status === 'signedIn') sessionStore.getState().signedOut();
  } catch {
    // Not a 'no': the next answer decides.
  }
}

/**
 * Asks the server who is signed in: `/auth/check`, then the profile when signed in. Any
 * failure means signed out, as the specification says, except when the server cannot be
 * reached at all: then the last person this browser saw signed in is taken, marked offline
 * (the site opened from the service worker's app shell), or nobody when there is none.
 */
export async function hydrateSession(): Promise<void> {
  const { signedIn, signedOut } = sessionStore.getState();
  try {
    const check = await apiRequest<AuthCheck>('/auth/check');
    if (!check.loggedIn) return signedOut();
    signedIn(await apiRequest<SessionUser>('/user/profile'));
  } catch (error) {
    if (!unreachable(error)) return signedOut();
    const user = lastSignedIn();
    sessionStore.setState(user ? { status: 'signedIn', user, offline: true } : { status: 'signedOut', user: null, offline: true });
  }
}
