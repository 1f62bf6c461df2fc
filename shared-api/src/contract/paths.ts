// Paths the server and the web apps must agree on: the pages that links and redirects point
// at, and which `next` path may be followed after signing in. (The remote names: remotes.ts.)
import type { Role } from './enums.ts';

/** Pages of the web app that the server links to (mail, redirects) and the shell redirects to. */
export const PAGE_PATHS = {
  home: '/',
  signIn: '/auth/signin',
  signUp: '/auth/signup',
  profileSetup: '/auth/signup/profile',
  verifyEmail: '/auth/verify-email',
  resetPassword: '/auth/reset-password',
  forgotPassword: '/auth/password/forgot',
  dashboard: '/dashboard',
  /** My Libraries (the sidebar's Libraries): saved materials, uploads and the student's folders. */
  libraries: '/dashboard/libraries',
  /** The whole lists behind the dashboard's Recent Materials and Recommendations rows. */
  recent: '/dashboard/recent',
  recommendations: '/dashboard/recommendations',
  /** Browse courses: faculty, department, level, then the courses (each leads to its course page). */
  courses: '/dashboard/courses',
  /** Study groups: mine, and open ones to find (each group's page: groupPagePath in groups.ts). */
  groups: '/dashboard/groups',
  management: '/management',
  /** The portal's Releases page (admins): the server's notices of a withdrawn canary link to it. */
  releases: '/management/releases',
  /** The public policy pages (the landing remote's, under /policies/): sign-up's agreement and the footer link to them. */
  terms: '/policies/terms',
  privacy: '/policies/privacy',
  honorCode: '/policies/honor-code',
} as const;

/** The search results page the landing and dashboard search boxes open. */
export const searchPagePath = (text: string) => `/dashboard/search?q=${encodeURIComponent(text)}`;

/** A longer `next` is refused rather than carried around. */
export const NEXT_PATH_MAX = 2048;

// The WHATWG URL class is a global of every runtime Lectern runs in (browsers, Node); the
// contract compiles against plain ES, so only the part used here is declared.
declare const URL: new (input: string, base: string) => { origin: string; pathname: string; search: string; hash: string };

/** Where a person lands after signing in with no page to go back to: staff the management portal, students the dashboard. */
export const homePathFor = (role: Role): string => (role === 'student' ? PAGE_PATHS.dashboard : PAGE_PATHS.management);

/**
 * The one rule for a `next` parameter: a path on this site, normalised and percent-encoded
 * (safe in a Location header and for the router); anything else, null. The server checks it
 * before storing a sign-in flow, the sign-in screens before following it.
 */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || value.length > NEXT_PATH_MAX || !value.startsWith('/') || value.startsWith('//')) return null;
  // Browsers read `\` as `/` and drop tabs and newlines, so `/\evil.example` or `/\t/evil.example` would leave the site.
  if ([...value].some((char) => char === '\\' || char <= '\u001f' || char === '\u007f')) return null;
  const base = 'http://lectern.invalid';
  const url = new URL(value, base);
  if (url.origin !== base) return null;
  return url.pathname + url.search + url.hash;
}

/**
 * Why a visitor was sent to sign in, for the sign-in page to say what they will see afterwards.
 * Only these: the page shows a fixed sentence per reason, never text from the URL (the search's
 * own words excepted, read from `next`, the page the visitor asked for).
 */
export const SIGN_IN_REASONS = ['search', 'sharedFolder'] as const;
export type SignInReason = (typeof SIGN_IN_REASONS)[number];

export const isSignInReason = (value: string | null | undefined): value is SignInReason =>
  (SIGN_IN_REASONS as readonly string[]).includes(value ?? '');

/** The sign-in page, with the page to return to (`next`) and, when known, why the visitor is sent there. */
export function signInPath(next?: string | null, reason?: SignInReason): string {
  const query = [next ? `next=${encodeURIComponent(next)}` : null, reason ? `reason=${reason}` : null].filter(Boolean);
  return query.length > 0 ? `${PAGE_PATHS.signIn}?${query.join('&')}` : PAGE_PATHS.signIn;
}
