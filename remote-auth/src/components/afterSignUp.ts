import { PAGE_PATHS, safeNextPath } from '@lectern/shared-api';

// Where a visitor was going when they chose to create an account (a search, a shared folder):
// the account is finished in another tab, from the emailed link, so the page they wanted is
// kept on this device, not in the address, and offered when the account is ready.

const STORAGE_KEY = 'lectern.afterSignUp';
/** A sign-up left longer than this is a new visit: the old page is not offered. */
export const AFTER_SIGN_UP_KEPT_MS = 24 * 60 * 60 * 1000;

/** Sign-up's address, carrying `next` (a same-site path only) as sign-in's does. */
export const signUpPathWith = (next: string | null): string => {
  const path = safeNextPath(next);
  return path ? `${PAGE_PATHS.signUp}?next=${encodeURIComponent(path)}` : PAGE_PATHS.signUp;
};

/** Sign-in's address from sign-up, `next` kept. */
export const signInPathWith = (next: string | null): string => {
  const path = safeNextPath(next);
  return path ? `${PAGE_PATHS.signIn}?next=${encodeURIComponent(path)}` : PAGE_PATHS.signIn;
};

/** Keeps `next` for when the account is ready; a sign-up without one forgets an older one. */
export function rememberAfterSignUp(next: string | null, now = Date.now()): void {
  const path = safeNextPath(next);
  try {
    if (path) localStorage.setItem(STORAGE_KEY, JSON.stringify({ path, at: now }));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused (a private window's quota): the dashboard is offered instead.
  }
}

/** The page kept at sign-up, if it is still fresh and same-site. */
export function pageAfterSignUp(now = Date.now()): string | null {
  try {
    const kept = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as { path?: unknown; at?: unknown } | null;
    if (!kept || typeof kept.path !== 'string' || typeof kept.at !== 'number' || now - kept.at > AFTER_SIGN_UP_KEPT_MS) return null;
    return safeNextPath(kept.path);
  } catch {
    return null;
  }
}

/** Forgets the kept page once it has been offered and followed. */
export function forgetAfterSignUp(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing was kept.
  }
}
