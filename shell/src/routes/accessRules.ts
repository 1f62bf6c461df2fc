import { matchPath } from 'react-router-dom';
import { PAGE_PATHS, signInPath, type Role, type SignInReason } from '@lectern/shared-api';

export type Access = 'public' | 'guest' | 'protected' | 'staff' | 'admin';

export interface AccessRule {
  pattern: string;
  access: Access;
  /** What the spinner says while the session is checked. */
  loadingText?: string;
  /** Why a visitor sent from this page to sign in is sent: the sign-in page says what they will see after. */
  signInReason?: SignInReason;
}

const PORTAL_LOADING = 'Loading management portal...';

/**
 * Who may open which page: the specification's route table in one place. The first match
 * wins, so specific paths come before their prefix. Paths the table does not list fall
 * under their prefix's rule. The server checks every call again; this is for convenience.
 */
export const ACCESS_RULES: AccessRule[] = [
  { pattern: PAGE_PATHS.home, access: 'public' },
  { pattern: '/policies/*', access: 'public' },
  { pattern: PAGE_PATHS.profileSetup, access: 'protected' },
  { pattern: '/auth/signup/success', access: 'protected' },
  { pattern: '/auth/*', access: 'guest' },
  // A search from the landing page, and a folder's shared link: the two a visitor opens most.
  { pattern: '/dashboard/search', access: 'protected', signInReason: 'search' },
  { pattern: '/dashboard/folders/:id', access: 'protected', signInReason: 'sharedFolder' },
  { pattern: '/dashboard/*', access: 'protected' },
  { pattern: '/material/*', access: 'protected' },
  { pattern: '/management/user-management', access: 'admin', loadingText: PORTAL_LOADING },
  { pattern: '/management/moderators-review', access: 'admin', loadingText: PORTAL_LOADING },
  { pattern: PAGE_PATHS.releases, access: 'admin', loadingText: PORTAL_LOADING },
  { pattern: '/management/*', access: 'staff', loadingText: PORTAL_LOADING },
];

export function ruleFor(pathname: string): AccessRule {
  return ACCESS_RULES.find((rule) => matchPath({ path: rule.pattern, end: true }, pathname)) ?? { pattern: '*', access: 'public' };
}

export type AccessDecision = { kind: 'wait' } | { kind: 'allow' } | { kind: 'redirect'; to: string };

const STAFF: Role[] = ['admin', 'moderator'];

/**
 * The decision for a page, given the session. `enteredSignedIn` is whether the person was
 * signed in when they entered the page: a guest-only page does not bounce someone whose
 * session starts while they are on it (the flow moves on by itself).
 */
export function decideAccess(
  rule: AccessRule,
  session: { status: 'loading' | 'signedIn' | 'signedOut'; role: Role | null },
  here: string,
  enteredSignedIn: boolean,
): AccessDecision {
  if (rule.access === 'public') return { kind: 'allow' };
  // Guest pages show their form while the session is checked (it is what their prerendered
  // markup shows); a person found signed in is then sent on.
  if (session.status === 'loading') return rule.access === 'guest' ? { kind: 'allow' } : { kind: 'wait' };
  const signedIn = session.status === 'signedIn';
  switch (rule.access) {
    case 'guest':
      return signedIn && enteredSignedIn ? { kind: 'redirect', to: PAGE_PATHS.dashboard } : { kind: 'allow' };
    case 'protected':
      return signedIn ? { kind: 'allow' } : { kind: 'redirect', to: signInPath(here, rule.signInReason) };
    case 'staff':
    case 'admin': {
      if (!signedIn) return { kind: 'redirect', to: signInPath(here, rule.signInReason) };
      if (!session.role || !STAFF.includes(session.role)) return { kind: 'redirect', to: PAGE_PATHS.dashboard };
      if (rule.access === 'admin' && session.role !== 'admin') return { kind: 'redirect', to: PAGE_PATHS.management };
      return { kind: 'allow' };
    }
  }
}
