import type { SessionUser } from '../contract/index.ts';

/**
 * The last person this browser saw signed in, kept so that the site can open offline (the
 * service worker's app shell carries no session): the session check cannot reach the server,
 * so the shell shows this person's dashboard and what the device keeps. Written at sign-in and
 * whenever the session is read, removed at sign-out and whenever the server says nobody is
 * signed in (a shared computer keeps nobody's profile after they leave).
 */
const KEY = 'lectern:last-signed-in';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked (a privacy setting): offline sign-in is simply not offered
  }
}

export function rememberSignedIn(user: SessionUser): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(user));
  } catch {
    // a full or blocked storage only costs the offline start
  }
}

export function forgetSignedIn(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // nothing kept
  }
}

export function lastSignedIn(): SessionUser | null {
  try {
    const raw = storage()?.getItem(KEY);
    const user = raw ? (JSON.parse(raw) as SessionUser) : null;
    return user && typeof user === 'object' && typeof user.id === 'string' ? user : null;
  } catch {
    return null;
  }
}
