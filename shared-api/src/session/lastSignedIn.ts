import type { SessionUser } from '../contract/index.ts';

/**
 * The last person this browser saw signed in, kept so that the site can open offline (the
 * service worker's app shell carries no session): the session check cannot reach the server,
 * so the shell shows this person's dashboard and what the device keeps. Written at sign-in and
 * whenever the session is read, removed at sign-out and whenever the server says nobody is
 * signed in (a shared computer keeps nobody's profile after they leave).
 */
const KEY = 'lectern:last-signed-in';
/**
 * A cookie says whether anyone is remembered, so that a visitor's page (signed out, nothing kept)
 * never opens localStorage: the browser loads it from disk at its first use, on the main thread,
 * and the landing page must not wait for that (e2e first-paint.spec.ts). Cookies are in memory.
 */
const MARK = 'lectern_remembered';

const marked = () => typeof document !== 'undefined' && document.cookie.split('; ').includes(`${MARK}=1`);
function mark(on: boolean): void {
  if (typeof document === 'undefined') return;
  document.cookie = on ? `${MARK}=1; Path=/; Max-Age=31536000; SameSite=Lax` : `${MARK}=; Path=/; Max-Age=0; SameSite=Lax`;
}

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
    mark(true);
  } catch {
    // a full or blocked storage only costs the offline start
  }
}

export function forgetSignedIn(): void {
  if (!marked()) return;
  try {
    storage()?.removeItem(KEY);
    mark(false);
  } catch {
    // nothing kept
  }
}

export function lastSignedIn(): SessionUser | null {
  if (!marked()) return null;
  try {
    const raw = storage()?.getItem(KEY);
    const user = raw ? (JSON.parse(raw) as SessionUser) : null;
    return user && typeof user === 'object' && typeof user.id === 'string' ? user : null;
  } catch {
    return null;
  }
}
