import { useSession } from '@lectern/shared-api';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { PORTAL_PATHS } from './portalPaths.ts';

/**
 * A portal page for admins alone (User Management, Moderator Applications, printing credits, releases):
 * a moderator who follows an old link lands on the overview. The server refuses their calls
 * anyway (403); this only keeps them off a page that could show nothing.
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { user } = useSession();
  return user?.role === 'admin' ? children : <Navigate to={PORTAL_PATHS.overview} replace />;
}
