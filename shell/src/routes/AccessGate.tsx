import { useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '@lectern/shared-api';
import { FullPageSpinner } from '../app/FullPageSpinner.tsx';
import { decideAccess, ruleFor } from './accessRules.ts';

/**
 * Applies the access rule of the current path before any remote renders, so that a broken
 * or outdated remote can never bypass it.
 */
export function AccessGate({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { status, user } = useSession();
  const rule = ruleFor(location.pathname);

  // Remember, per page visit, whether the person arrived signed in (decided once the check ends).
  const entry = useRef<{ key: string; signedIn: boolean | null }>({ key: '', signedIn: null });
  if (entry.current.key !== location.key) entry.current = { key: location.key, signedIn: null };
  if (entry.current.signedIn === null && status !== 'loading') entry.current.signedIn = status === 'signedIn';

  const here = `${location.pathname}${location.search}`;
  const decision = decideAccess(rule, { status, role: user?.role ?? null }, here, entry.current.signedIn === true);

  if (decision.kind === 'wait') return <FullPageSpinner label={rule.loadingText ?? 'Loading...'} />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <>{children}</>;
}
